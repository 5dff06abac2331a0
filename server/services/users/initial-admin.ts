import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Db } from '../../db/knex.js'
import type { Logger } from '../../lib/logger.js'
import { usersService } from './users.js'

/** The generated account's address when ADMIN_EMAIL is not set. */
const GENERATED_ADMIN_EMAIL = 'admin@mapleserve.local'
/** Where a generated first password is kept (mode 600), in DATA_DIR. */
export const INITIAL_ADMIN_FILE = 'initial-admin.txt'

export interface InitialAdminOptions {
  db: Db
  logger: Logger
  dataDir: string
  email?: string
  password?: string
  /** scrypt N for the new account's hash (unit tests pass a cheap one); production's by default. */
  hashCost?: number
}

/**
 * The first administrator, on a start with no account at all (npm start and Docker alike):
 * ADMIN_EMAIL + ADMIN_PASSWORD when both are given; otherwise ADMIN_EMAIL (or
 * admin@mapleserve.local) with a generated password, printed once in the log and kept in
 * DATA_DIR/initial-admin.txt, so no password has to live in the container's environment.
 * Replicas starting together on one database: the one whose insert loses creates nothing.
 */
export async function ensureInitialAdmin(options: InitialAdminOptions): Promise<{ email: string } | null> {
  const { db, logger, dataDir, email, password, hashCost } = options
  const users = usersService(db, Date.now, { hashCost })
  if (email && password) {
    const created = await users.ensureFirstAdmin(email, password)
    if (created) logger.info({ email: created.email }, 'first administrator created from ADMIN_EMAIL')
    return created && { email: created.email }
  }
  if ((await users.count()) > 0) return null
  const generated = randomBytes(12).toString('base64url')
  let account: { email: string }
  try {
    account = await users.create({ email: email ?? GENERATED_ADMIN_EMAIL, password: generated, role: 'admin' })
  } catch (error) {
    if ((await users.count()) > 0) return null
    throw error
  }
  const file = path.join(dataDir, INITIAL_ADMIN_FILE)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `email: ${account.email}\npassword: ${generated}\n`, { mode: 0o600 })
  chmodSync(file, 0o600) // a file left by an earlier database keeps its mode otherwise
  logger.warn(
    { email: account.email, file },
    `first administrator created: sign in to /admin as ${account.email} with password ${generated} ` +
      `(also in ${file}; change it under Settings). Shown once.`,
  )
  return { email: account.email }
}

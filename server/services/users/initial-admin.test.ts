import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDb, migrateLatest, type Db } from '../../db/knex'
import type { Logger } from '../../lib/logger'
import { ensureInitialAdmin } from './initial-admin'
import { TEST_PASSWORD_HASH_COST, verifyPassword } from './password'
import { usersService } from './users'

let db: Db
let dataDir: string
const logger = { info: vi.fn(), warn: vi.fn() }
beforeEach(async () => {
  db = createDb('sqlite::memory:')
  await migrateLatest(db)
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'initial-admin-'))
  logger.info.mockReset()
  logger.warn.mockReset()
})
afterEach(async () => {
  await db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

const start = (extra: { email?: string; password?: string } = {}) =>
  ensureInitialAdmin({
    db,
    logger: logger as unknown as Logger,
    dataDir: path.join(dataDir, 'data'),
    hashCost: TEST_PASSWORD_HASH_COST,
    ...extra,
  })

describe('when the server starts on a database without accounts', () => {
  it('then, without ADMIN_EMAIL/ADMIN_PASSWORD, an administrator gets a generated password, logged once and kept in DATA_DIR/initial-admin.txt (mode 600)', async () => {
    expect(await start()).toEqual({ email: 'admin@mapleserve.local' })
    const file = path.join(dataDir, 'data/initial-admin.txt')
    const [, email, password] = /^email: (.+)\npassword: (.+)\n$/.exec(readFileSync(file, 'utf8')) ?? []
    expect(email).toBe('admin@mapleserve.local')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const row = (await db('users').where({ email }).first()) as { role: string; password_hash: string }
    expect(row.role).toBe('admin')
    expect(await verifyPassword(password!, row.password_hash)).toBe(true)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(String(logger.warn.mock.calls[0]?.[1])).toContain(`with password ${password}`)

    expect(await start()).toBeNull()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(await usersService(db).count()).toBe(1)
  })

  it('then ADMIN_EMAIL alone names the generated account', async () => {
    expect(await start({ email: 'owner@mapleserve.test' })).toEqual({ email: 'owner@mapleserve.test' })
    expect(readFileSync(path.join(dataDir, 'data/initial-admin.txt'), 'utf8')).toMatch(
      /^email: owner@mapleserve.test\n/,
    )
  })

  it('then ADMIN_EMAIL with ADMIN_PASSWORD creates that account and writes no file', async () => {
    expect(await start({ email: 'boss@mapleserve.test', password: 'a long first password' })).toEqual({
      email: 'boss@mapleserve.test',
    })
    expect(statSync(path.join(dataDir, 'data/initial-admin.txt'), { throwIfNoEntry: false })).toBeUndefined()
    expect(logger.warn).not.toHaveBeenCalled()
  })
})

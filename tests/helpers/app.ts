import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createApp, type AppDeps } from '../../server/app'
import { createDb, migrateLatest, type Db } from '../../server/db/knex'
import { parseEnv, type Env } from '../../server/env'
import { createLogger } from '../../server/lib/logger'

export interface TestApp {
  url: string
  db: Db
  env: Env
  dataDir: string
  close: () => Promise<void>
}

/**
 * Starts the real app (production mode, built pages) on an ephemeral port with its own data
 * directory and a freshly migrated database: SQLite by default, or TEST_DATABASE_URL
 * (a PostgreSQL URL) when set. `overrides` sets environment variables; `deps` replaces injected
 * side effects (mail transport, CRM URL, clock).
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'env' | 'db' | 'logger'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-test-'))
  const env = parseEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...overrides,
  })
  const db = createDb(env.DATABASE_URL)
  await migrateLatest(db)
  const logger = createLogger(env.LOG_LEVEL)
  const app = createApp({ env, db, logger, ...deps })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    env,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

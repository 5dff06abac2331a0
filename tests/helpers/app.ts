import { clockMillis } from '../../server/services/system/clock'
import { accessSync, constants, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createApp, type AppDeps } from '../../server/app'
import { randomBytes } from 'node:crypto'
import { createDb, isPostgresUrl, migrateLatest, type Db } from '../../server/db/knex'
import { parseEnv, type Env } from '../../server/env'
import { createLogger } from '../../server/lib/logger'
import { createPostsService } from '../../server/services/posts/posts'
import { seedIfEmpty } from '../../server/services/posts/seed'
import { keepIdleConnections } from '../../server/lib/keep-alive'
import { copyMigratedSqlite, copySeededDataDir, migratedPostgresTemplate } from './template-db'

export interface TestApp {
  url: string
  db: Db
  env: Env
  dataDir: string
  /** The app's clock in ms (the injected one, else the system's): rows a test writes share it. */
  now: () => number
  close: () => Promise<void>
}

let scratchRoot: string | undefined

/**
 * A new directory for a test's data (DATA_DIR, its SQLite database, uploads, backups), in /dev/shm when that is a
 * writable memory file system with 1 GiB free, else in os.tmpdir(). The app runs SQLite with synchronous=FULL: on
 * disk each write transaction waits for an fsync, which on a disk that other processes keep busy took most of a
 * test's time (sign-in-device-cookie.test.ts, load 15: 59 s on disk, 24 s in memory). The app issues the same
 * fsyncs; only the wait goes.
 */
export function scratchDir(prefix: string): string {
  scratchRoot ??= (() => {
    try {
      accessSync('/dev/shm', constants.W_OK)
      const { bavail, bsize } = statfsSync('/dev/shm')
      if (bavail * bsize >= 2 ** 30) return '/dev/shm'
    } catch {
      // No /dev/shm (macOS) or not writable: the disk.
    }
    return os.tmpdir()
  })()
  return mkdtempSync(path.join(scratchRoot, prefix))
}

/**
 * Starts the real app (production mode, built pages) on an ephemeral port with its own data
 * directory and a migrated database of its own (a copy of one migrated template, see template-db.ts):
 * SQLite by default, or TEST_DATABASE_URL (a PostgreSQL URL) when set. `overrides` sets environment variables; `deps` replaces injected
 * side effects (mail transport, CRM URL, clock). With `sampleBlog` the blog holds the sample posts, as after a
 * first start: on SQLite in DATA_DIR a copy of the seeded template (template-db.ts), else seeded here.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'env' | 'db' | 'logger'>> = {},
  { sampleBlog = false } = {},
): Promise<TestApp> {
  const dataDir = scratchDir('mapleserve-test-')
  // Each app on PostgreSQL gets its own database (parallel files and tests never share rows).
  const pg = overrides.DATABASE_URL ? null : await freshPostgresDatabase('test', undefined, { migrated: true })
  const env = parseEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Needed by the tests that set CACHE_PURGE_URL (the purger's secret); unused otherwise.
    CACHE_PURGE_TOKEN: 'test-purge-token-test-purge-token',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...overrides,
  })
  const sqliteFile = isPostgresUrl(env.DATABASE_URL) ? null : env.DATABASE_URL.replace(/^(sqlite:|file:)/, '')
  let seeded = false
  if (sqliteFile && sqliteFile !== ':memory:' && !existsSync(sqliteFile)) {
    seeded = sampleBlog && sqliteFile === path.join(env.DATA_DIR, 'app.db')
    if (seeded) await copySeededDataDir(env.DATA_DIR)
    else await copyMigratedSqlite(sqliteFile)
  }
  const db = createDb(env.DATABASE_URL, { timeoutMs: env.DB_TIMEOUT_MS })
  await migrateLatest(db)
  if (sampleBlog && !seeded) await seedIfEmpty(db, env.DATA_DIR, createPostsService(db))
  const logger = createLogger(env.LOG_LEVEL)
  const app = createApp({ env, db, logger, ...deps })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  // As the server does (server/index.ts): the tests' clients pool connections as a proxy does.
  keepIdleConnections(server)
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    env,
    dataDir,
    now: clockMillis(deps.clock),
    close: async () => {
      // Every connection now, kept-alive ones included (they would otherwise stay open up to keepIdleConnections' 130 s).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      await db.destroy()
      await pg?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * With TEST_DATABASE_URL (or `base`) on PostgreSQL: creates a database next to it, empty or with `migrated` a
 * copy of the migrated template, and returns its URL; `drop` removes it (even while a stray connection is still
 * open). Null on SQLite.
 */
export async function freshPostgresDatabase(
  prefix = 'test',
  base = process.env.TEST_DATABASE_URL,
  { migrated = false } = {},
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!base || !isPostgresUrl(base)) return null
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const template = migrated ? await migratedPostgresTemplate(base) : null
  const admin = createDb(base)
  try {
    await admin.raw(template ? `create database ${name} template ${template}` : `create database ${name}`)
  } finally {
    await admin.destroy()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const db = createDb(base)
      try {
        await db.raw(`drop database if exists ${name} with (force)`)
      } finally {
        await db.destroy()
      }
    },
  }
}

import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb } from '../../server/db/knex'
import { createPostsService } from '../../server/services/posts/posts'
import { seedBlog } from '../../server/services/posts/seed'
import { scratchDir, startTestApp, type TestApp } from './app'
import { copyMigratedSqlite } from './template-db'

let template: Promise<string> | undefined

/**
 * A data directory as a first start leaves it: app.db migrated and holding the sample blog (both languages, through
 * the app's posts service) and uploads/ their covers, built once per test process in os.tmpdir() and removed when
 * the process exits. The seed renders every cover with sharp (14 of them): seconds of CPU on each app that seeded.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-seeded-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const building = path.join(dir, 'building')
    mkdirSync(building)
    await copyMigratedSqlite(path.join(building, 'app.db'))
    const db = createDb(`sqlite:${path.join(building, 'app.db')}`)
    try {
      await seedBlog(db, building, createPostsService(db))
      // Everything into the main file: the copy is app.db and uploads/, without a -wal beside it.
      await db.raw('pragma wal_checkpoint(TRUNCATE)')
    } finally {
      await db.destroy()
    }
    for (const leftover of ['app.db-wal', 'app.db-shm']) rmSync(path.join(building, leftover), { force: true })
    const done = path.join(dir, 'data')
    renameSync(building, done)
    return done
  })()
  template.catch(() => (template = undefined))
  return template
}

/**
 * startTestApp (with `overrides`) on a blog holding the sample posts, as after a first start: on SQLite a copy of
 * the seeded data directory (seededTemplate), on PostgreSQL (TEST_DATABASE_URL) seeded here as before.
 */
export async function startSeededApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  if (process.env.TEST_DATABASE_URL || overrides.DATABASE_URL || overrides.DATA_DIR) {
    const app = await startTestApp(overrides)
    await seedBlog(app.db, app.dataDir, createPostsService(app.db))
    return app
  }
  const dataDir = scratchDir('mapleserve-seeded-app-')
  cpSync(await seededTemplate(), dataDir, { recursive: true })
  if (!existsSync(path.join(dataDir, 'app.db'))) throw new Error(`no seeded database in ${dataDir}`)
  const app = await startTestApp({ ...overrides, DATA_DIR: dataDir })
  return {
    ...app,
    dataDir,
    close: async () => {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

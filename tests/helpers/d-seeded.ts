import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'
import { createPostsService } from '../../server/services/posts/posts'
import { seedBlog } from '../../server/services/posts/seed'
import { scratchDir, startTestApp, type TestApp } from './app'
import { copyMigratedSqlite } from './template-db'

let template: Promise<string> | undefined

/** A hash of every file under `dirs` (relative to the root), names and contents: what the seeded blog comes from. */
function sourcesFingerprint(dirs: string[]): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(path.relative(rootDir, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  for (const dir of dirs) walk(path.join(rootDir, dir))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A data directory as a first start leaves it: app.db migrated and holding the sample blog (both languages, through
 * the app's posts service) and uploads/ their covers. The seed renders every cover with sharp (14 of them), seconds
 * of CPU for each app that seeded; this is built once for these sources (server/, shared/, content/) and kept between
 * runs in os.tmpdir(), built under a unique name and renamed into place, so processes that race each see a whole one.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(os.tmpdir(), `mapleserve-d-seeded-${sourcesFingerprint(['server', 'shared', 'content'])}`)
    if (existsSync(path.join(dir, 'app.db'))) return dir
    const building = mkdtempSync(`${dir}.building-`)
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
    try {
      renameSync(building, dir)
    } catch {
      // Another process renamed its whole copy into place first.
      rmSync(building, { recursive: true, force: true })
    }
    return dir
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

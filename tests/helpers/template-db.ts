import { createHash, randomBytes } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb, migrateLatest } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'
import { createPostsService } from '../../server/services/posts/posts'
import { seedBlog } from '../../server/services/posts/seed'

/**
 * One migrated database per migration set, copied for every test app: migrating a fresh database
 * costs seconds under load on each of the suites' ~120 app starts, a file copy under a millisecond.
 * The key is a hash of server/db/migrations (and knex.ts), so a new or edited migration makes a new
 * template; the app's own start-up migration then finds nothing to do.
 */
function migrationsFingerprint(): string {
  const hash = createHash('sha256')
  const dir = path.join(rootDir, 'server/db/migrations')
  const files = [
    ...readdirSync(dir)
      .sort()
      .map((name) => path.join(dir, name)),
    path.join(rootDir, 'server/db/knex.ts'),
  ]
  for (const file of files) hash.update(path.basename(file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

let fingerprint: string | undefined
const migrationsKey = () => (fingerprint ??= migrationsFingerprint())

let sqliteTemplate: Promise<string> | undefined

/**
 * The migrated SQLite template, shared by every test process of this checkout and kept between runs
 * (os.tmpdir()): built under a unique name and renamed into place, so processes that race to build it
 * each see a complete file.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `mapleserve-template-${migrationsKey()}.db`)
    if (existsSync(file)) return file
    const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
    const db = createDb(`sqlite:${building}`)
    try {
      await migrateLatest(db)
      // Everything into the main file: the copy is one file, without a -wal beside it.
      await db.raw('pragma wal_checkpoint(TRUNCATE)')
    } finally {
      await db.destroy()
    }
    renameSync(building, file)
    for (const leftover of [`${building}-wal`, `${building}-shm`]) rmSync(leftover, { force: true })
    return file
  })()
  sqliteTemplate.catch(() => (sqliteTemplate = undefined))
  return sqliteTemplate
}

/** Puts a migrated database at `file` (which must not exist yet). */
export async function copyMigratedSqlite(file: string): Promise<void> {
  copyFileSync(await migratedSqliteTemplate(), file)
}

/** A hash of every file under `dirs` (relative to the root), names and contents. */
function treeFingerprint(dirs: string[]): string {
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

let seededTemplate: Promise<string> | undefined

/**
 * A data directory as a first start leaves it: app.db migrated and holding the sample blog (both languages,
 * through the app's posts service, server/services/posts/seed.ts) and uploads/ its covers. Built once for
 * these sources (server/, shared/, content/) and kept between runs in os.tmpdir(); the seed renders every cover
 * with sharp (~1.8 s of CPU on a quiet machine, 15 s at a load of 20), so one process builds it while the
 * others wait for it (test workers start together), and the ones of other sources over an hour old are removed.
 */
function seededDataDirTemplate(): Promise<string> {
  seededTemplate ??= (async () => {
    const name = `mapleserve-seeded-${treeFingerprint(['server', 'shared', 'content'])}`
    const dir = path.join(os.tmpdir(), name)
    const lock = `${dir}.lock`
    while (!existsSync(path.join(dir, 'app.db'))) {
      if (takeLock(lock)) {
        try {
          if (!existsSync(path.join(dir, 'app.db'))) await buildSeededDataDir(dir)
        } finally {
          rmSync(lock, { recursive: true, force: true })
        }
        removeOldTemplates(name)
      } else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return dir
  })()
  seededTemplate.catch(() => (seededTemplate = undefined))
  return seededTemplate
}

/**
 * Whether this process now holds `lock` (a directory). One a minute old is taken over: its process died building (a
 * run stopped with Ctrl-C), since a build takes seconds (15 s at a load of 20).
 */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    return true
  } catch {
    const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs
    if (since !== undefined && Date.now() - since > 60_000) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

async function buildSeededDataDir(dir: string): Promise<void> {
  const building = mkdtempSync(`${dir}.building-`)
  try {
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
    } catch (error) {
      // A process that took over a lock it thought abandoned renamed its whole copy first.
      if (!existsSync(path.join(dir, 'app.db'))) throw error
    }
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
}

/** Removes the seeded directories of other sources (every edit of server/ makes one) built over an hour ago. */
function removeOldTemplates(current: string): void {
  const hourAgo = Date.now() - 3600_000
  for (const name of readdirSync(os.tmpdir())) {
    if (!/^mapleserve-seeded-[0-9a-f]{16}(\.building-\w+)?$/.test(name) || name === current) continue
    const old = path.join(os.tmpdir(), name)
    if ((statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < hourAgo)
      rmSync(old, { recursive: true, force: true })
  }
}

/**
 * Fills `dataDir` (empty or missing) with a copy of the seeded data directory: app.db with the sample posts and
 * uploads/ with their covers. A server started on it finds a blog and does not seed it again.
 */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  cpSync(await seededDataDirTemplate(), dataDir, { recursive: true })
}

const pgTemplates = new Map<string, Promise<string>>()

/**
 * The name of a migrated PostgreSQL database on the server of `base`, for `create database x template
 * <name>`: built once per migration set (kept on that server), under an advisory lock so parallel test
 * processes build it once, and renamed into place only when complete.
 */
export function migratedPostgresTemplate(base: string): Promise<string> {
  const server = new URL(base).host
  let template = pgTemplates.get(server)
  if (!template) {
    template = buildPostgresTemplate(base)
    template.catch(() => pgTemplates.delete(server))
    pgTemplates.set(server, template)
  }
  return template
}

async function buildPostgresTemplate(base: string): Promise<string> {
  const name = `mapleserve_template_${migrationsKey()}`
  const admin = createDb(base, { max: 1, timeoutMs: 120_000 })
  try {
    await admin.raw('select pg_advisory_lock(?)', [TEMPLATE_LOCK])
    const found = await admin.raw('select 1 from pg_database where datname = ?', [name])
    if ((found.rows as unknown[]).length > 0) return name
    const building = `${name}_building`
    await admin.raw(`drop database if exists ${building} with (force)`)
    await admin.raw(`create database ${building}`)
    const url = new URL(base)
    url.pathname = `/${building}`
    const db = createDb(url.toString(), { timeoutMs: 120_000 })
    try {
      await migrateLatest(db)
    } finally {
      await db.destroy()
    }
    await admin.raw(`alter database ${building} rename to ${name}`)
    return name
  } finally {
    await admin.raw('select pg_advisory_unlock(?)', [TEMPLATE_LOCK]).catch(() => undefined)
    await admin.destroy()
  }
}

/** Any constant: the advisory lock key of the template build. */
const TEMPLATE_LOCK = 731_942_017

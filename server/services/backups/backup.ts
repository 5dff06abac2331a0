/**
 * Backups: the database plus DATA_DIR/uploads, in one .tar.gz with a manifest. SQLite is copied
 * with its online backup API (safe while the server writes); PostgreSQL with pg_dump (custom
 * format, restored with pg_restore). Shared by `npm run backup` and the scheduled backups
 * (server/services/backups/schedule.ts).
 */
import Database from 'better-sqlite3'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as tar from 'tar'

const BACKUP_FORMAT = 'mapleserve-backup/1'
const DB_ENTRY = 'app.db'
const PG_DUMP_ENTRY = 'app.dump'
const UPLOADS_ENTRY = 'uploads'
const MANIFEST_ENTRY = 'manifest.json'
/** Every archive is named mapleserve-<UTC time>.tar.gz: pruning and the status page look only at these. */
export const BACKUP_PREFIX = 'mapleserve-'

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  createdAt: string
  /** `app.db` (SQLite file) or `app.dump` (pg_dump custom format; tables is then empty). */
  database: { file: string; bytes: number; sha256: string; tables: Record<string, number> }
  uploads: { files: number; bytes: number }
}

export function sqlitePath(databaseUrl: string): string {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump (see README "Backups"); uploads are in DATA_DIR/uploads',
    )
  }
  return path.resolve(databaseUrl.replace(/^(sqlite:|file:)/, ''))
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  if (!existsSync(dir)) return { files, bytes }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

function tableCounts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true })
  try {
    const names = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string }[]
    return Object.fromEntries(
      names.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    )
  } finally {
    db.close()
  }
}

const execFileAsync = promisify(execFile)

/**
 * pg_dump of DATABASE_URL into `target`. The password goes through PGPASSWORD, not the command
 * line (which other users of the host can read in the process list).
 */
async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  try {
    await execFileAsync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      timeout: 60 * 60_000,
      maxBuffer: 1024 * 1024,
    })
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: string }
    if (err.code === 'ENOENT')
      throw new Error('pg_dump is not installed (PostgreSQL backups need postgresql-client)', { cause: error })
    const detail = (err.stderr ?? '').trim().split('\n')[0] || err.message
    throw new Error(`pg_dump failed: ${detail.replace(/:\/\/[^@/\s]*@/g, '://***@')}`, { cause: error })
  }
}

async function copySqlite(databaseUrl: string, target: string): Promise<void> {
  const dbFile = sqlitePath(databaseUrl)
  if (!existsSync(dbFile)) throw new Error(`No database at ${dbFile}`)
  const source = new Database(dbFile, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(target)
  } finally {
    source.close()
  }
  const check = new Database(target)
  try {
    // A self-contained file (no -wal next to it) that passes SQLite's own check.
    check.pragma('journal_mode = DELETE')
    const result = check.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new Error(`The backup copy fails integrity_check: ${String(result)}`)
  } finally {
    check.close()
  }
}

function isPostgresDatabase(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl)
}

/** Where backups go: BACKUP_DIR when set (e.g. a mounted off-machine volume), else DATA_DIR/backups. */
export function backupDirectory(env: { DATA_DIR: string; BACKUP_DIR?: string }): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

/**
 * Writes `output` (default `directory`/mapleserve-<UTC time>.tar.gz) and returns its path and
 * manifest. The database copy is one consistent snapshot even while another process writes.
 */
export async function createBackup({
  dataDir,
  databaseUrl,
  output,
  directory = path.join(dataDir, 'backups'),
  now = new Date(),
}: {
  dataDir: string
  databaseUrl: string
  output?: string
  /** Where a backup without `output` goes (backupDirectory(env)). */
  directory?: string
  now?: Date
}): Promise<{ file: string; manifest: BackupManifest }> {
  const postgres = isPostgresDatabase(databaseUrl)
  const file = path.resolve(output ?? path.join(directory, `${BACKUP_PREFIX}${timestamp(now)}.tar.gz`))
  mkdirSync(path.dirname(file), { recursive: true })
  const staging = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-backup-'))
  try {
    const dbEntry = postgres ? PG_DUMP_ENTRY : DB_ENTRY
    const copy = path.join(staging, dbEntry)
    if (postgres) await dumpPostgres(databaseUrl, copy)
    else await copySqlite(databaseUrl, copy)
    const uploads = path.join(dataDir, UPLOADS_ENTRY)
    const entries = [MANIFEST_ENTRY, dbEntry]
    if (existsSync(uploads)) {
      symlinkSync(uploads, path.join(staging, UPLOADS_ENTRY))
      entries.push(UPLOADS_ENTRY)
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: {
        file: dbEntry,
        bytes: statSync(copy).size,
        sha256: sha256(copy),
        tables: postgres ? {} : tableCounts(copy),
      },
      uploads: countFiles(uploads),
    }
    writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = `${file}.partial`
    await tar.c({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries)
    renameSync(partial, file)
    return { file, manifest }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * True when another process has the SQLite database open: leaving WAL mode needs every other
 * connection closed, so it is refused while a server holds the file.
 */
function databaseInUse(dbFile: string): boolean {
  if (!existsSync(dbFile)) return false
  const db = new Database(dbFile, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 0')
    const mode = db.pragma('journal_mode', { simple: true })
    if (mode !== 'wal') return false
    try {
      return db.pragma('journal_mode = DELETE', { simple: true }) === 'wal'
    } catch {
      return true
    } finally {
      // Leave the file as the server expects it (it sets WAL on connect anyway).
      try {
        db.pragma('journal_mode = WAL')
      } catch {
        /* in use: nothing changed */
      }
    }
  } finally {
    db.close()
  }
}

/**
 * Restores `file` into the deployment: verifies the archive, keeps the current database and
 * uploads aside as *.before-restore-<time>, then puts the archived ones in place. Refuses while a
 * server holds the database unless `force`.
 */
export async function restoreBackup({
  file,
  dataDir,
  databaseUrl,
  force = false,
  now = new Date(),
}: {
  file: string
  dataDir: string
  databaseUrl: string
  force?: boolean
  now?: Date
}): Promise<{ manifest: BackupManifest; keptAside: string[] }> {
  const dbFile = sqlitePath(databaseUrl)
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`)
  if (!force && databaseInUse(dbFile)) {
    throw new Error(`A running server holds ${dbFile}: stop it first (or pass --force)`)
  }
  const staging = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-restore-'))
  try {
    await tar.x({ file, cwd: staging, strict: true })
    const manifestFile = path.join(staging, MANIFEST_ENTRY)
    if (!existsSync(manifestFile)) throw new Error(`${file} is not a MapleServe backup (no ${MANIFEST_ENTRY})`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format ${String(manifest.format)}`)
    if (manifest.database.file === PG_DUMP_ENTRY) {
      throw new Error(
        `${file} holds a PostgreSQL dump: extract it (tar -xzf) and run pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" app.dump`,
      )
    }
    const copy = path.join(staging, DB_ENTRY)
    if (sha256(copy) !== manifest.database.sha256)
      throw new Error('The database in the archive does not match its checksum')

    const suffix = `.before-restore-${timestamp(now)}`
    const keptAside: string[] = []
    mkdirSync(path.dirname(dbFile), { recursive: true })
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) {
      if (existsSync(f)) {
        renameSync(f, f + suffix)
        keptAside.push(f + suffix)
      }
    }
    cpSync(copy, dbFile)
    const uploads = path.join(dataDir, UPLOADS_ENTRY)
    if (existsSync(uploads)) {
      renameSync(uploads, uploads + suffix)
      keptAside.push(uploads + suffix)
    }
    const archived = path.join(staging, UPLOADS_ENTRY)
    if (existsSync(archived)) cpSync(archived, uploads, { recursive: true })
    else mkdirSync(uploads, { recursive: true })
    return { manifest, keptAside }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { cannotCreateMessage, notWritableMessage } from '../../lib/writable-dir.js'
import { inspectDatabase, type DatabaseState } from '../../db/inspect.js'
import { isPostgresUrl } from '../../db/knex.js'
import { migrationSource } from '../../db/migrations/index.js'
import type { Env } from '../../env.js'
import { listBackups } from '../backups/files.js'
import { BACKUP_PREFIX, backupDirectory, createBackup } from '../backups/backup.js'
import { newPasswordProblem } from '../users/password.js'
import { english } from '../../i18n/index.js'

/**
 * A start-up failure the operator fixes outside the code: its message is one line naming the
 * setting and the fix. Every check here runs before the server writes anything (migrations, the
 * first administrator, the seed), so a refused start leaves the data as it was.
 */
export class StartupError extends Error {}

const errorCode = (error: unknown) => String((error as { code?: unknown }).code ?? 'error')

function notWritable(setting: string, target: string, error: unknown): StartupError {
  return new StartupError(notWritableMessage(setting, target, error))
}

/** Creates `dir` when missing and proves a file can be written in it (root-proof: a real write, then removed). */
function checkWritableDir(setting: string, dir: string): void {
  if (!existsSync(dir)) {
    try {
      mkdirSync(dir, { recursive: true })
    } catch (error) {
      throw new StartupError(cannotCreateMessage(setting, dir, error))
    }
  }
  const probe = path.join(dir, `.write-check-${process.pid}`)
  try {
    writeFileSync(probe, '')
    rmSync(probe, { force: true })
  } catch (error) {
    throw notWritable(setting, dir, error)
  }
}

/** DATA_DIR (uploads, mail drop, backups) and, on SQLite, the database file and its folder. */
export function checkDataDir(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): void {
  checkWritableDir('DATA_DIR', env.DATA_DIR)
  if (isPostgresUrl(env.DATABASE_URL)) return
  const file = path.resolve(env.DATABASE_URL.replace(/^(sqlite:|file:)/, ''))
  if (file.endsWith(':memory:')) return
  // DATABASE_URL left unset means the file lives in DATA_DIR: name the setting the operator chose.
  const setting = file === path.join(env.DATA_DIR, 'app.db') ? 'DATA_DIR' : 'DATABASE_URL'
  checkWritableDir(setting, path.dirname(file))
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(f)) accessSync(f, constants.R_OK | constants.W_OK)
    } catch (error) {
      throw notWritable(setting, f, error)
    }
  }
}

/** The database answers, and exists with its role; returns what is in it. */
export async function checkDatabase(databaseUrl: string, timeoutMs: number): Promise<DatabaseState> {
  try {
    return await inspectDatabase(databaseUrl, timeoutMs)
  } catch (error) {
    throw new StartupError(databaseProblem(databaseUrl, error))
  }
}

function databaseProblem(databaseUrl: string, error: unknown): string {
  const err = error as { code?: unknown; message?: unknown }
  const message = typeof err.message === 'string' ? (err.message.split('\n')[0] ?? '') : String(error)
  if (isPostgresUrl(databaseUrl)) {
    const url = new URL(databaseUrl)
    const where = `${url.hostname}:${url.port || '5432'}`
    const database = decodeURIComponent(url.pathname.slice(1)) || 'postgres'
    const user = decodeURIComponent(url.username) || 'postgres'
    if (err.code === '3D000') {
      return `DATABASE_URL: ${message} on ${where}: create it (createdb -h ${url.hostname} -U <an admin role> -O ${user} ${database}) or fix the name in the URL`
    }
    if (err.code === '28000' && /role/.test(message)) {
      return `DATABASE_URL: ${message} on ${where}: create it (createuser -h ${url.hostname} -U <an admin role> -P ${user}) or fix the user in the URL`
    }
    if (err.code === '28P01') {
      return `DATABASE_URL: ${message} on ${where}: set the right password (PGPASSWORD or in the URL)`
    }
  }
  const cause = [err.code, message].filter((v) => typeof v === 'string' && v).join(': ')
  return `DATABASE_URL: cannot use the database (${cause || String(error)})`
}

/** A weak ADMIN_PASSWORD is refused before migrations, not after (only when it would be used: no account yet). */
export async function checkFirstAdmin(env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>, state: DatabaseState) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD || state.users > 0) return
  const problem = await newPasswordProblem(env.ADMIN_PASSWORD, [env.ADMIN_EMAIL])
  if (problem) {
    throw new StartupError(
      `ADMIN_PASSWORD: ${english(problem.code, problem.params).replace(/\.$/, '')}: choose a longer one, or unset it and run npm run create-admin -- --email ${env.ADMIN_EMAIL}`,
    )
  }
}

/** PORT is free on HOST (Express would only say so after migrations, the first admin and the seed). */
export async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return
  const probe = net.createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => {
      const code = errorCode(error)
      if (code === 'EADDRINUSE') {
        reject(
          new StartupError(
            `PORT: ${host}:${port} is already in use (another server?): stop it or set PORT to a free port`,
          ),
        )
      } else if (code === 'EACCES') {
        reject(new StartupError(`PORT: ${port} needs privileges on ${host}: use a port above 1023 (EACCES)`))
      } else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
        reject(new StartupError(`HOST: ${host} is not an address of this machine (${code})`))
      } else reject(error)
    })
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** Migrations the code has not applied yet, or a refusal when the database is newer than the code. */
export async function pendingMigrations(
  env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>,
  state: DatabaseState,
): Promise<string[]> {
  const known = await migrationSource.getMigrations([])
  const unknown = state.applied.filter((name) => !known.includes(name))
  if (unknown.length) {
    const dir = backupDirectory(env)
    const backups = listBackups(dir)
    const backup = backups.find((b) => b.file.includes(PRE_MIGRATE_SUFFIX)) ?? backups[0]
    const restore = backup
      ? `restore the backup taken before that upgrade: npm run restore -- ${backup.file}`
      : `restore the backup taken before that upgrade (none found in ${dir}): npm run restore -- <file>`
    throw new StartupError(
      `DATABASE_URL: the database was migrated by a newer release (${unknown.join(', ')} unknown to this one): run that release, or stop and ${restore}`,
    )
  }
  return known.filter((name) => !state.applied.includes(name))
}

/** Marks the archive taken right before migrations, the one a rollback restores. */
const PRE_MIGRATE_SUFFIX = '-before-migrate'

/**
 * A database that holds data gets a backup before new migrations change it: the file a rollback to
 * the previous release restores (a failed or unwanted upgrade). A backup that fails stops the start.
 */
export async function backupBeforeMigrating(
  env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'DATABASE_URL'>,
  state: DatabaseState,
  pending: string[],
  now = new Date(),
): Promise<string | null> {
  if (!pending.length || !state.applied.length) return null
  const directory = backupDirectory(env)
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  try {
    const { file } = await createBackup({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      output: path.join(directory, `${BACKUP_PREFIX}${stamp}${PRE_MIGRATE_SUFFIX}.tar.gz`),
    })
    return file
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new StartupError(
      `${env.BACKUP_DIR ? 'BACKUP_DIR' : 'DATA_DIR'}: cannot take the backup due before migrating (${message}): nothing was migrated: make it writable or set BACKUP_DIR, then start again`,
    )
  }
}

import { existsSync } from 'node:fs'
import Database from 'better-sqlite3'
import knexFactory from 'knex'
import { isPostgresUrl } from './knex.js'

/** What start-up needs to know about a database before it writes anything to it. */
export interface DatabaseState {
  /** Names in knex_migrations (empty for a new database). */
  applied: string[]
  /** Rows in users (0 for a new database). */
  users: number
}

function sqliteFile(url: string): string {
  return url.replace(/^(sqlite:|file:)/, '')
}

/**
 * Reads the applied migrations and the number of accounts without writing: a SQLite file that does
 * not exist yet is not created, and PostgreSQL gets only SELECTs. Connection errors (a missing
 * database or role, a refused connection) are thrown as the driver reports them.
 */
export async function inspectDatabase(databaseUrl: string, timeoutMs = 5000): Promise<DatabaseState> {
  if (isPostgresUrl(databaseUrl)) return inspectPostgres(databaseUrl, timeoutMs)
  const file = sqliteFile(databaseUrl)
  if (file === ':memory:' || !existsSync(file)) return { applied: [], users: 0 }
  const db = new Database(file, { fileMustExist: true, timeout: timeoutMs })
  try {
    const has = (table: string) =>
      db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table) !== undefined
    const applied = has('knex_migrations')
      ? (db.prepare('select name from knex_migrations order by id').all() as { name: string }[]).map((r) => r.name)
      : []
    const users = has('users') ? (db.prepare('select count(*) as n from users').get() as { n: number }).n : 0
    return { applied, users }
  } finally {
    db.close()
  }
}

async function inspectPostgres(databaseUrl: string, timeoutMs: number): Promise<DatabaseState> {
  const db = knexFactory({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs },
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: timeoutMs,
    // The caller reports a connection error in its own words: no second copy with a stack from knex.
    log: { warn: () => {} },
  })
  try {
    const exists = async (table: string) =>
      ((await db.raw('select to_regclass(?) as t', [table])) as { rows: { t: string | null }[] }).rows[0]?.t != null
    const applied = (await exists('knex_migrations'))
      ? ((await db('knex_migrations').select('name').orderBy('id')) as { name: string }[]).map((r) => r.name)
      : []
    const users = (await exists('users'))
      ? Number(((await db('users').count({ n: '*' }).first()) as { n: string | number } | undefined)?.n ?? 0)
      : 0
    return { applied, users }
  } finally {
    await db.destroy()
  }
}

import { mkdirSync } from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import { migrationSource } from './migrations/index'

export type Db = Knex

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

function sqliteFile(url: string): string {
  return url.replace(/^(sqlite:|file:)/, '')
}

export interface DbOptions {
  /**
   * How long a query may wait for a pool connection, a lock (SQLite busy timeout) or run
   * (PostgreSQL statement_timeout) before it fails, so a stuck database answers 503 instead of late.
   */
  timeoutMs?: number
  /** Pool size on PostgreSQL (SQLite always has one connection). */
  max?: number
}

/**
 * One knex instance per process; SQLite gets WAL, foreign keys, a busy timeout and
 * synchronous=FULL (an inquiry answered 201 survives a power loss).
 */
export function createDb(databaseUrl: string, { timeoutMs = 5000, max = 10 }: DbOptions = {}): Db {
  if (isPostgresUrl(databaseUrl)) {
    return knexFactory({
      client: 'pg',
      connection: { connectionString: databaseUrl, statement_timeout: timeoutMs, connectionTimeoutMillis: timeoutMs },
      pool: { min: 0, max },
      acquireConnectionTimeout: timeoutMs,
      migrations: { migrationSource },
    })
  }
  const filename = sqliteFile(databaseUrl)
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true })
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: timeoutMs,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
        reusePreparedStatements(conn)
        conn.pragma('journal_mode = WAL')
        conn.pragma('foreign_keys = ON')
        conn.pragma(`busy_timeout = ${Math.round(timeoutMs)}`)
        conn.pragma('synchronous = FULL')
        done(null, conn)
      },
    },
    migrations: { migrationSource },
  })
}

/** The part of a better-sqlite3 connection used here. */
interface SqliteConnection {
  pragma: (sql: string) => unknown
  prepare: (sql: string) => unknown
}

/** Distinct SQL texts kept prepared per connection (knex's queries are a bounded set; `whereIn` lists vary). */
const PREPARED_STATEMENTS = 500

/**
 * knex prepares every query's SQL again on each call (better-sqlite3 `prepare`), which parses and
 * plans it anew: a post page's queries cost more to prepare than to run. The connection keeps its
 * prepared statements by SQL text instead (least recently used dropped past the limit). knex only
 * calls `all` and `run` on them, which leave a statement ready for the next call; SQLite prepares a
 * statement again by itself when a migration changes the schema.
 */
function reusePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn)
  const statements = new Map<string, unknown>()
  conn.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = prepare(sql)
      if (statements.size >= PREPARED_STATEMENTS) statements.delete(statements.keys().next().value as string)
    } else {
      statements.delete(sql)
    }
    statements.set(sql, statement)
    return statement
  }
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]]
  return applied
}

/**
 * The database cannot answer right now (locked or busy past the timeout, unreachable, disk full or
 * read-only): a 503 to retry later rather than a 500 bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { name?: unknown; code?: unknown } | null
  if (!err) return false
  if (err.name === 'KnexTimeoutError') return true
  const code = typeof err.code === 'string' ? err.code : ''
  if (/^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/.test(code)) return true
  // PostgreSQL: statement/lock timeout, connection failures, server shutting down, disk full.
  if (['57014', '55P03', '53100', '53200', '53300', '57P01', '57P02', '57P03'].includes(code)) return true
  if (code.startsWith('08')) return true
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
}

/** A unique index refused the write (SQLite or PostgreSQL): two requests raced for the same value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

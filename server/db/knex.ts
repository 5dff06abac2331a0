import { mkdirSync } from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import {
  limitPgStatements,
  limitPoolWaits,
  limitSqliteStatements,
  markBudgetStuck,
  DatabaseDeadlineError,
  type PgConnection,
  type SqliteConnection,
} from './deadline'
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
  /**
   * How long the client itself waits to connect or for a pool connection (timers in this process);
   * default `timeoutMs`. The health probe sets it long: a starved CPU runs its timers late, after the
   * database has answered, and the probe must not fail on that.
   */
  clientTimeoutMs?: number
}

/**
 * One knex instance per process; SQLite gets WAL, foreign keys, a busy timeout and
 * synchronous=FULL (an inquiry answered 201 survives a power loss).
 */
export function createDb(databaseUrl: string, { timeoutMs = 5000, max = 10, clientTimeoutMs }: DbOptions = {}): Db {
  const clientWait = clientTimeoutMs ?? timeoutMs
  if (isPostgresUrl(databaseUrl)) {
    const db: Db = knexFactory({
      client: 'pg',
      connection: { connectionString: databaseUrl, statement_timeout: timeoutMs, connectionTimeoutMillis: clientWait },
      pool: {
        min: 0,
        max,
        afterCreate(conn: PgConnection, done: (err: Error | null, conn: unknown) => void) {
          limitPgStatements(conn, timeoutMs, (c) =>
            (db.client as { cancelQuery: (c: unknown) => Promise<unknown> }).cancelQuery(c),
          )
          done(null, conn)
        },
      },
      acquireConnectionTimeout: clientWait,
      migrations: { migrationSource },
    })
    limitPoolWaits(db, timeoutMs)
    noteStuckQueries(db)
    return db
  }
  const filename = sqliteFile(databaseUrl)
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true })
  const db: Db = knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: clientWait,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
        reusePreparedStatements(conn)
        conn.pragma('journal_mode = WAL')
        conn.pragma('foreign_keys = ON')
        conn.pragma(`busy_timeout = ${Math.round(timeoutMs)}`)
        conn.pragma('synchronous = FULL')
        limitSqliteStatements(conn, timeoutMs)
        done(null, conn)
      },
    },
    migrations: { migrationSource },
  })
  limitPoolWaits(db, timeoutMs)
  noteStuckQueries(db)
  return db
}

/** A query of a request that found the database unavailable: its later queries do not wait again. */
function noteStuckQueries(db: Db): void {
  db.on('query-error', (error: unknown) => {
    if (isDatabaseUnavailable(error)) markBudgetStuck()
  })
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
  if (err.name === 'KnexTimeoutError' || error instanceof DatabaseDeadlineError) return true
  const code = typeof err.code === 'string' ? err.code : ''
  if (/^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/.test(code)) return true
  // PostgreSQL: statement/lock timeout, the database refusing connections (55000: ALLOW_CONNECTIONS
  // false, as during a restore), server shutting down or not yet up, too many connections, out of
  // memory or disk, a standby that is read-only after a failover.
  if (['57014', '55P03', '55000', '57P01', '57P02', '57P03', '25006'].includes(code)) return true
  if (code.startsWith('08') || code.startsWith('53')) return true
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true
  // node-postgres without a code: the server closed the connection, or connecting timed out.
  const message = String((error as { message?: unknown }).message ?? '')
  return !code && /^Connection terminated|^timeout expired$/.test(message)
}

/**
 * The database is there but did not take the write in time: a lock, a statement or connect timeout,
 * a full pool or connection limit. A passing state, unlike a refusal (disk full, read-only, down).
 */
export function isDatabaseContention(error: unknown): boolean {
  const err = error as { name?: unknown; code?: unknown; message?: unknown } | null
  if (!err) return false
  if (err.name === 'KnexTimeoutError' || error instanceof DatabaseDeadlineError) return true
  const code = typeof err.code === 'string' ? err.code : ''
  if (/^SQLITE_(BUSY|LOCKED)/.test(code) || ['57014', '55P03', '55000', '53300', '57P03'].includes(code)) return true
  return !code && /^timeout expired$|connection timeout/.test(String(err.message ?? ''))
}

/** A unique index refused the write (SQLite or PostgreSQL): two requests raced for the same value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

import { AsyncLocalStorage } from 'node:async_hooks'
import type { Knex } from 'knex'

/**
 * One database deadline per request: every query a request makes (and its wait for a pool
 * connection) shares the time left until `deadline`, instead of each getting DB_TIMEOUT_MS of its
 * own (a page that queries five times behind a lock answered after 5 x 5 s). Once one of them found
 * the database stuck, the request's later queries past the deadline fail at once (503). A request
 * that reached the deadline on CPU time alone (a cold render, a starved machine) with the database
 * answering still gets a short grace per query, so a slow answer is not turned into a 503. Work
 * without a budget (the outbox, schedulers, scripts) and work a request left running after its
 * answer keep the plain per-query timeout.
 */
interface Budget {
  deadline: number
  /** False once the answer is sent or the client is gone. */
  open: boolean
  /** A query or pool wait of this request timed out or found the database unavailable. */
  stuck: boolean
}

const budgets = new AsyncLocalStorage<Budget>()

/** `ms` of database time from now for what `run` calls; `close` ends it (the answer was sent). */
export function databaseBudget(ms: number): { run: <T>(fn: () => T) => T; close: () => void } {
  const budget: Budget = { deadline: Date.now() + ms, open: true, stuck: false }
  return { run: (fn) => budgets.run(budget, fn), close: () => void (budget.open = false) }
}

/** Runs `fn` without the current request's budget (the health probe keeps its own timeouts). */
export function outsideRequestBudget<T>(fn: () => T): T {
  return budgets.exit(fn)
}

/** The current request found the database stuck: its next queries past the deadline do not wait. */
export function markBudgetStuck(): void {
  const budget = budgets.getStore()
  if (budget) budget.stuck = true
}

/** The request's database deadline passed before a query could run or finish: a 503, not a bug. */
export class DatabaseDeadlineError extends Error {
  readonly code = 'DATABASE_DEADLINE'
  constructor() {
    super("The request's database time limit (DB_TIMEOUT_MS) has passed.")
    this.name = 'DatabaseDeadlineError'
  }
}

/** A rollback always runs: refusing one would hand a connection back to the pool mid-transaction. */
const ROLLBACK = /^\s*rollback\b/i

/**
 * The time a query (or pool wait) may take now: the budget left, at most the per-query timeout;
 * past the deadline a tenth of it, or nothing once the database was found stuck. Undefined: only
 * the per-query timeout applies.
 */
function waitLimit(timeoutMs: number, sql = ''): number | undefined {
  const budget = budgets.getStore()
  if (!budget?.open || ROLLBACK.test(sql)) return undefined
  const left = budget.deadline - Date.now()
  if (left >= timeoutMs) return undefined
  if (left > 0) return Math.ceil(left)
  if (budget.stuck) throw new DatabaseDeadlineError()
  return Math.max(50, Math.ceil(timeoutMs / 10))
}

/** The part of a better-sqlite3 connection used here. */
export interface SqliteConnection {
  pragma: (sql: string) => unknown
  prepare: (sql: string) => unknown
}

/**
 * SQLite: each statement waits for a lock (busy_timeout) at most the budget left. better-sqlite3
 * runs a statement right after preparing it, so the pragma set here applies to that statement.
 */
export function limitSqliteStatements(conn: SqliteConnection, timeoutMs: number): void {
  const prepare = conn.prepare.bind(conn)
  let busyTimeout = timeoutMs
  conn.prepare = (sql: string) => {
    const wanted = waitLimit(timeoutMs, sql) ?? timeoutMs
    if (wanted !== busyTimeout) {
      conn.pragma(`busy_timeout = ${wanted}`)
      busyTimeout = wanted
    }
    return prepare(sql)
  }
}

/** The part of a pg Client used here (knex calls `query(config, callback)`). */
export interface PgConnection {
  query: (...args: unknown[]) => unknown
  __knex__disposed?: unknown
}

type PgCallback = (err: Error | null, result?: unknown) => void

/**
 * PostgreSQL: a statement still running when the budget runs out is cancelled (pg_cancel_backend
 * from a connection of its own: 57014, a 503). The server's statement_timeout stays the per-query
 * limit. A connection that had a cancel sent is not reused, so a late cancel cannot hit the next
 * request's statement.
 */
export function limitPgStatements(
  conn: PgConnection,
  timeoutMs: number,
  cancel: (conn: PgConnection) => Promise<unknown>,
) {
  const query = conn.query.bind(conn)
  conn.query = (...args: unknown[]) => {
    const [config, callback] = args as [{ text?: unknown } | string, unknown]
    if (typeof callback !== 'function') return query(...args)
    const sql = typeof config === 'string' ? config : String(config.text ?? '')
    let limit: number | undefined
    try {
      limit = waitLimit(timeoutMs, sql)
    } catch (error) {
      process.nextTick(callback as PgCallback, error)
      return undefined
    }
    if (limit === undefined) return query(...args)
    const timer = setTimeout(() => {
      markBudgetStuck()
      conn.__knex__disposed = new DatabaseDeadlineError()
      cancel(conn).catch(() => undefined)
    }, limit)
    return query(config, (err: Error | null, result?: unknown) => {
      clearTimeout(timer)
      ;(callback as PgCallback)(err, result)
    })
  }
}

interface PendingAcquire {
  promise: Promise<unknown>
  reject: (error: Error) => void
}

interface Pool {
  acquire: () => PendingAcquire
}

interface ClientInternals {
  pool?: Pool
  acquireConnection: () => Promise<unknown>
}

/** The wait for a pool connection is part of the request's budget too. */
export function limitPoolWaits(knex: Knex, timeoutMs: number): void {
  const client = knex.client as ClientInternals
  const acquire = client.acquireConnection.bind(client)

  function acquireWithin(pool: Pool, limit: number): Promise<unknown> {
    // knex asks the pool synchronously, before its first await: the request it makes is the one limited.
    const poolAcquire = pool.acquire
    pool.acquire = () => {
      const pending = poolAcquire.call(pool)
      const timer = setTimeout(() => pending.reject(new DatabaseDeadlineError()), limit)
      const clear = () => clearTimeout(timer)
      pending.promise.then(clear, clear)
      return pending
    }
    try {
      return acquire()
    } finally {
      pool.acquire = poolAcquire
    }
  }

  client.acquireConnection = () => {
    let limit: number | undefined
    try {
      limit = waitLimit(timeoutMs)
    } catch (error) {
      return Promise.reject(error as Error)
    }
    const pool = client.pool
    const acquired = limit === undefined || !pool ? acquire() : acquireWithin(pool, limit)
    return acquired.catch((error: unknown) => {
      // No connection within the time (or none could be opened): the database is stuck for this request.
      markBudgetStuck()
      throw error
    })
  }
}

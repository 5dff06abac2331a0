import { outsideRequestBudget } from '../deadline.js'
import { createDb, type Db } from '../knex.js'

/** Rewrites the health row in a transaction; throws when the database cannot commit a write. */
async function writeHealthRow(db: Db, now: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('health').insert({ id: 1, checked_at: now }).onConflict('id').merge()
  })
}

/** Connecting and waiting for the pool: timers of this process, which a starved CPU fires late. */
const CLIENT_TIMEOUT_MS = 10_000

/**
 * A health write on a connection of its own (opened for the check, closed after): /healthz never
 * queues behind a pool that requests have exhausted. The write may wait `timeoutMs` for a lock,
 * measured by the database (PostgreSQL statement_timeout, SQLite busy_timeout), not by this process's
 * timers, so a starved CPU does not fail it; the request's own deadline does not apply.
 * An in-memory SQLite database has no second connection, so it is checked through `db`.
 */
export function checkDatabaseWrite(db: Db, databaseUrl: string, timeoutMs: number, now: string): Promise<void> {
  return outsideRequestBudget(async () => {
    if (/^(sqlite:|file:)?:memory:$/.test(databaseUrl)) return writeHealthRow(db, now)
    const own = createDb(databaseUrl, { timeoutMs, clientTimeoutMs: CLIENT_TIMEOUT_MS, max: 1 })
    try {
      await writeHealthRow(own, now)
    } finally {
      await own.destroy()
    }
  })
}

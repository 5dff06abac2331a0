import { createDb, type Db } from '../knex.js'

/** Rewrites the health row in a transaction; throws when the database cannot commit a write. */
async function writeHealthRow(db: Db, now: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('health').insert({ id: 1, checked_at: now }).onConflict('id').merge()
  })
}

/**
 * A health write on a connection of its own (opened for the check, closed after), with a short
 * timeout: /healthz never queues behind a pool that requests have exhausted or a lock holds.
 * An in-memory SQLite database has no second connection, so it is checked through `db`.
 */
export async function checkDatabaseWrite(db: Db, databaseUrl: string, timeoutMs: number, now: string): Promise<void> {
  if (/^(sqlite:|file:)?:memory:$/.test(databaseUrl)) return writeHealthRow(db, now)
  const own = createDb(databaseUrl, { timeoutMs, max: 1 })
  try {
    await writeHealthRow(own, now)
  } finally {
    await own.destroy()
  }
}

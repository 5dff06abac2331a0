import type { Knex } from 'knex'

const TABLE = 'unproven_mail_counts'

/**
 * Counts one more mail to `address` on `day` unless it already got `limit`; true when counted.
 * One conditional UPDATE decides, so two replicas racing for the last mail of the day cannot both win.
 */
export async function claimUnprovenMail(db: Knex, address: string, day: string, limit: number): Promise<boolean> {
  await db(TABLE).insert({ address, day, count: 0 }).onConflict(['address', 'day']).ignore()
  const updated = await db(TABLE).where({ address, day }).andWhere('count', '<', limit).increment('count', 1)
  return Number(updated) === 1
}

/** Forgets the days before `day` (ISO dates compare as text). */
export async function pruneUnprovenMail(db: Knex, day: string): Promise<void> {
  await db(TABLE).where('day', '<', day).delete()
}

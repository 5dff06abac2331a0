import type { Db } from '../knex.js'

export interface LoginAttemptRow {
  key: string
  count: number
  locked_until: number | null
  updated_at: number
}

/** Failed sign-in counters, keyed 'account:<email>' or 'ip:<address>'. */
export function loginAttemptsRepository(db: Db) {
  return {
    async find(key: string): Promise<LoginAttemptRow | undefined> {
      const row = (await db('login_attempts').where({ key }).first()) as Record<string, unknown> | undefined
      if (!row) return undefined
      return {
        key: String(row.key),
        count: Number(row.count),
        locked_until: row.locked_until === null || row.locked_until === undefined ? null : Number(row.locked_until),
        updated_at: Number(row.updated_at),
      }
    },
    async save(row: LoginAttemptRow): Promise<void> {
      await db('login_attempts').insert(row).onConflict('key').merge(['count', 'locked_until', 'updated_at'])
    },
    async clear(key: string): Promise<void> {
      await db('login_attempts').where({ key }).delete()
    },
    async purgeOlderThan(cutoff: number): Promise<void> {
      await db('login_attempts').where('updated_at', '<', cutoff).delete()
    },
  }
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>

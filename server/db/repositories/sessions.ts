import type { Db } from '../knex.js'

export interface SessionRow {
  sid: string
  sess: string
  expires_at: number
  user_id: number | null
}

/** Server-side session records for express-session (see server/services/users/session-store.ts). */
export function sessionsRepository(db: Db) {
  return {
    async find(sid: string, now: number): Promise<SessionRow | undefined> {
      const row = (await db('sessions').where({ sid }).andWhere('expires_at', '>', now).first()) as
        Record<string, unknown> | undefined
      if (!row) return undefined
      return {
        sid: String(row.sid),
        sess: String(row.sess),
        expires_at: Number(row.expires_at),
        user_id: row.user_id === null ? null : Number(row.user_id),
      }
    },
    async upsert(row: SessionRow): Promise<void> {
      await db('sessions').insert(row).onConflict('sid').merge(['sess', 'expires_at', 'user_id'])
    },
    async touch(sid: string, expiresAt: number): Promise<void> {
      await db('sessions').where({ sid }).update({ expires_at: expiresAt })
    },
    async remove(sid: string): Promise<void> {
      await db('sessions').where({ sid }).delete()
    },
    async removeForUser(userId: number, exceptSid?: string): Promise<number> {
      const query = db('sessions').where({ user_id: userId })
      if (exceptSid) query.andWhereNot({ sid: exceptSid })
      return query.delete()
    },
    async purgeExpired(now: number): Promise<number> {
      return db('sessions').where('expires_at', '<=', now).delete()
    },
  }
}

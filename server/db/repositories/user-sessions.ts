import type { Db } from '../knex.js'

export interface UserSessionRow {
  sid: string
  user_id: number
  user_agent: string
  ip: string
  created_at: number
  last_seen_at: number
}

function toRow(row: Record<string, unknown>): UserSessionRow {
  return {
    sid: String(row.sid),
    user_id: Number(row.user_id),
    user_agent: String(row.user_agent ?? ''),
    ip: String(row.ip ?? ''),
    created_at: Number(row.created_at),
    last_seen_at: Number(row.last_seen_at),
  }
}

/**
 * The index of signed-in sessions per user, kept beside whichever store holds the session data
 * (database or Redis): a session whose row is gone is no longer signed in.
 */
export function userSessionsRepository(db: Db) {
  const table = () => db('user_sessions')
  return {
    async insert(row: UserSessionRow): Promise<void> {
      await table().insert(row).onConflict('sid').merge()
    },
    async find(sid: string): Promise<UserSessionRow | undefined> {
      const row = (await table().where({ sid }).first()) as Record<string, unknown> | undefined
      return row ? toRow(row) : undefined
    },
    async listForUser(userId: number, since: number): Promise<UserSessionRow[]> {
      const rows = (await table()
        .where({ user_id: userId })
        .andWhere('last_seen_at', '>', since)
        .orderBy('last_seen_at', 'desc')) as Record<string, unknown>[]
      return rows.map(toRow)
    },
    async seen(sid: string, t: number): Promise<void> {
      await table().where({ sid }).update({ last_seen_at: t })
    },
    async remove(sids: string[]): Promise<void> {
      if (sids.length) await table().whereIn('sid', sids).delete()
    },
    async purgeIdle(before: number): Promise<number> {
      return table().where('last_seen_at', '<', before).delete()
    },
  }
}

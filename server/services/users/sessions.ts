import { createHash } from 'node:crypto'
import type { Store } from 'express-session'
import type { Db } from '../../db/knex.js'
import { userSessionsRepository, type UserSessionRow } from '../../db/repositories/user-sessions.js'
import { NotFoundError } from '../../lib/errors.js'
import { describeDevice } from '../analytics/user-agent.js'

/** What Settings shows of a session: never the session id itself, only a hash of it. */
export interface PublicSession {
  id: string
  device: string
  ip: string
  createdAt: string
  lastSeenAt: string
  current: boolean
}

/** Last-seen times are written at most this often per session. */
const SEEN_EVERY_MS = 60_000
/** Index rows idle longer than the longest session (12 h) are stale. */
const STALE_AFTER_MS = 12 * 60 * 60_000

function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22)
}

/**
 * Signed-in sessions per user, for the list in Settings and for ending them. Works with any
 * express-session store: the index lives in the database, and ending a session removes its index
 * row (which alone signs it out, see trackSession) and destroys its record in the store.
 */
export function accountSessionsService(db: Db, store: Store, now: () => number = Date.now) {
  const repo = userSessionsRepository(db)

  function destroy(sid: string): Promise<void> {
    return new Promise((resolve) => store.destroy(sid, () => resolve()))
  }

  async function end(rows: UserSessionRow[]): Promise<number> {
    await repo.remove(rows.map((r) => r.sid))
    await Promise.all(rows.map((r) => destroy(r.sid)))
    return rows.length
  }

  const active = (userId: number) => repo.listForUser(userId, now() - STALE_AFTER_MS)

  return {
    async register(sid: string, userId: number, userAgent: string | undefined, ip: string): Promise<void> {
      const t = now()
      await repo.insert({
        sid,
        user_id: userId,
        user_agent: (userAgent ?? '').slice(0, 512),
        ip: ip.slice(0, 64),
        created_at: t,
        last_seen_at: t,
      })
    },
    /** Is this session still signed in (its row kept)? Refreshes its last-seen time now and then. */
    async touch(sid: string, userId: number): Promise<boolean> {
      const row = await repo.find(sid)
      if (!row || row.user_id !== userId) return false
      const t = now()
      if (t - row.last_seen_at >= SEEN_EVERY_MS) await repo.seen(sid, t)
      return true
    },
    async list(userId: number, currentSid: string): Promise<PublicSession[]> {
      return (await active(userId)).map((r) => ({
        id: publicSessionId(r.sid),
        device: describeDevice(r.user_agent),
        ip: r.ip,
        createdAt: new Date(r.created_at).toISOString(),
        lastSeenAt: new Date(r.last_seen_at).toISOString(),
        current: r.sid === currentSid,
      }))
    },
    async endOne(userId: number, publicId: string): Promise<void> {
      const row = (await active(userId)).find((r) => publicSessionId(r.sid) === publicId)
      if (!row) throw new NotFoundError('session.ended')
      await end([row])
    },
    /** Ends every session of the user but `keepSid`; returns how many ended. */
    async endAll(userId: number, keepSid?: string): Promise<number> {
      const rows = (await repo.listForUser(userId, 0)).filter((r) => r.sid !== keepSid)
      return end(rows)
    },
    forget: (sid: string) => repo.remove([sid]),
    purgeStale: () => repo.purgeIdle(now() - STALE_AFTER_MS),
  }
}

export type AccountSessionsService = ReturnType<typeof accountSessionsService>

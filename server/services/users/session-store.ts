import session, { type SessionData } from 'express-session'
import type { Db } from '../../db/knex.js'
import { sessionsRepository } from '../../db/repositories/sessions.js'

declare module 'express-session' {
  interface SessionData {
    userId: number
    csrfToken: string
    /** When the user signed in (ms): the absolute timeout counts from here. */
    signedInAt: number
  }
}

const DEFAULT_TTL_MS = 30 * 60_000
const PURGE_EVERY_MS = 10 * 60_000

type Callback<T = void> = (err?: unknown, value?: T) => void

/**
 * express-session store on the `sessions` table (same SQL on SQLite and PostgreSQL), so sessions
 * survive restarts and are shared by replicas. user_id is kept in its own column so a password
 * change or a disabled account can end every session of that user.
 */
export class DbSessionStore extends session.Store {
  private readonly repo
  private lastPurge = 0

  /** Expiry follows the session cookie, which express-session dates with the real clock. */
  private readonly now = () => Date.now()

  constructor(db: Db) {
    super()
    this.repo = sessionsRepository(db)
  }

  private expiresAt(sess: SessionData): number {
    const expires = sess.cookie?.expires
    return expires ? new Date(expires).getTime() : this.now() + DEFAULT_TTL_MS
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.repo
      .find(sid, this.now())
      .then((row) => callback(undefined, row ? (JSON.parse(row.sess) as SessionData) : null))
      .catch((err: unknown) => callback(err))
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.repo
      .upsert({ sid, sess: JSON.stringify(sess), expires_at: this.expiresAt(sess), user_id: sess.userId ?? null })
      .then(() => this.maybePurge())
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err))
  }

  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    this.repo
      .touch(sid, this.expiresAt(sess))
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err))
  }

  override destroy(sid: string, callback?: Callback): void {
    this.repo
      .remove(sid)
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err))
  }

  private async maybePurge(): Promise<void> {
    const t = this.now()
    if (t - this.lastPurge < PURGE_EVERY_MS) return
    this.lastPurge = t
    await this.repo.purgeExpired(t)
  }
}

import type { Db } from '../db/knex.js'
import { loginAttemptsRepository } from '../db/repositories/login-attempts.js'
import { delayAfter, FREE_TRIES, LOCK_AFTER, LOCK_MS, TooManyAttemptsError } from './auth.js'

/**
 * Throttles two-factor codes like passwords (login_attempts, key '2fa:<user id>'): the same free
 * tries, growing waits and lock. The one seam to swap for the shared attempt limiter.
 */
export function secondFactorThrottle(db: Db, now: () => number) {
  const attempts = loginAttemptsRepository(db)
  const key = (userId: number) => `2fa:${userId}`
  return {
    /** Throws 429 while this account must wait; returns whether it is locked (for the audit). */
    async check(userId: number): Promise<void> {
      const row = await attempts.find(key(userId))
      const t = now()
      if (!row?.locked_until || row.locked_until <= t) return
      const seconds = Math.ceil((row.locked_until - t) / 1000)
      throw new TooManyAttemptsError(
        seconds,
        row.count >= LOCK_AFTER
          ? `Too many wrong codes. Sign-in for this account is locked for ${Math.ceil(seconds / 60)} minutes.`
          : `Too many wrong codes. Please wait ${seconds} seconds and try again.`,
      )
    },
    /** Counts a wrong code; true when this failure locked the account. */
    async fail(userId: number): Promise<boolean> {
      const t = now()
      const previous = await attempts.find(key(userId))
      const count = (previous?.count ?? 0) + 1
      const locked = count >= LOCK_AFTER
      const delay = locked ? LOCK_MS : delayAfter(count, FREE_TRIES.account)
      await attempts.save({ key: key(userId), count, locked_until: delay ? t + delay : null, updated_at: t })
      return locked && (previous?.count ?? 0) < LOCK_AFTER
    },
    clear: (userId: number) => attempts.clear(key(userId)),
  }
}

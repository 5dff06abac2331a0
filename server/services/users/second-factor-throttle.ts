import type { Db } from '../../db/knex.js'
import { attemptLimiter, type Attempt } from './attempt-limiter.js'
import { FREE_TRIES, LOCK_AFTER } from './auth.js'

/**
 * Two-factor codes are throttled like passwords, by the shared atomic attempt limiter
 * (key '2fa:<user id>'): each code is counted before it is checked; the same free tries, waits and lock.
 */
export function secondFactorThrottle(db: Db, now: () => number) {
  const limiter = attemptLimiter(db, { noun: 'code', now })
  const key = (userId: number) => `2fa:${userId}`
  return {
    /** Counts one attempt (throws TooManyAttemptsError, 429, while the account must wait). */
    reserve: (userId: number): Promise<Attempt> =>
      limiter.reserve([{ key: key(userId), freeTries: FREE_TRIES.pair, lockAfter: LOCK_AFTER, onSuccess: 'clear' }]),
    clear: (userId: number) => limiter.forget(key(userId)),
  }
}

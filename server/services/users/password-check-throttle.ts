import type { Db } from '../../db/knex.js'
import { attemptLimiter, type Attempt } from './attempt-limiter.js'
import { FREE_TRIES, LOCK_AFTER } from './auth.js'

/**
 * Password checks of a signed-in user (changing the password, turning two-factor sign-in off) are
 * throttled like sign-ins, per account (key 'password:<user id>'): a stolen session gets 3 free
 * tries, then growing waits, and the checks are locked 15 minutes after 10 failures.
 */
export function passwordCheckThrottle(db: Db, now: () => number) {
  const limiter = attemptLimiter(db, { noun: 'password', now })
  const key = (userId: number) => `password:${userId}`
  return {
    /** Counts one check (throws TooManyAttemptsError, 429, while the account must wait). */
    reserve: (userId: number): Promise<Attempt> =>
      limiter.reserve([{ key: key(userId), freeTries: FREE_TRIES.pair, lockAfter: LOCK_AFTER, onSuccess: 'clear' }]),
    clear: (userId: number) => limiter.forget(key(userId)),
  }
}

import type { Db } from '../db/knex.js'
import type { UserRow } from '../db/repositories/users.js'
import { HttpError } from '../lib/errors.js'
import { attemptLimiter, type LimitRule } from './attempt-limiter.js'
import { decoyHash, verifyPassword } from './users-password.js'
import { normalizeEmail, usersService } from './users.js'

export { TooManyAttemptsError } from './attempt-limiter.js'

/**
 * Sign-in throttling (see attempt-limiter.ts), every attempt counted before the password is checked:
 * - per account AND address: 3 free tries, then growing waits, locked 15 minutes after 10 failures;
 *   a guesser elsewhere cannot lock the owner out;
 * - per account, from any address: 20 free tries, then at most one try a minute (never locked);
 * - per address: 20 free tries, then growing waits (up to a minute).
 * Unknown accounts are counted exactly like real ones, so the answers cannot tell them apart.
 * `npm run unlock -- --email X` (or create-admin) clears an account's counters.
 */
export const FREE_TRIES = { pair: 3, account: 20, ip: 20 }
export const LOCK_AFTER = 10

export const INVALID_CREDENTIALS = 'Invalid email or password.'

export function signInRules(email: string, ip: string): LimitRule[] {
  const e = email.slice(0, 254)
  const address = ip.slice(0, 60)
  return [
    { key: `ip:${address}`, freeTries: FREE_TRIES.ip },
    { key: `account:${e}`, freeTries: FREE_TRIES.account, onSuccess: 'clear' },
    { key: `pair:${e} ${address}`, freeTries: FREE_TRIES.pair, lockAfter: LOCK_AFTER, onSuccess: 'clear' },
  ]
}

export function authService(db: Db, now: () => number = Date.now) {
  const limiter = attemptLimiter(db, { noun: 'sign-in', now })
  const users = usersService(db, now)

  return {
    /** Returns the user on success; throws 401 (wrong credentials) or 429 (wait first). */
    async signIn(emailInput: unknown, password: unknown, ip: string): Promise<UserRow> {
      const email = normalizeEmail(emailInput)
      const attempt = await limiter.reserve(signInRules(email, ip))
      const user = email ? await users.findByEmail(email) : undefined
      const ok =
        typeof password === 'string' &&
        password.length > 0 &&
        password.length <= 1024 &&
        (await verifyPassword(password, user?.password_hash ?? (await decoyHash())))
      if (!user || !ok || user.disabled) throw new HttpError(401, INVALID_CREDENTIALS)
      await attempt.succeeded()
      return user
    },

    /** Clears an account's sign-in counters and locks from every address; returns how many locks. */
    async unlock(email: string): Promise<number> {
      const e = normalizeEmail(email).slice(0, 254)
      await limiter.forget(`account:${e}`)
      return limiter.forgetPrefix(`pair:${e} `)
    },
  }
}

export type AuthService = ReturnType<typeof authService>

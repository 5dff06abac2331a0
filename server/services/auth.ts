import type { Db } from '../db/knex.js'
import type { UserRow } from '../db/repositories/users.js'
import { HttpError } from '../lib/errors.js'
import { attemptLimiter, type LimitRule } from './attempt-limiter.js'
import { decoyHash, verifyPassword } from './users-password.js'
import { normalizeEmail, usersService } from './users.js'

export { TooManyAttemptsError } from './attempt-limiter.js'

/**
 * Sign-in throttling (see attempt-limiter.ts), every attempt counted before the password is checked.
 * A browser presenting a valid device cookie for the account (device-cookie.ts) is throttled on its
 * own: 3 free tries, then growing waits, that device locked 15 minutes after 10 failures. Every other
 * (untrusted) client is counted, narrowest key first so a blocked key never spends a wider one:
 * - per account AND address: 3 free tries, then growing waits, locked 15 minutes after 10 failures;
 *   a guesser elsewhere cannot lock the owner out;
 * - per address: 20 free tries, then growing waits (up to a minute);
 * - per account, from any untrusted client: 20 free tries, then at most one try a minute (never
 *   locked); a success does not reset it, so the owner signing in gives guessers no fresh tries.
 * Unknown accounts are counted exactly like real ones, so the answers cannot tell them apart.
 * `npm run unlock -- --email X` (or create-admin) clears an account's counters and device locks.
 */
export const FREE_TRIES = { pair: 3, account: 20, ip: 20 }
export const LOCK_AFTER = 10

export const INVALID_CREDENTIALS = 'Invalid email or password.'

export function signInRules(email: string, ip: string, deviceId: string | null = null): LimitRule[] {
  const e = email.slice(0, 254)
  if (deviceId)
    return [{ key: `device:${e} ${deviceId}`, freeTries: FREE_TRIES.pair, lockAfter: LOCK_AFTER, onSuccess: 'clear' }]
  const address = ip.slice(0, 60)
  return [
    { key: `pair:${e} ${address}`, freeTries: FREE_TRIES.pair, lockAfter: LOCK_AFTER, onSuccess: 'clear' },
    { key: `ip:${address}`, freeTries: FREE_TRIES.ip },
    { key: `account:${e}`, freeTries: FREE_TRIES.account },
  ]
}

export function authService(db: Db, now: () => number = Date.now) {
  const limiter = attemptLimiter(db, { noun: 'sign-in', now })
  const users = usersService(db, now)

  return {
    /**
     * Returns the user on success; throws 401 (wrong credentials) or 429 (wait first). `device` is the
     * id of a valid device cookie for this email (device-cookie.ts), or null for an untrusted client.
     */
    async signIn(emailInput: unknown, password: unknown, ip: string, device: string | null = null): Promise<UserRow> {
      const email = normalizeEmail(emailInput)
      const attempt = await limiter.reserve(signInRules(email, ip, device))
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

    /** Clears an account's sign-in counters and locks from every address and device; returns how many. */
    async unlock(email: string): Promise<number> {
      const e = normalizeEmail(email).slice(0, 254)
      await limiter.forget(`account:${e}`)
      return (await limiter.forgetPrefix(`pair:${e} `)) + (await limiter.forgetPrefix(`device:${e} `))
    },
  }
}

export type AuthService = ReturnType<typeof authService>

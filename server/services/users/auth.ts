import type { Db } from '../../db/knex.js'
import type { UserRow } from '../../db/repositories/users.js'
import { HttpError } from '../../lib/errors.js'
import { signInTurnsRepository } from '../../db/repositories/sign-in-turns.js'
import { attemptLimiter, waitError, type Attempt, type LimitRule } from './attempt-limiter.js'
import { decoyHash, verifyPassword } from './password.js'
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
 *   Addresses refused by it wait in line (sign-in-turns.ts): while any address in line is still
 *   asking (within TURN_ACTIVE_MS), only the first may take the slot, then goes to the back, so a new
 *   browser gets a try after about one slot (a minute) per address ahead of it.
 * Unknown accounts are counted exactly like real ones, so the answers cannot tell them apart.
 * `npm run unlock -- --email X` (or create-admin) clears an account's counters and device locks.
 */
export const FREE_TRIES = { pair: 3, account: 20, ip: 20 }
export const LOCK_AFTER = 10

/** An address in line that has not asked for this long keeps its place but no longer holds the slot. */
const TURN_ACTIVE_MS = 30_000
/** Retry-After for an address that is not first in line. */
const NOT_YOUR_TURN_SECONDS = 10

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
  const turns = signInTurnsRepository(db)

  /** Untrusted clients: their own keys, then their turn in line, then the account-wide slot. */
  async function reserveUntrusted(email: string, ip: string): Promise<Attempt> {
    const [pair, address, account] = signInRules(email, ip)
    const e = email.slice(0, 254)
    const a = ip.slice(0, 60)
    const own = await limiter.reserve([pair!, address!])
    const t = now()
    await turns.asking(e, a, t)
    const first = await turns.head(e, t - TURN_ACTIVE_MS)
    if (first !== null && first !== a) {
      await own.cancel()
      await turns.wait(e, a, t)
      throw waitError('sign-in', NOT_YOUR_TURN_SECONDS)
    }
    let shared: Attempt
    try {
      shared = await limiter.reserve([account!])
    } catch (error) {
      await own.cancel()
      await turns.wait(e, a, t)
      throw error
    }
    await turns.leave(e, a)
    return {
      async succeeded() {
        await own.succeeded()
        await shared.succeeded()
      },
      async cancel() {
        await own.cancel()
        await shared.cancel()
      },
    }
  }

  return {
    /**
     * Returns the user on success; throws 401 (wrong credentials) or 429 (wait first). `device` is the
     * id of a valid device cookie for this email (device-cookie.ts), or null for an untrusted client.
     */
    async signIn(emailInput: unknown, password: unknown, ip: string, device: string | null = null): Promise<UserRow> {
      const email = normalizeEmail(emailInput)
      const attempt = device ? await limiter.reserve(signInRules(email, ip, device)) : await reserveUntrusted(email, ip)
      const user = email ? await users.findByEmail(email) : undefined
      const ok =
        typeof password === 'string' &&
        password.length > 0 &&
        password.length <= 1024 &&
        (await verifyPassword(password, user?.password_hash ?? (await decoyHash())))
      if (!user || !ok || user.disabled) throw new HttpError(401, 'sign_in.invalid')
      await attempt.succeeded()
      return user
    },

    /** Clears an account's sign-in counters and locks from every address and device; returns how many. */
    async unlock(email: string): Promise<number> {
      const e = normalizeEmail(email).slice(0, 254)
      await limiter.forget(`account:${e}`)
      await limiter.forgetPrefix(`turn:${e} `)
      return (await limiter.forgetPrefix(`pair:${e} `)) + (await limiter.forgetPrefix(`device:${e} `))
    },
  }
}

export type AuthService = ReturnType<typeof authService>

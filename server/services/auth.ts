import type { Db } from '../db/knex.js'
import { loginAttemptsRepository, type LoginAttemptRow } from '../db/repositories/login-attempts.js'
import type { UserRow } from '../db/repositories/users.js'
import { HttpError } from '../lib/errors.js'
import { decoyHash, verifyPassword } from './users-password.js'
import { normalizeEmail, usersService } from './users.js'

/**
 * Sign-in throttling, shared through the database (login_attempts), per account and per IP.
 * A few free tries, then a growing wait between tries; ten wrong passwords lock the account for
 * LOCK_MS. Unknown accounts are counted exactly like real ones, so the answers cannot tell them apart.
 */
export const FREE_TRIES = { account: 3, ip: 20 }
export const LOCK_AFTER = 10
export const LOCK_MS = 15 * 60_000
const MAX_DELAY_MS = 60_000
/** Counters of keys left alone this long start again from zero. */
const RESET_AFTER_MS = 24 * 60 * 60_000

export const INVALID_CREDENTIALS = 'Invalid email or password.'

export class TooManyAttemptsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message)
  }
}

export function delayAfter(failures: number, freeTries: number): number {
  if (failures < freeTries) return 0
  return Math.min(1000 * 2 ** (failures - freeTries), MAX_DELAY_MS)
}

function waitMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`
  return `Too many sign-in attempts. Please wait ${wait} and try again.`
}

export function authService(db: Db, now: () => number = Date.now) {
  const attempts = loginAttemptsRepository(db)
  const users = usersService(db, now)

  function blockedFor(row: LoginAttemptRow | undefined, t: number): number {
    if (!row?.locked_until || row.locked_until <= t) return 0
    return row.locked_until - t
  }

  async function recordFailure(key: string, freeTries: number, lockAfter: number | null, t: number): Promise<void> {
    const previous = await attempts.find(key)
    const stale = previous && t - previous.updated_at > RESET_AFTER_MS
    const count = (stale ? 0 : (previous?.count ?? 0)) + 1
    const locked = lockAfter !== null && count >= lockAfter
    const delay = locked ? LOCK_MS : delayAfter(count, freeTries)
    await attempts.save({ key, count, locked_until: delay ? t + delay : null, updated_at: t })
  }

  return {
    /** Returns the user on success; throws 401 (wrong credentials) or 429 (wait first). */
    async signIn(emailInput: unknown, password: unknown, ip: string): Promise<UserRow> {
      const t = now()
      const email = normalizeEmail(emailInput)
      const accountKey = `account:${email}`
      const ipKey = `ip:${ip}`
      const [account, byIp] = await Promise.all([attempts.find(accountKey), attempts.find(ipKey)])
      const wait = Math.max(blockedFor(account, t), blockedFor(byIp, t))
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000)
        const locked = (account?.count ?? 0) >= LOCK_AFTER
        throw new TooManyAttemptsError(
          seconds,
          locked
            ? `Too many failed sign-in attempts. Sign-in for this account is locked for ${Math.ceil(seconds / 60)} minutes.`
            : waitMessage(seconds),
        )
      }
      const user = email ? await users.findByEmail(email) : undefined
      const ok =
        typeof password === 'string' &&
        password.length > 0 &&
        password.length <= 1024 &&
        (await verifyPassword(password, user?.password_hash ?? (await decoyHash())))
      if (!user || !ok || user.disabled) {
        await recordFailure(accountKey, FREE_TRIES.account, LOCK_AFTER, t)
        await recordFailure(ipKey, FREE_TRIES.ip, null, t)
        throw new HttpError(401, INVALID_CREDENTIALS)
      }
      await attempts.clear(accountKey)
      if (t % 50 === 0) await attempts.purgeOlderThan(t - RESET_AFTER_MS)
      return user
    },
  }
}

export type AuthService = ReturnType<typeof authService>

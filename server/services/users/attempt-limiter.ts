import type { Db } from '../../db/knex.js'
import { loginAttemptsRepository } from '../../db/repositories/login-attempts.js'
import { HttpError } from '../../lib/errors.js'
import type { ErrorCode, Params } from '../../i18n/index.js'

/**
 * Throttles guesses (passwords, one-time codes) through the database, so every replica shares it.
 *
 *   const limiter = attemptLimiter(db, { noun: 'sign-in' })
 *   const attempt = await limiter.reserve([{ key: 'account:a@b.c', freeTries: 3, lockAfter: 10 }, ...])
 *   // throws TooManyAttemptsError (429 + Retry-After) when any key is blocked: check nothing then
 *   if (right) await attempt.succeeded()   // clears or refunds the keys, per rule
 *
 * Each attempt is counted BEFORE the guess is checked, in one atomic statement per key, so a
 * concurrent burst gets exactly the free tries and then 429s. After `freeTries` attempts a key
 * waits 1 s, 2 s, 4 s... (at most maxDelayMs) between attempts; at `lockAfter` it is locked for
 * lockMs. A key left alone for a day starts again from zero. A wrong guess needs no call.
 */
export interface LimitRule {
  key: string
  freeTries: number
  /** Lock the key for lockMs once it holds this many attempts; omit for delays only. */
  lockAfter?: number
  lockMs?: number
  maxDelayMs?: number
  /** On success: 'clear' forgets the key's failures; 'refund' (default) only gives this attempt back. */
  onSuccess?: 'clear' | 'refund'
}

export interface Attempt {
  succeeded(): Promise<void>
  /** Gives the attempt back on every key, unchecked (a later limit refused it). */
  cancel(): Promise<void>
}

export class TooManyAttemptsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode,
    readonly locked: boolean,
    params?: Params,
  ) {
    super(429, code, params ? { params } : {})
  }
}

const DEFAULT_LOCK_MS = 15 * 60_000
const DEFAULT_MAX_DELAY_MS = 60_000
const RESET_AFTER_MS = 24 * 60 * 60_000

function delayAfter(count: number, rule: LimitRule): number {
  if (rule.lockAfter !== undefined && count >= rule.lockAfter) return rule.lockMs ?? DEFAULT_LOCK_MS
  if (count < rule.freeTries) return 0
  return Math.min(1000 * 2 ** (count - rule.freeTries), rule.maxDelayMs ?? DEFAULT_MAX_DELAY_MS)
}

/** What is being guessed: its messages' codes ('sign_in.locked', 'password_attempts.wait_seconds', ...). */
const NOUNS = { 'sign-in': 'sign_in', password: 'password_attempts', code: 'code_attempts' } as const
type Noun = keyof typeof NOUNS

/** "Please wait 5 seconds" / "1 second" / "3 minutes" (from 120 s on). */
export function waitError(noun: Noun, seconds: number): TooManyAttemptsError {
  const family = NOUNS[noun]
  if (seconds >= 120)
    return new TooManyAttemptsError(seconds, `${family}.wait_minutes`, false, { n: Math.ceil(seconds / 60) })
  return new TooManyAttemptsError(seconds, `${family}.wait_${seconds === 1 ? 'second' : 'seconds'}`, false, {
    n: seconds,
  })
}

export function attemptLimiter(db: Db, options: { noun?: Noun; now?: () => number } = {}) {
  const repo = loginAttemptsRepository(db)
  const now = options.now ?? Date.now
  const noun = options.noun ?? 'sign-in'

  async function refused(rule: LimitRule, t: number): Promise<TooManyAttemptsError> {
    const row = await repo.find(rule.key)
    const seconds = Math.max(1, Math.ceil(((row?.locked_until ?? t) - t) / 1000))
    const locked = rule.lockAfter !== undefined && (row?.count ?? 0) >= rule.lockAfter
    if (!locked) return waitError(noun, seconds)
    return new TooManyAttemptsError(seconds, `${NOUNS[noun]}.locked`, true, { n: Math.ceil(seconds / 60) })
  }

  return {
    /** Counts one attempt on every key, or none (throwing TooManyAttemptsError) if any key is blocked. */
    async reserve(rules: LimitRule[]): Promise<Attempt> {
      const t = now()
      const taken: LimitRule[] = []
      for (const rule of rules) {
        const maxCount = rule.lockAfter ?? rule.freeTries + 7
        const count = await repo.reserve(rule.key, t, t - RESET_AFTER_MS, (n) => delayAfter(n, rule), maxCount)
        if (count === null) {
          for (const done of taken) await repo.refund(done.key, done.freeTries)
          throw await refused(rule, t)
        }
        taken.push(rule)
      }
      if (t % 50 === 0) await repo.purgeOlderThan(t - RESET_AFTER_MS)
      return {
        async succeeded() {
          for (const rule of taken) {
            if (rule.onSuccess === 'clear') await repo.clear(rule.key)
            else await repo.refund(rule.key, rule.freeTries)
          }
        },
        async cancel() {
          for (const rule of taken) await repo.refund(rule.key, rule.freeTries)
        },
      }
    },
    /** Forgets one key (an operator's unlock). */
    forget: (key: string) => repo.clear(key),
    /** Forgets every key starting with `prefix`; returns how many. */
    forgetPrefix: (prefix: string) => repo.clearPrefix(prefix),
  }
}

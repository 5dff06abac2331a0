import { createHash, randomBytes } from 'node:crypto'
import type { LoginAttemptsRepository } from '../../db/repositories/login-attempts.js'
import type { PasswordResetsRepository } from '../../db/repositories/password-resets.js'
import type { UserRow, UsersRepository } from '../../db/repositories/users.js'
import { ValidationError } from '../../lib/errors.js'
import { t } from '../../i18n/index.js'
import { toLocale } from '../../lib/form-i18n.js'
import type { MailMessage } from '../mail/mail.js'
import type { AuditContext, AuditService } from '../audit/audit.js'
import { TooManyAttemptsError } from './attempt-limiter.js'
import { hashPassword, newPasswordProblem } from './password.js'
import { normalizeEmail } from './users.js'

/** A link works for 30 minutes, once. */
const RESET_TOKEN_TTL_MS = 30 * 60_000
/** Per address: 3 links per 30 minutes (more asks get the same answer and no mail). */
const PER_ADDRESS = { max: 3, windowMs: 30 * 60_000 }
/** Per client address: 10 asks per 15 minutes, then 429. */
const PER_IP = { max: 10, windowMs: 15 * 60_000 }

export interface PasswordResetDeps {
  resets: PasswordResetsRepository
  users: Pick<UsersRepository, 'findByEmail' | 'findById' | 'update'>
  attempts: Pick<LoginAttemptsRepository, 'reserve' | 'find'>
  audit: Pick<AuditService, 'record'>
  /** Queues a mail to the user (the outbox: retried, delivered by the worker). */
  queueMail: (user: UserRow, message: MailMessage) => Promise<void>
  /** Ends every session of the user, whatever the store. */
  endSessions: (userId: number) => Promise<unknown>
  /** Public origin of the admin, for the link (env.BASE_URL). */
  baseUrl: string
  mailFrom: string
  now: () => number
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token as the link carries it: 43 URL-safe characters, nothing else accepted. */
function tokenHash(token: unknown): string | null {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? sha256(token) : null
}

/**
 * "Forgot password?": a link by email with a single-use token that expires (stored hashed), the same
 * answer whether the address has an account or not, throttled per address and per client; a reset
 * ends every session of the account; two-factor sign-in is still asked at the next sign-in.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { resets, users, attempts, now } = deps

  async function allowed(key: string, rule: { max: number; windowMs: number }, t: number): Promise<boolean> {
    const count = await attempts.reserve(
      key,
      t,
      t - rule.windowMs,
      (n) => (n >= rule.max ? rule.windowMs : 0),
      rule.max,
    )
    return count !== null
  }

  function resetMail(user: UserRow, token: string): MailMessage {
    const locale = toLocale(user.locale)
    const link = `${deps.baseUrl.replace(/\/$/, '')}/admin/reset-password#token=${token}`
    return {
      to: user.email,
      from: deps.mailFrom,
      subject: t(locale, 'mail.password_reset.subject'),
      text: t(locale, 'mail.password_reset.body', { link }),
    }
  }

  return {
    /**
     * Emails a link when the address has an active account and is under its limit; resolves the same
     * way otherwise (the answer never tells). Throws TooManyAttemptsError when the client asked too often.
     */
    async request(emailInput: unknown, ctx: AuditContext & { ip: string }): Promise<void> {
      const email = normalizeEmail(emailInput)
      if (!email) throw new ValidationError('reset.email_required', { errors: { email: 'user.email_required' } })
      const t = now()
      if (!(await allowed(`reset-ip:${ctx.ip}`, PER_IP, t))) {
        const row = await attempts.find(`reset-ip:${ctx.ip}`)
        const wait = Math.max(1, Math.ceil(((row?.locked_until ?? t + PER_IP.windowMs) - t) / 1000))
        throw new TooManyAttemptsError(wait, 'reset.too_many', false)
      }
      // The token is drawn and hashed for every address, so both answers take about as long.
      const token = randomBytes(32).toString('base64url')
      const hash = sha256(token)
      const underLimit = await allowed(`reset:${email}`, PER_ADDRESS, t)
      const user = await users.findByEmail(email)
      if (!user || user.disabled || !underLimit) return
      await resets.insert({
        user_id: user.id,
        token_hash: hash,
        created_at: t,
        expires_at: t + RESET_TOKEN_TTL_MS,
        ip: ctx.ip,
      })
      await deps.queueMail(user, resetMail(user, token))
      await deps.audit.record(ctx, { action: 'password.reset_requested', target: user.email })
    },

    /** Is this link still usable? (The page asks before showing the form.) */
    async check(token: unknown): Promise<boolean> {
      const hash = tokenHash(token)
      return hash !== null && (await resets.findUsable(hash, now())) !== undefined
    },

    /** Sets the new password through a usable link, once; every session of the account ends. */
    async reset(token: unknown, password: unknown, ctx: AuditContext): Promise<void> {
      const hash = tokenHash(token)
      const found = hash ? await resets.findUsable(hash, now()) : undefined
      const user = found ? await users.findById(found.user_id) : undefined
      if (!hash || !found || !user || user.disabled) {
        throw new ValidationError('reset.invalid_link', { errors: { token: 'reset.link_field' } })
      }
      const problem = await newPasswordProblem(password, [user.email])
      if (problem) throw new ValidationError('validation.invalid', { errors: { password: problem } })
      const passwordHash = await hashPassword(password as string)
      const t = now()
      if (!(await resets.consume(hash, t))) {
        throw new ValidationError('reset.invalid_link', { errors: { token: 'reset.link_field' } })
      }
      await users.update(user.id, { password_hash: passwordHash, password_changed_at: t, updated_at: t })
      await resets.retireForUser(user.id, t)
      await deps.endSessions(user.id)
      await deps.audit.record(ctx, { action: 'password.reset', target: user.email })
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>

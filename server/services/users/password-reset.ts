import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '../../../content/index.js'
import type { LoginAttemptsRepository } from '../../db/repositories/login-attempts.js'
import type { PasswordResetsRepository } from '../../db/repositories/password-resets.js'
import type { UserRow, UsersRepository } from '../../db/repositories/users.js'
import { ValidationError } from '../../lib/errors.js'
import type { MailMessage } from '../mail/mail.js'
import type { AuditContext, AuditService } from '../audit/audit.js'
import { TooManyAttemptsError } from './attempt-limiter.js'
import { hashPassword, newPasswordProblem } from './password.js'
import { normalizeEmail } from './users.js'

/** A link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000
/** Per address: 3 links per 30 minutes (more asks get the same answer and no mail). */
const PER_ADDRESS = { max: 3, windowMs: 30 * 60_000 }
/** Per client address: 10 asks per 15 minutes, then 429. */
const PER_IP = { max: 10, windowMs: 15 * 60_000 }

/** The mail, in the account's admin language (kept here until the shared mail catalogue lands). */
const mailTexts: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: 'MapleServe: reset your password',
    body:
      'Someone (hopefully you) asked to reset the password of your MapleServe back-office account.\n\n' +
      'Choose a new password here within 30 minutes (the link works once):\n{link}\n\n' +
      'If you did not ask for this, ignore this email: your password stays as it is.\n',
  },
  fr: {
    subject: 'MapleServe : réinitialisez votre mot de passe',
    body:
      'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte d’administration MapleServe.\n\n' +
      'Choisissez un nouveau mot de passe ici dans les 30 minutes (le lien ne sert qu’une fois) :\n{link}\n\n' +
      'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.\n',
  },
}

/** The API's English texts; French in `passwordResetMessagesFr` (server/lib/admin-messages.ts catalogue). */
export const RESET_MESSAGES = {
  sent: 'If an account uses this address, we have sent it a link to choose a new password. It works for 30 minutes.',
  emailRequired: 'Please enter your email address.',
  invalidLink: 'This reset link is not valid any more. Ask for a new one.',
  tooMany: 'Too many reset requests from this network. Please try again in a few minutes.',
  done: 'Your password has been reset. Sign in with your new password.',
} as const

export const passwordResetMessagesFr: Record<string, string> = {
  [RESET_MESSAGES.sent]:
    'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.',
  [RESET_MESSAGES.emailRequired]: 'Veuillez saisir votre adresse courriel.',
  [RESET_MESSAGES.invalidLink]: 'Ce lien de réinitialisation n’est plus valable. Demandez-en un nouveau.',
  [RESET_MESSAGES.tooMany]:
    'Trop de demandes de réinitialisation depuis ce réseau. Veuillez réessayer dans quelques minutes.',
  [RESET_MESSAGES.done]: 'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  'The link is missing or not valid': 'Le lien est absent ou n’est plus valable',
}

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
    const text = mailTexts[user.locale === 'fr' ? 'fr' : 'en']
    const link = `${deps.baseUrl.replace(/\/$/, '')}/admin/reset-password#token=${token}`
    return { to: user.email, from: deps.mailFrom, subject: text.subject, text: text.body.replace('{link}', link) }
  }

  return {
    /**
     * Emails a link when the address has an active account and is under its limit; resolves the same
     * way otherwise (the answer never tells). Throws TooManyAttemptsError when the client asked too often.
     */
    async request(emailInput: unknown, ctx: AuditContext & { ip: string }): Promise<void> {
      const email = normalizeEmail(emailInput)
      if (!email) throw new ValidationError(RESET_MESSAGES.emailRequired, { email: 'Email is required' })
      const t = now()
      if (!(await allowed(`reset-ip:${ctx.ip}`, PER_IP, t))) {
        const row = await attempts.find(`reset-ip:${ctx.ip}`)
        const wait = Math.max(1, Math.ceil(((row?.locked_until ?? t + PER_IP.windowMs) - t) / 1000))
        throw new TooManyAttemptsError(wait, RESET_MESSAGES.tooMany, false)
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
        throw new ValidationError(RESET_MESSAGES.invalidLink, { token: 'The link is missing or not valid' })
      }
      const problem = await newPasswordProblem(password, [user.email])
      if (problem) throw new ValidationError('Please correct the highlighted fields.', { password: problem })
      const passwordHash = await hashPassword(password as string)
      const t = now()
      if (!(await resets.consume(hash, t))) {
        throw new ValidationError(RESET_MESSAGES.invalidLink, { token: 'The link is missing or not valid' })
      }
      await users.update(user.id, { password_hash: passwordHash, password_changed_at: t, updated_at: t })
      await resets.retireForUser(user.id, t)
      await deps.endSessions(user.id)
      await deps.audit.record(ctx, { action: 'password.reset', target: user.email })
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>

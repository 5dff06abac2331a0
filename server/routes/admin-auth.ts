import { Router, type Request, type Response } from 'express'
import type { Env } from '../env.js'
import type { Logger } from '../lib/logger.js'
import { errorBody, ValidationError, type FieldError } from '../lib/errors.js'
import { said } from '../i18n/index.js'
import { currentUser, requireUser } from '../middleware/auth.js'
import { requireCsrf, requireSameOrigin } from '../middleware/csrf.js'
import { TooManyAttemptsError, type AuthService } from '../services/users/auth.js'
import { normalizeEmail, toPublicUser, type UsersService } from '../services/users/users.js'
import { hasProfileInput } from '../services/authors/profile.js'
import { HttpError } from '../lib/errors.js'
import { mustEnrollTwoFactor, type AccountsKit } from '../services/users/accounts.js'
import { describeDevice } from '../services/analytics/user-agent.js'
import { auditContext } from './audit-context.js'
import { finishSignIn, startPendingSignIn, trustedDevice } from './admin-sign-in.js'
import type { PasswordResetService } from '../services/users/password-reset.js'

function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
}

/** 429 with Retry-After (its code for the admin's language). */
export function tooManyAttempts(_req: Request, res: Response, error: TooManyAttemptsError): void {
  res.set('Retry-After', String(error.retryAfterSeconds)).status(429).json(errorBody(error))
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())))
}

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me, PATCH /api/auth/me (own admin
 * language: { locale: 'en' | 'fr' }, and/or own public profile: { publicName, bio, avatar, authorSlug }),
 * POST /api/auth/password.
 */
export function authRouter({
  env,
  logger,
  users,
  auth,
  now,
  cookieName,
  kit,
  onProfileChange,
}: {
  env: Pick<Env, 'BASE_URL'>
  logger: Logger
  users: UsersService
  auth: AuthService
  now: () => number
  cookieName: string
  kit: AccountsKit
  /** Purges the author's pages after a profile edit (their name, bio and avatar show there). */
  onProfileChange?: (userId: number) => Promise<void>
}): Router {
  const router = Router()

  /** The password check, with failures and locks in the audit log. */
  async function signInWithAudit(email: unknown, password: unknown, req: Request, res: Response) {
    try {
      const device = trustedDevice(kit, req, normalizeEmail(email))
      return await auth.signIn(email, password, req.ip ?? 'unknown', device)
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 429)) {
        const locked = error instanceof TooManyAttemptsError && error.locked
        const action = locked ? 'auth.locked' : 'auth.sign_in_failed'
        const details = error.status === 429 ? { throttled: true } : undefined
        await kit.audit.record(auditContext(req, res), { action, target: normalizeEmail(email), details })
      }
      throw error
    }
  }

  async function me(req: Request, res: Response): Promise<void> {
    const user = currentUser(res)
    const row = user ? await users.findById(user.id) : undefined
    if (!row) {
      res.status(401).set('Cache-Control', 'no-store').json(said('auth.sign_in_required'))
      return
    }
    const twoFactor = {
      twoFactorEnabled: await kit.twoFactor.isEnabled(row.id),
      twoFactorRequired: await mustEnrollTwoFactor(kit, row.id),
    }
    res
      .set('Cache-Control', 'no-store')
      .json({ user: { ...toPublicUser(row), ...twoFactor }, csrfToken: req.session.csrfToken })
  }

  router.post('/login', requireSameOrigin(env.BASE_URL), async (req, res, next) => {
    try {
      const { email, password, username } = body(req)
      const emailValue = typeof email === 'string' ? email : username
      const errors: Record<string, FieldError> = {}
      if (typeof emailValue !== 'string' || !emailValue.trim()) errors.email = 'user.email_required'
      if (typeof password !== 'string' || !password) errors.password = 'password.required'
      if (Object.keys(errors).length) throw new ValidationError('sign_in.missing', { errors })
      const user = await signInWithAudit(emailValue, password, req, res)
      if (await kit.twoFactor.isEnabled(user.id)) {
        await startPendingSignIn(req, user, now())
        res.set('Cache-Control', 'no-store').json({ twoFactor: true })
        return
      }
      await finishSignIn(kit, req, res, user, 'password')
      logger.info({ userId: user.id }, 'admin signed in')
      await me(req, res)
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return tooManyAttempts(req, res, error)
      next(error)
    }
  })

  router.get('/me', (req, res, next) => {
    me(req, res).catch(next)
  })

  router.patch('/me', requireUser, requireCsrf(env.BASE_URL), async (req, res, next) => {
    try {
      const user = currentUser(res)!
      const { locale, publicName, bio, avatar, authorSlug } = body(req)
      const profile = { publicName, bio, avatar, authorSlug }
      if (locale !== undefined || !hasProfileInput(profile)) await users.setOwnLocale(user.id, locale)
      if (hasProfileInput(profile)) {
        await users.updateOwnProfile(user.id, profile)
        await onProfileChange?.(user.id)
      }
      await me(req, res)
    } catch (error) {
      next(error)
    }
  })

  router.post('/logout', requireUser, requireCsrf(env.BASE_URL), async (req, res, next) => {
    await kit.sessions.forget(req.sessionID)
    await kit.audit.record(auditContext(req, res), { action: 'auth.sign_out', target: currentUser(res)!.email })
    req.session.destroy((err: unknown) => {
      if (err) return next(err)
      res.clearCookie(cookieName, { path: '/' })
      res.status(204).end()
    })
  })

  router.post('/password', requireUser, requireCsrf(env.BASE_URL), async (req, res, next) => {
    try {
      const user = currentUser(res)!
      const { currentPassword, newPassword } = body(req)
      // This session stays valid: it signs in again as of the change, saved before the password is
      // written, so its own requests already under way find the new time in the store.
      const keepSession = async (changedAt: number) => {
        req.session.signedInAt = changedAt
        await save(req)
      }
      await users.changeOwnPassword(
        user.id,
        currentPassword,
        newPassword,
        req.sessionID,
        () => kit.passwordChecks.reserve(user.id),
        keepSession,
      )
      await kit.sessions.endAll(user.id, req.sessionID)
      await kit.audit.record(auditContext(req, res), { action: 'password.changed', target: user.email })
      const row = await users.get(user.id)
      const facts = {
        when: new Date(now()).toISOString(),
        ip: req.ip ?? 'unknown',
        device: describeDevice(req.get('user-agent')),
      }
      await kit.notify(row, 'password_changed', facts)
      res.json(said('password.changed'))
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return tooManyAttempts(req, res, error)
      next(error)
    }
  })

  return router
}

/**
 * Self-service password reset (no session needed; same-origin only): POST /api/auth/password-reset
 * { email } always answers the same 200 (429 when this client asked too often); POST
 * /api/auth/password-reset/check { token } says whether the emailed link still works; POST
 * /api/auth/password-reset/complete { token, password } sets the password and ends every session.
 */
export function passwordResetRouter({
  passwordReset,
  baseUrl,
}: {
  passwordReset: PasswordResetService
  baseUrl: string
}) {
  const router = Router()
  router.use('/password-reset', requireSameOrigin(baseUrl))

  router.post('/password-reset', async (req, res, next) => {
    try {
      await passwordReset.request(body(req).email, { ...auditContext(req, res), ip: req.ip ?? 'unknown' })
      res.set('Cache-Control', 'no-store').json(said('reset.sent'))
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return tooManyAttempts(req, res, error)
      next(error)
    }
  })

  router.post('/password-reset/check', async (req, res, next) => {
    try {
      if (!(await passwordReset.check(body(req).token))) {
        throw new ValidationError('reset.invalid_link', { errors: { token: 'reset.link_field' } })
      }
      res.set('Cache-Control', 'no-store').json({ valid: true })
    } catch (error) {
      next(error)
    }
  })

  router.post('/password-reset/complete', async (req, res, next) => {
    try {
      const { token, password } = body(req)
      await passwordReset.reset(token, password, auditContext(req, res))
      res.set('Cache-Control', 'no-store').json(said('reset.done'))
    } catch (error) {
      next(error)
    }
  })
  return router
}

import { Router, type Request } from 'express'
import type { Env } from '../env.js'
import { HttpError, UnauthorizedError, ValidationError, type FieldError } from '../lib/errors.js'
import { currentUser, requireUser } from '../middleware/auth.js'
import { requireCsrf, requireSameOrigin } from '../middleware/csrf.js'
import type { AccountsKit } from '../services/users/accounts.js'
import { TooManyAttemptsError } from '../services/users/auth.js'
import { isTotpCode } from '../services/users/two-factor.js'
import { describeDevice } from '../services/analytics/user-agent.js'
import { verifyPassword } from '../services/users/password.js'
import { toPublicUser, type UsersService } from '../services/users/users.js'
import { auditContext } from './audit-context.js'
import { tooManyAttempts } from './admin-auth.js'
import { finishSignIn, pendingUserId } from './admin-sign-in.js'

function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
}

/**
 * The signed-in user's own security (mounted under /api/auth): the second sign-in step
 * (POST /login/2fa), two-factor set-up (GET /2fa, POST /2fa/setup, /2fa/enable, /2fa/disable) and
 * sessions (GET /sessions, DELETE /sessions/:id, POST /sessions/end-others).
 */
export function accountRouter({
  env,
  users,
  kit,
}: {
  env: Pick<Env, 'BASE_URL'>
  users: UsersService
  kit: AccountsKit
}): Router {
  const router = Router()
  const csrf = requireCsrf(env.BASE_URL)

  router.post('/login/2fa', requireSameOrigin(env.BASE_URL), async (req, res, next) => {
    const userId = pendingUserId(req, kit.now())
    try {
      if (!userId) throw new UnauthorizedError('sign_in.expired')
      const user = await users.get(userId)
      const attempt = await kit.throttle.reserve(userId)
      const { code, recoveryCode } = body(req)
      const method = await kit.twoFactor.check(userId, { code, recoveryCode })
      if (!method || user.disabled) {
        await kit.audit.record(auditContext(req, res), { action: 'auth.2fa_failed', target: user.email })
        throw new HttpError(401, 'two_factor.wrong_code_recovery')
      }
      await attempt.succeeded()
      await finishSignIn(kit, req, res, user, method)
      if (method === 'recovery')
        await kit.audit.record(auditContext(req, res), { action: 'auth.recovery_code_used', target: user.email })
      const twoFactor = { twoFactorEnabled: true, twoFactorRequired: false }
      res
        .set('Cache-Control', 'no-store')
        .json({ user: { ...toPublicUser(user), ...twoFactor }, csrfToken: req.session.csrfToken })
    } catch (error) {
      if (error instanceof TooManyAttemptsError) {
        if (error.locked && userId) {
          const target = (await users.findById(userId))?.email
          await kit.audit.record(auditContext(req, res), { action: 'auth.locked', target, details: { by: '2fa' } })
        }
        return tooManyAttempts(req, res, error)
      }
      next(error)
    }
  })

  router.use(['/2fa', '/sessions'], requireUser, csrf)

  router.get('/2fa', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await kit.twoFactor.status(currentUser(res)!.id))
  })

  router.post('/2fa/setup', async (_req, res) => {
    const user = currentUser(res)!
    res.set('Cache-Control', 'no-store').json(await kit.twoFactor.setup(user.id, user.email))
  })

  router.post('/2fa/enable', async (req, res) => {
    const user = currentUser(res)!
    const recoveryCodes = await kit.twoFactor.enable(user.id, body(req).code)
    await kit.audit.record(auditContext(req, res), { action: '2fa.enabled', target: user.email })
    res.set('Cache-Control', 'no-store').json({ recoveryCodes })
  })

  router.post('/2fa/disable', async (req, res, next) => {
    try {
      const user = currentUser(res)!
      const row = await users.get(user.id)
      const { password, code, recoveryCode } = body(req)
      const errors: Record<string, FieldError> = {}
      if (typeof password !== 'string' || !password) errors.password = 'password.required'
      if (!isTotpCode(code) && !(typeof recoveryCode === 'string' && recoveryCode.trim()))
        errors.code = 'two_factor.code_required'
      if (Object.keys(errors).length) throw new ValidationError('two_factor.off_needs', { errors })
      // A stolen session must not be able to guess either: both checks count against their limiters.
      const passwordCheck = await kit.passwordChecks.reserve(user.id)
      if (!(await verifyPassword(password as string, row.password_hash)))
        throw new ValidationError('two_factor.wrong_password', {
          errors: { password: 'two_factor.wrong_password_field' },
        })
      await passwordCheck.succeeded()
      const codeCheck = await kit.throttle.reserve(user.id)
      if (!(await kit.twoFactor.check(user.id, { code, recoveryCode })))
        throw new ValidationError('two_factor.wrong_code_recovery', { errors: { code: 'two_factor.wrong_code_field' } })
      await codeCheck.succeeded()
      await kit.twoFactor.disable(user.id)
      await kit.audit.record(auditContext(req, res), { action: '2fa.disabled', target: user.email })
      const facts = {
        when: new Date(kit.now()).toISOString(),
        ip: req.ip ?? 'unknown',
        device: describeDevice(req.get('user-agent')),
      }
      await kit.notify(row, '2fa_disabled', facts)
      res.json(await kit.twoFactor.status(user.id))
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return tooManyAttempts(req, res, error)
      next(error)
    }
  })

  router.get('/sessions', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await kit.sessions.list(currentUser(res)!.id, req.sessionID))
  })

  router.delete('/sessions/:id', async (req, res) => {
    const user = currentUser(res)!
    await kit.sessions.endOne(user.id, String(req.params.id))
    await kit.audit.record(auditContext(req, res), {
      action: 'sessions.ended',
      target: user.email,
      details: { count: 1 },
    })
    res.status(204).end()
  })

  router.post('/sessions/end-others', async (req, res) => {
    const user = currentUser(res)!
    const count = await kit.sessions.endAll(user.id, req.sessionID)
    await kit.audit.record(auditContext(req, res), { action: 'sessions.ended', target: user.email, details: { count } })
    res.json({ ended: count })
  })

  return router
}

import { Router, type Request, type Response } from 'express'
import type { AppDeps } from '../app.js'
import { ValidationError } from '../lib/errors.js'
import { currentUser, requireUser } from '../middleware/auth.js'
import { newCsrfToken, requireCsrf, requireSameOrigin } from '../middleware/csrf.js'
import { authService, TooManyAttemptsError } from '../services/auth.js'
import { toPublicUser, type UsersService } from '../services/users.js'

function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())))
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())))
}

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me, PATCH /api/auth/me (own admin
 * language: { locale: 'en' | 'fr' }), POST /api/auth/password.
 */
export function authRouter(deps: AppDeps, users: UsersService, now: () => number, cookieName: string): Router {
  const { env, logger } = deps
  const auth = authService(deps.db, now)
  const router = Router()

  async function me(req: Request, res: Response): Promise<void> {
    const user = currentUser(res)
    const row = user ? await users.findById(user.id) : undefined
    if (!row) {
      res.status(401).json({ message: 'Please sign in to continue.' })
      return
    }
    res.set('Cache-Control', 'no-store').json({ user: toPublicUser(row), csrfToken: req.session.csrfToken })
  }

  router.post('/login', requireSameOrigin(env.BASE_URL), async (req, res, next) => {
    try {
      const { email, password, username } = body(req)
      const emailValue = typeof email === 'string' ? email : username
      const errors: Record<string, string> = {}
      if (typeof emailValue !== 'string' || !emailValue.trim()) errors.email = 'Email is required'
      if (typeof password !== 'string' || !password) errors.password = 'Password is required'
      if (Object.keys(errors).length) throw new ValidationError('Please enter your email address and password.', errors)
      const user = await auth.signIn(emailValue, password, req.ip ?? 'unknown')
      await regenerate(req)
      req.session.userId = user.id
      req.session.signedInAt = now()
      req.session.csrfToken = newCsrfToken()
      await save(req)
      res.locals.user = { id: user.id, email: user.email, role: user.role }
      logger.info({ userId: user.id }, 'admin signed in')
      await me(req, res)
    } catch (error) {
      if (error instanceof TooManyAttemptsError) {
        res.set('Retry-After', String(error.retryAfterSeconds)).status(429).json({ message: error.message })
        return
      }
      next(error)
    }
  })

  router.get('/me', (req, res, next) => {
    me(req, res).catch(next)
  })

  router.patch('/me', requireUser, requireCsrf(env.BASE_URL), async (req, res, next) => {
    try {
      const user = currentUser(res)!
      await users.setOwnLocale(user.id, body(req).locale)
      await me(req, res)
    } catch (error) {
      next(error)
    }
  })

  router.post('/logout', requireUser, requireCsrf(env.BASE_URL), (req, res, next) => {
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
      await users.changeOwnPassword(user.id, currentPassword, newPassword, req.sessionID)
      // This session stays valid: it signed in again as of now.
      req.session.signedInAt = now()
      await save(req)
      res.json({ message: 'Your password has been changed.' })
    } catch (error) {
      next(error)
    }
  })

  return router
}

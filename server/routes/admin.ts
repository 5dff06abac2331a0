import express, { Router } from 'express'
import session from 'express-session'
import type { AppDeps } from '../app.js'
import { IDLE_TIMEOUT_MS, loadSessionUser, requireUser } from '../middleware/auth.js'
import { requireCsrf } from '../middleware/csrf.js'
import { requireSecureSessionTransport } from '../middleware/proxy-https.js'
import { DbSessionStore } from '../services/session-store.js'
import { usersService } from '../services/users.js'
import { adminApiRouter } from './admin-api/index.js'
import { authRouter } from './admin-auth.js'
import { adminSpaRouter } from './admin-spa.js'

function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/**
 * Secure '__Host-sid' cookie in production. A production build run on http://localhost (tests,
 * a quick local check) cannot carry a Secure cookie over plain HTTP, so it falls back to 'sid'.
 */
export function sessionCookieName(deps: Pick<AppDeps, 'env'>): { name: string; secure: boolean } {
  const secure = deps.env.isProduction && !isLoopback(deps.env.BASE_URL)
  return { name: secure ? '__Host-sid' : 'sid', secure }
}

/** Sessions, /api/auth/*, /api/admin/* (ra-data-simple-rest) and the /admin SPA. */
export function adminRouter(deps: AppDeps): Router {
  const { env, db } = deps
  const now = () => (deps.clock ? deps.clock().getTime() : Date.now())
  const users = usersService(db, now)
  const cookie = sessionCookieName(deps)
  const router = Router()

  router.use(
    session({
      name: cookie.name,
      secret: env.SESSION_SECRET,
      store: deps.sessionStore ?? new DbSessionStore(db),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: { httpOnly: true, sameSite: 'lax', secure: cookie.secure, path: '/', maxAge: IDLE_TIMEOUT_MS },
    }),
  )
  router.use(loadSessionUser(users, now))
  router.post('/api/auth/login', requireSecureSessionTransport(cookie.secure, deps.logger))
  router.use('/api/auth', express.json({ limit: '64kb' }), authRouter(deps, users, now, cookie.name))
  router.use(
    '/api/admin',
    requireUser,
    requireCsrf(env.BASE_URL),
    express.json({ limit: '1mb' }),
    adminApiRouter(deps, users),
  )
  router.use(adminSpaRouter(env))
  return router
}

import { clockMillis } from '../services/system/clock.js'
import express, { Router, type RequestHandler } from 'express'
import session from 'express-session'
import type { AppDeps } from '../app.js'
import { IDLE_TIMEOUT_MS, loadSessionUser, requireUser } from '../middleware/auth.js'
import { requireCsrf } from '../middleware/csrf.js'
import { requireSecureSessionTransport } from '../middleware/proxy-https.js'
import { DbSessionStore } from '../services/users/session-store.js'
import { usersService } from '../services/users/users.js'
import { adminApiRouter } from './admin-api/index.js'
import { authRouter, passwordResetRouter } from './admin-auth.js'
import { createPasswordResetService } from '../services/users/password-reset.js'
import { passwordResetsRepository } from '../db/repositories/password-resets.js'
import { loginAttemptsRepository } from '../db/repositories/login-attempts.js'
import { enqueue } from '../services/mail/outbox.js'
import { emails } from '../../content/en/emails.js'
import { authorProfileKeys } from '../lib/cache-policy.js'
import { createCachePurger } from '../services/system/cache-purge.js'
import { adminAssetsRouter, adminSpaRouter } from './admin-spa.js'
import { trackSession } from '../middleware/track-session.js'
import { accountsKit, requireTwoFactorEnrolled } from '../services/users/accounts.js'
import { accountRouter } from './admin-account.js'
import { provideAudit } from './audit-context.js'

function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/**
 * Secure '__Host-sid' cookie in production. A production build run on http://localhost (tests,
 * a quick local check) cannot carry a Secure cookie over plain HTTP, so it falls back to 'sid'.
 */
/** Paths that always go through the session: the SPA, sign-in and the admin API. */
const ADMIN_PATHS = /^\/(admin|api\/(auth|admin))(\/|$)/

export function sessionCookieName(deps: Pick<AppDeps, 'env'>): { name: string; secure: boolean } {
  const secure = deps.env.isProduction && !isLoopback(deps.env.BASE_URL)
  return { name: secure ? '__Host-sid' : 'sid', secure }
}

/** Sessions, /api/auth/*, /api/admin/* (ra-data-simple-rest) and the /admin SPA. */
export function adminRouter(deps: AppDeps): Router {
  const { env, db } = deps
  const now = clockMillis(deps.clock)
  const users = usersService(db, now)
  const cookie = sessionCookieName(deps)
  const router = Router()
  const store = deps.sessionStore ?? new DbSessionStore(db)
  const kit = accountsKit(db, env, store, now, cookie)

  const sessionOptions: session.SessionOptions = {
    name: cookie.name,
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: cookie.secure, path: '/', maxAge: IDLE_TIMEOUT_MS },
  }
  // The admin and its API renew the idle timeout on every answer (a rolling cookie). Public pages
  // and files fetched by a signed-in browser only read the session: their answers may be public
  // (cacheable), and a public answer never carries a cookie.
  const adminSessions = session(sessionOptions)
  const readOnlySessions = session({ ...sessionOptions, rolling: false })
  const sessions: RequestHandler = (req, res, next) =>
    (ADMIN_PATHS.test(req.path) ? adminSessions : readOnlySessions)(req, res, next)
  // Public requests without a session cookie skip this whole router: no session, no user, so no
  // session work on the hot path of pages a cache may keep (a quarter of an uncached render's CPU).
  const hasSessionCookie = (cookieHeader: string | undefined) =>
    cookieHeader !== undefined && cookieHeader.split(';').some((c) => c.trim().startsWith(`${cookie.name}=`))
  router.use((req, _res, next) => {
    if (!ADMIN_PATHS.test(req.path) && !hasSessionCookie(req.headers.cookie)) return next('router')
    next()
  })
  router.use(adminAssetsRouter(env))
  // A session store that is down (Redis) answers 503 on the admin and its API; public pages and
  // forms go on without a session.
  router.use((req, res, next) =>
    sessions(req, res, (err?: unknown) => next(err && !ADMIN_PATHS.test(req.path) ? undefined : err)),
  )
  router.use(loadSessionUser(users, now))
  router.post('/api/auth/login', requireSecureSessionTransport(cookie.secure, deps.logger))
  router.use(trackSession(kit.sessions))
  router.use(['/api/auth', '/api/admin'], provideAudit(kit.audit))
  const purger = createCachePurger({ ...deps, now: deps.clock })
  const purgeAuthor = async (userId: number) => {
    await purger.purge(authorProfileKeys(userId), { id: userId, type: 'user' })
  }
  router.use('/api/auth', express.json({ limit: '64kb' }), authRouter(deps, users, now, cookie.name, kit, purgeAuthor))
  router.use('/api/auth', accountRouter(deps, users, kit))
  const passwordReset = createPasswordResetService({
    resets: passwordResetsRepository(db),
    users: users.repo,
    attempts: loginAttemptsRepository(db),
    audit: kit.audit,
    queueMail: async (user, message) => {
      await enqueue(db, 'mail', { type: 'user', id: user.id }, message, new Date(now()))
    },
    endSessions: (userId) => kit.sessions.endAll(userId),
    baseUrl: env.BASE_URL,
    mailFrom: env.MAIL_FROM ?? emails.from,
    now,
  })
  router.use('/api/auth', passwordResetRouter({ passwordReset, baseUrl: env.BASE_URL }))
  router.use(
    '/api/admin',
    requireUser,
    requireCsrf(env.BASE_URL),
    requireTwoFactorEnrolled(kit),
    express.json({ limit: '1mb' }),
    adminApiRouter(deps, users, kit),
  )
  router.use(adminSpaRouter(env))
  return router
}

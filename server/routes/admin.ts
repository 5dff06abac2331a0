import express, { Router, type RequestHandler } from 'express'
import session from 'express-session'
import type { AppServices } from '../compose.js'
import type { Env } from '../env.js'
import type { Logger } from '../lib/logger.js'
import { IDLE_TIMEOUT_MS, loadSessionUser, requireUser } from '../middleware/auth.js'
import { requireCsrf } from '../middleware/csrf.js'
import { requireSecureSessionTransport } from '../middleware/proxy-https.js'
import { adminApiRouter, type AdminApiServices } from './admin-api/index.js'
import { authRouter, passwordResetRouter } from './admin-auth.js'
import { authorProfileKeys } from '../lib/cache-policy.js'
import { adminAssetsRouter, adminSpaRouter } from './admin-spa.js'
import { trackSession } from '../middleware/track-session.js'
import { requireTwoFactorEnrolled } from '../services/users/accounts.js'
import { accountRouter } from './admin-account.js'
import { provideAudit } from './audit-context.js'

/** Paths that always go through the session: the SPA, sign-in and the admin API. */
const ADMIN_PATHS = /^\/(admin|api\/(auth|admin))(\/|$)/

type AdminRouterDeps = {
  env: Env
  logger: Logger
} & Pick<AppServices, 'now' | 'cookie' | 'sessionStore' | 'users' | 'auth' | 'accounts' | 'passwordReset' | 'purger'> &
  AdminApiServices

/** Sessions, /api/auth/*, /api/admin/* (ra-data-simple-rest) and the /admin SPA. */
export function adminRouter(deps: AdminRouterDeps): Router {
  const { env, now, cookie, users, accounts: kit, purger } = deps
  const router = Router()
  const store = deps.sessionStore

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
  const purgeAuthor = async (userId: number) => {
    await purger.purge(authorProfileKeys(userId), { id: userId, type: 'user' })
  }
  const { logger, auth } = deps
  const cookieName = cookie.name
  router.use(
    '/api/auth',
    express.json({ limit: '64kb' }),
    authRouter({ env, logger, users, auth, now, cookieName, kit, onProfileChange: purgeAuthor }),
  )
  router.use('/api/auth', accountRouter({ env, users, kit }))
  router.use('/api/auth', passwordResetRouter({ passwordReset: deps.passwordReset, baseUrl: env.BASE_URL }))
  router.use(
    '/api/admin',
    requireUser,
    requireCsrf(env.BASE_URL),
    requireTwoFactorEnrolled(kit),
    express.json({ limit: '1mb' }),
    adminApiRouter(deps),
  )
  router.use(adminSpaRouter(env))
  return router
}

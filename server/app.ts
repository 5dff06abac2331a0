import compression from 'compression'
import express, { type Express } from 'express'
import { pinoHttp } from 'pino-http'
import { randomUUID } from 'node:crypto'
import { composeServices, type AppDeps, type AppServices } from './compose.js'
import { apiNotFound, errorHandler } from './middleware/error-handler.js'
import { cacheHeaders, publicCookieGuard } from './middleware/public-cache.js'
import { cspNonce, securityHeaders } from './middleware/security.js'
import { adminRouter } from './routes/admin.js'
import { newslettersRouter } from './routes/admin-api/newsletters.js'
import { requireUser } from './middleware/auth.js'
import { blogRouter } from './routes/blog.js'
import { postPreviewRouter } from './routes/post-preview.js'
import { bookingsRouter } from './routes/bookings.js'
import { bookingPagesRouter } from './routes/booking-pages.js'
import { collectRouter } from './routes/collect.js'
import { healthRouter } from './routes/health.js'
import { leadsRouter } from './routes/leads.js'
import { marketingRouter } from './routes/marketing.js'
import { quoteRouter } from './routes/quote.js'
import { createMetrics } from './routes/metrics.js'
import { createPageRenderer, mountStatic } from './vike.js'
import { applyRedirects } from './middleware/redirects.js'
import { boundQueryParameters } from './middleware/query-limits.js'
import { trustProxyCheck } from './middleware/trust-proxy-check.js'
import { requestDeadline } from './middleware/request-deadline.js'

export type { AppDeps }

/**
 * Builds the Express app from the services of the composition root (server/compose.ts): the
 * middleware order, then each router with only what it uses. Never listens (tests start it on an
 * ephemeral port).
 */
export function createApp(deps: AppDeps, services: AppServices = composeServices(deps)): Express {
  const { env, logger } = deps
  const { posts, authors } = services
  const app = express()
  const cache = cacheHeaders(Boolean(env.CACHE_PURGE_URL))
  app.disable('x-powered-by')
  // Strong validators: a shared cache and browsers revalidate pages with If-None-Match (304).
  app.set('etag', 'strong')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))
  // A TRUST_PROXY that does not match the proxies in front is said in the log (all visitors one address).
  app.use(trustProxyCheck(logger))
  const metrics = createMetrics({ token: env.METRICS_TOKEN, env, outboxCounts: services.outboxCounts })
  app.use(metrics.middleware)
  // One database deadline per request (DB_TIMEOUT_MS from its start), shared by all its queries.
  app.use(requestDeadline(env.DB_TIMEOUT_MS))

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID()
        res.setHeader('x-request-id', id)
        return id
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
      serializers: {
        // ip: the visitor as TRUST_PROXY resolves it (X-Forwarded-For behind proxies), to check the setting against.
        req: (req: { id: string; method: string; url: string; raw: { ip?: string } }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          ip: req.raw.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  app.use(publicCookieGuard(logger))
  app.use(cspNonce)
  app.use(securityHeaders(env.isProduction))
  // Too many or too often repeated query parameters: 400 before any parser reads them.
  app.use(boundQueryParameters)
  app.use(compression())

  app.use(healthRouter(services.health))
  app.use(metrics.router)
  mountStatic(app, env.isProduction)
  app.use(applyRedirects(services.redirects, cache))
  // Before Vike's dev middleware, which would otherwise answer /admin pages itself in development.
  app.use(adminRouter({ env, logger, ...services }))
  // The newsletter (issue 34): its admin API comes after the admin router, whose /api/admin chain has
  // already checked the session, CSRF and two-factor enrolment (and parsed JSON) on every /api/admin path.
  const { newsletters } = services
  app.use('/api/admin', requireUser, newslettersRouter({ newsletters }))
  if (deps.devMiddleware) app.use(deps.devMiddleware)

  const { rateLimitRedis } = deps
  app.use(collectRouter({ env, analytics: services.analytics, rateLimitRedis }))
  app.use(leadsRouter({ env, forms: services.leadForms, rateLimitRedis, bookings: services.bookings }))
  app.use(bookingsRouter({ bookings: services.bookings }))
  app.use(bookingPagesRouter({ bookings: services.bookings }))
  app.use(blogRouter({ env, posts, authors, cache, newsletters }))
  app.use(postPreviewRouter({ baseUrl: env.BASE_URL, posts, authors, previews: services.previews }))
  app.use(marketingRouter())
  app.use(quoteRouter())

  app.use('/api', apiNotFound)
  app.get(
    '/{*splat}',
    createPageRenderer(env.BASE_URL, {
      isProduction: env.isProduction,
      services: { posts, authors, newsletters },
      cache,
    }),
  )
  app.use(errorHandler(logger))
  return app
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined) return false
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

import compression from 'compression'
import express, { type Express } from 'express'
import { pinoHttp } from 'pino-http'
import { randomUUID } from 'node:crypto'
import type { Db } from './db/knex.js'
import type { Env } from './env.js'
import type { Logger } from './lib/logger.js'
import type { Clock } from './services/system/clock.js'
import type { MailTransportFactory } from './services/mail/mail.js'
import { apiNotFound, errorHandler } from './middleware/error-handler.js'
import type { Store } from 'express-session'
import type { RedisSendCommand } from './middleware/rate-limit.js'
import { cacheHeaders, publicCookieGuard } from './middleware/public-cache.js'
import { cspNonce, securityHeaders } from './middleware/security.js'
import { adminRouter } from './routes/admin.js'
import { blogRouter } from './routes/blog.js'
import { collectRouter } from './routes/collect.js'
import { healthRouter } from './routes/health.js'
import { createHealthCheck } from './services/system/health.js'
import { leadsRouter } from './routes/leads.js'
import { marketingRouter } from './routes/marketing.js'
import { quoteRouter } from './routes/quote.js'
import { createMetrics } from './routes/metrics.js'
import { createPageRenderer, mountStatic } from './vike.js'
import { createPostsService } from './services/posts/posts.js'
import { applyRedirects } from './middleware/redirects.js'
import { boundQueryParameters } from './middleware/query-limits.js'
import { trustProxyCheck } from './middleware/trust-proxy-check.js'
import { requestDeadline } from './middleware/request-deadline.js'
import { createCachePurger } from './services/system/cache-purge.js'
import { sharedRedirectsService } from './services/redirects/redirects.js'
import { createAuthorsService } from './services/authors/authors.js'

export interface AppDeps {
  env: Env
  db: Db
  logger: Logger
  /** Mounted before the page renderer in development (Vite middleware). */
  devMiddleware?: express.RequestHandler
  /** The current time (leads, outbox scheduling); tests move it. Default: the system clock. */
  clock?: Clock
  /** Builds the nodemailer transport of the outbox sender. Default: SMTP_URL or .eml files. */
  mailTransport?: MailTransportFactory
  /** Redis for the public forms' rate limits, shared by replicas (set when REDIS_URL is). */
  rateLimitRedis?: RedisSendCommand
  /** Where admin sessions live: Redis when REDIS_URL is set (shared by replicas); default the database. */
  sessionStore?: Store
}

/** Builds the Express app; never listens (tests start it on an ephemeral port). */
export function createApp(deps: AppDeps): Express {
  const { env, db, logger } = deps
  const app = express()
  const posts = createPostsService(db, { logger })
  const authors = createAuthorsService(db, { logger })
  const cache = cacheHeaders(Boolean(env.CACHE_PURGE_URL))
  app.disable('x-powered-by')
  // Strong validators: a shared cache and browsers revalidate pages with If-None-Match (304).
  app.set('etag', 'strong')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))
  // A TRUST_PROXY that does not match the proxies in front is said in the log (all visitors one address).
  app.use(trustProxyCheck(logger))
  const metrics = createMetrics({ db, token: env.METRICS_TOKEN, env })
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

  const health = createHealthCheck({
    db,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    timeoutMs: Math.min(env.DB_TIMEOUT_MS, 2000),
  })
  app.use(healthRouter(health))
  app.use(metrics.router)
  mountStatic(app, env.isProduction)
  app.use(applyRedirects(sharedRedirectsService(db, createCachePurger({ ...deps, now: deps.clock })), cache))
  // Before Vike's dev middleware, which would otherwise answer /admin pages itself in development.
  app.use(adminRouter(deps))
  if (deps.devMiddleware) app.use(deps.devMiddleware)

  app.use(collectRouter(deps))
  app.use(leadsRouter(deps))
  app.use(blogRouter(deps, cache))
  app.use(marketingRouter())
  app.use(quoteRouter())

  app.use('/api', apiNotFound)
  app.get(
    '/{*splat}',
    createPageRenderer(env.BASE_URL, { isProduction: env.isProduction, services: { posts, authors }, cache }),
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

import { Router, type Request, type RequestHandler, type Response } from 'express'
import { timingSafeEqual } from 'node:crypto'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from '../db/knex.js'

/**
 * Prometheus metrics:
 *   http_requests_total{method,route,status}            every answered request
 *   http_request_duration_seconds{method,route,status}  latency histogram
 *   outbox_messages{status="pending"|"dead"}            queued emails / CRM forwards not yet sent
 *   process_* and nodejs_* (heap, event loop lag, GC)    prom-client defaults
 * GET /metrics needs `Authorization: Bearer METRICS_TOKEN`: 404 when no token is configured (the
 * endpoint does not exist), 401 for a missing or wrong token. One registry per app (tests start
 * several apps in one process).
 */
export interface Metrics {
  middleware: RequestHandler
  router: Router
  registry: Registry
}

export function createMetrics({ db, token }: { db: Db; token: string | undefined }): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency (until the response finished)',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages waiting (pending) or given up (dead)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = (await db('outbox')
        .whereIn('status', ['pending', 'dead'])
        .groupBy('status')
        .select('status')
        .count({ n: '*' })) as {
        status: string
        n: number | string
      }[]
      for (const status of ['pending', 'dead']) {
        this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0))
      }
    },
  })

  const middleware: RequestHandler = (req, res, next) => {
    const end = latency.startTimer()
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(req, res), status: String(res.statusCode) }
      end(labels)
      requests.inc(labels)
    })
    next()
  }

  const router = Router()
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (!token) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized')
      return
    }
    res.type(registry.contentType).send(await registry.metrics())
  })
  return { middleware, router, registry }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '')
  if (!match) return false
  const given = Buffer.from(match[1]!)
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * A bounded label: the Express route pattern when one matched ('/api/leads', '/blog/:slug');
 * for the page renderer's catch-all and static files, the first path segment ('/pricing',
 * '/blog/*', '/assets/*'); every 404 without a route is 'unmatched'.
 */
function routeLabel(req: Request, res: Response): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path
  if (typeof pattern === 'string' && !pattern.includes('*')) return `${req.baseUrl}${pattern}` || '/'
  if (res.statusCode === 404) return 'unmatched'
  const segments = (req.originalUrl.split('?')[0] ?? '/').split('/').filter(Boolean)
  if (segments.length === 0) return '/'
  const first = segments[0]!.slice(0, 40)
  return segments.length > 1 ? `/${first}/*` : `/${first}`
}

import { Router, type Request, type RequestHandler, type Response } from 'express'
import { timingSafeEqual } from 'node:crypto'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { OutboxLaneCounts } from '../db/repositories/status.js'
import type { Env } from '../env.js'
import { lastBackup, THRESHOLDS } from '../services/status/status.js'
import { diskSpace } from '../services/status/probes.js'

/**
 * Prometheus metrics:
 *   http_requests_total{method,route,status}            every answered request
 *   http_request_duration_seconds{method,route,status}  latency histogram
 *   outbox_messages{status="pending"|"dead"}            queued emails / CRM forwards not yet sent
 *   outbox_oldest_pending_age_seconds                   age of the oldest message still waiting (0: none)
 *   backup_age_seconds                                  age of the newest archive in the backup directory (+Inf: none)
 *   backup_stale                                        1 when that is older than 26 hours or missing (the status page's red)
 *   backup_last_size_bytes                              size of the newest archive
 *   data_dir_free_bytes                                 free space on DATA_DIR's filesystem
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

export function createMetrics({
  token,
  env,
  outboxCounts,
}: {
  token: string | undefined
  env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>
  /** The outbox's waiting and given-up messages (server/db/repositories/status.ts). */
  outboxCounts: () => Promise<OutboxLaneCounts>
}): Metrics {
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
  // One outbox count per scrape, shared by the two outbox gauges.
  let outboxScan: Promise<OutboxLaneCounts> | undefined
  const outbox = () => (outboxScan ??= outboxCounts())
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages waiting (pending) or given up (dead)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await outbox()
      this.set({ status: 'pending' }, counts.pending)
      this.set({ status: 'dead' }, counts.dead)
    },
  })

  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox message still waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldestPendingAt } = await outbox()
      this.set(oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000) : 0)
    },
  })
  // One look at the backup directory per scrape, shared by the three backup gauges.
  let backupScan: ReturnType<typeof lastBackup> | undefined
  const backup = () => (backupScan ??= lastBackup(env, Date.now()))
  new Gauge({
    name: 'backup_age_seconds',
    help: 'Age of the newest backup archive (+Inf when there is none)',
    registers: [registry],
    collect() {
      this.set(backup().ageSeconds ?? Number.POSITIVE_INFINITY)
    },
  })
  new Gauge({
    name: 'backup_stale',
    help: `1 when the newest backup is older than ${THRESHOLDS.backupMaxAgeSeconds / 3600} hours or missing`,
    registers: [registry],
    collect() {
      const age = backup().ageSeconds
      this.set(age === null || age > THRESHOLDS.backupMaxAgeSeconds ? 1 : 0)
    },
  })
  new Gauge({
    name: 'backup_last_size_bytes',
    help: 'Size of the newest backup archive (0 when there is none)',
    registers: [registry],
    collect() {
      this.set(backup().newest?.bytes ?? 0)
    },
  })
  new Gauge({
    name: 'data_dir_free_bytes',
    help: "Free bytes on DATA_DIR's filesystem",
    registers: [registry],
    async collect() {
      const disk = await diskSpace(env.DATA_DIR)
      if (disk) this.set(disk.free)
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
      res
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer')
        .setHeader('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Unauthorized')
      return
    }
    backupScan = undefined
    outboxScan = undefined
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

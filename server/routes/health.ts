import { Router } from 'express'
import type { HealthReport } from '../services/health.js'

/**
 * GET /healthz (the container HEALTHCHECK): 200 when a write to the database commits, 503 otherwise;
 * both report the free disk space of DATA_DIR.
 */
export function healthRouter(check: () => Promise<HealthReport>): Router {
  const router = Router()
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const report = await check()
    res.status(report.status === 'ok' ? 200 : 503).json(report)
  })
  return router
}

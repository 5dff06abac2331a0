import { Router } from 'express'
import type { HealthReport } from '../services/system/health.js'

/**
 * GET /healthz (the container HEALTHCHECK): 503 when the database cannot take a write, else 200 (a write
 * that only waited on a lock answers 200 with database: busy, services/system/health.ts);
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

import { Router } from 'express'
import { checkDb, type Db } from '../db/knex.js'

/** GET /healthz: 200 when the database answers, 503 otherwise (the container HEALTHCHECK). */
export function healthRouter(db: Db): Router {
  const router = Router()
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      await checkDb(db)
      res.json({ status: 'ok', database: 'ok' })
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' })
    }
  })
  return router
}

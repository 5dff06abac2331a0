import { Router } from 'express'
import type { AppDeps } from '../../app.js'
import { currentUser, requireRole } from '../../middleware/auth.js'
import { statusReport } from '../../services/status/status.js'
import { sendTestMail } from '../../services/status/mail.js'

/** The transport's own words, without credentials an SMTP error might repeat. */
function mailError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/:\/\/[^@/\s]*@/g, '://***@').slice(0, 500)
}

/**
 * /api/admin/status (administrators only): GET the operations report (server/services/status/status.ts);
 * POST /api/admin/status/test-mail sends a test email to the signed-in administrator now.
 */
export function statusResource(deps: AppDeps): Router {
  const router = Router()
  router.use('/status', requireRole('admin'))
  const now = () => deps.clock?.() ?? new Date()

  router.get('/status', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await statusReport({ env: deps.env, db: deps.db, logger: deps.logger, redis: deps.rateLimitRedis, now }))
  })

  router.post('/status/test-mail', async (req, res) => {
    const user = currentUser(res)!
    const locale = (req.body as { locale?: unknown } | undefined)?.locale === 'fr' ? 'fr' : 'en'
    try {
      res.json(await sendTestMail(deps.env, deps.mailTransport, user.email, locale, now()))
    } catch (error) {
      deps.logger.warn({ err: error }, 'test email failed')
      res.status(502).json({ message: `The test email was not sent: ${mailError(error)}`, error: mailError(error) })
    }
  })
  return router
}

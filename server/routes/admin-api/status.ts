import { Router } from 'express'
import { currentUser, requireRole } from '../../middleware/auth.js'
import type { Logger } from '../../lib/logger.js'
import type { StatusService } from '../../services/status/status.js'

/** The transport's own words, without credentials an SMTP error might repeat. */
function mailError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/:\/\/[^@/\s]*@/g, '://***@').slice(0, 500)
}

/**
 * /api/admin/status (administrators only): GET the operations report (server/services/status/status.ts);
 * POST /api/admin/status/test-mail sends a test email to the signed-in administrator now.
 */
export function statusResource({ status, logger }: { status: StatusService; logger: Logger }): Router {
  const router = Router()
  router.use('/status', requireRole('admin'))

  router.get('/status', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await status.report())
  })

  router.post('/status/test-mail', async (req, res) => {
    const user = currentUser(res)!
    const locale = (req.body as { locale?: unknown } | undefined)?.locale === 'fr' ? 'fr' : 'en'
    try {
      res.json(await status.sendTestMail(user.email, locale))
    } catch (error) {
      logger.warn({ err: error }, 'test email failed')
      res.status(502).json({ message: `The test email was not sent: ${mailError(error)}`, error: mailError(error) })
    }
  })
  return router
}

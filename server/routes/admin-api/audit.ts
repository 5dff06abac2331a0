import { Router } from 'express'
import { requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import { AUDIT_ACTIONS, toPublicAudit, type AuditService } from '../../services/audit.js'
import { optionalString, parseListQuery, sendList } from './query.js'

const EXPORT_MAX = 1000
const sortFields = { id: 'id', at: 'at', action: 'action', actorEmail: 'actor_email' } as const

function timeFilter(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const t = Date.parse(String(value))
  if (Number.isNaN(t)) throw new ValidationError('Please enter a valid date.', { [field]: 'Invalid date' })
  return t
}

/** /api/admin/audit (administrators only): the audit log, newest first, filtered by text, action, dates. */
export function auditResource(audit: AuditService): Router {
  const router = Router()
  router.use('/audit', requireRole('admin'))

  router.get('/audit', async (req, res) => {
    const q = parseListQuery(req, {
      sortFields,
      defaultSort: { field: 'at', order: 'desc' },
      filters: ['q', 'action', 'since', 'until', 'actorId'],
    })
    const action = optionalString(q.filter.action)
    if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw new ValidationError('Unknown action.', { action: 'Unsupported value' })
    // react-admin's CSV export asks for up to 1,000 rows at once (other lists stop at 100).
    const range = req.query.range ? (JSON.parse(String(req.query.range)) as [number, number]) : null
    const limit = range ? Math.min(range[1] - range[0] + 1, EXPORT_MAX) : q.limit
    const actorId = q.filter.actorId === undefined ? undefined : Number(q.filter.actorId)
    const { rows, total } = await audit.list({
      sort: q.sort,
      offset: q.offset,
      limit,
      filter: {
        q: optionalString(q.filter.q),
        action,
        actorId: Number.isInteger(actorId) ? actorId : undefined,
        since: timeFilter(q.filter.since, 'since'),
        // A date alone ("2026-11-23") includes that whole day.
        until: ((t) => (t !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(String(q.filter.until)) ? t + 86_400_000 : t))(
          timeFilter(q.filter.until, 'until'),
        ),
      },
    })
    res.set('Cache-Control', 'no-store')
    sendList(res, 'audit', rows.map(toPublicAudit), q.offset, total)
  })
  return router
}

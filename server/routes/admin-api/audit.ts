import { Router } from 'express'
import { requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import {
  AUDIT_ACTIONS,
  AUDIT_CSV_LIMIT,
  toPublicAudit,
  type AuditFilter,
  type AuditService,
} from '../../services/audit/audit.js'
import { optionalString, parseListQuery, sendList } from './query.js'

const sortFields = { id: 'id', at: 'at', action: 'action', actorEmail: 'actor_email' } as const

function timeFilter(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const t = Date.parse(String(value))
  if (Number.isNaN(t))
    throw new ValidationError('field.date_invalid', { errors: { [field]: 'field.date_invalid_field' } })
  return t
}

const listOptions = {
  sortFields,
  defaultSort: { field: 'at', order: 'desc' },
  filters: ['q', 'action', 'since', 'until', 'actorId'],
} as const

function auditFilter(filter: Record<string, unknown>): AuditFilter {
  const action = optionalString(filter.action)
  if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action))
    throw new ValidationError('audit.action_unknown', { errors: { action: 'field.unsupported' } })
  const actorId = filter.actorId === undefined ? undefined : Number(filter.actorId)
  const until = timeFilter(filter.until, 'until')
  return {
    q: optionalString(filter.q),
    action,
    actorId: Number.isInteger(actorId) ? actorId : undefined,
    since: timeFilter(filter.since, 'since'),
    // A date alone ("2026-11-23") includes that whole day.
    until: until !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(String(filter.until)) ? until + 86_400_000 : until,
  }
}

/**
 * /api/admin/audit (administrators only): the audit log, newest first, filtered by text, action,
 * dates; /api/admin/audit.csv the same entries as a file (server/lib/csv.ts: a failed sign-in's
 * typed email is the attacker's text).
 */
export function auditResource(audit: AuditService): Router {
  const router = Router()
  router.use(['/audit', '/audit.csv'], requireRole('admin'))

  router.get('/audit', async (req, res) => {
    const q = parseListQuery(req, listOptions)
    const filter = auditFilter(q.filter)
    // A range may ask for up to 1,000 rows at once (other lists stop at 100).
    const range = req.query.range ? (JSON.parse(String(req.query.range)) as [number, number]) : null
    const limit = range ? Math.min(range[1] - range[0] + 1, AUDIT_CSV_LIMIT) : q.limit
    const { rows, total } = await audit.list({ sort: q.sort, offset: q.offset, limit, filter })
    res.set('Cache-Control', 'no-store')
    sendList(res, 'audit', rows.map(toPublicAudit), q.offset, total)
  })

  router.get('/audit.csv', async (req, res) => {
    const filter = auditFilter(parseListQuery(req, listOptions).filter)
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(await audit.csv(filter))
  })
  return router
}

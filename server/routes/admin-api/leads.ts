import { Router, type Request } from 'express'
import { audit } from '../audit-context.js'
import { requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import { parseLeadId, type LeadListQuery, type LeadsAdminService } from '../../services/leads-admin.js'
import { optionalString, parseListQuery, sendList } from './query.js'

const sortFields = { createdAt: 'created_at', name: 'name', email: 'email', company: 'company', type: 'type' } as const

function leadFilter(req: Request): LeadListQuery {
  const q = parseListQuery(req, {
    sortFields,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: ['q', 'type', 'delivery'],
  })
  const type = q.filter.type
  const delivery = q.filter.delivery
  if (type !== undefined && type !== 'demo' && type !== 'contact' && type !== 'quote')
    throw new ValidationError('Type must be demo, contact or quote.', { type: 'Unsupported value' })
  if (delivery !== undefined && delivery !== 'failed' && delivery !== 'pending' && delivery !== 'sent') {
    throw new ValidationError('Delivery must be failed, pending or sent.', { delivery: 'Unsupported value' })
  }
  const rawIds = req.query.filter ? (JSON.parse(String(req.query.filter)) as { id?: unknown }).id : undefined
  const ids =
    rawIds === undefined ? undefined : (Array.isArray(rawIds) ? rawIds : [rawIds]).map((v) => parseLeadId(String(v)))
  return {
    sort: q.sort,
    offset: q.offset,
    limit: ids ? Math.max(ids.length, 1) : q.limit,
    filter: { q: optionalString(q.filter.q), type, delivery, ids },
  }
}

/** /api/admin/leads (administrators only): demo inquiries and contact leads, CSV export, retry. */
export function leadsResource(leads: LeadsAdminService): Router {
  const router = Router()
  router.use(['/leads', '/leads.csv'], requireRole('admin'))

  router.get('/leads.csv', async (req, res) => {
    const { filter } = leadFilter(req)
    const csv = await leads.leadsCsv({ ...filter, ids: undefined })
    await audit(res, { action: 'leads.exported', target: 'leads.csv', details: { filter } })
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(csv)
  })

  router.get('/leads', async (req, res) => {
    const query = leadFilter(req)
    const { rows, total } = await leads.listLeads(query)
    sendList(res, 'leads', rows, query.offset, total)
  })

  router.get('/leads/:id', async (req, res) => {
    res.json(await leads.getLead(req.params.id))
  })

  router.post('/leads/:id/retry', async (req, res) => {
    res.json(await leads.retryLead(req.params.id))
  })
  return router
}

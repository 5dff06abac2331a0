import { Router, type Request } from 'express'
import { audit } from '../audit-context.js'
import { requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import type { LeadsAdminService } from '../../services/leads/admin.js'
import type { SubscriberListQuery } from '../../services/subscribers/admin.js'
import { optionalString, parseId, parseListQuery, sendList } from './query.js'

const sortFields = { createdAt: 'created_at', email: 'email', status: 'status', confirmedAt: 'confirmed_at' } as const
const statuses = ['pending', 'confirmed', 'unsubscribed']

function subscriberQuery(req: Request): SubscriberListQuery {
  const q = parseListQuery(req, {
    sortFields,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: ['q', 'status'],
  })
  const status = q.filter.status
  if (status !== undefined && (typeof status !== 'string' || !statuses.includes(status))) {
    throw new ValidationError('subscriber.status_invalid', { errors: { status: 'field.unsupported' } })
  }
  return {
    sort: q.sort,
    offset: q.offset,
    limit: q.limit,
    filter: { q: optionalString(q.filter.q), status, ids: q.ids },
  }
}

/** /api/admin/subscribers (administrators only): newsletter subscribers and their CSV export. */
export function subscribersResource(leads: LeadsAdminService): Router {
  const router = Router()
  router.use(['/subscribers', '/subscribers.csv'], requireRole('admin'))

  router.get('/subscribers.csv', async (req, res) => {
    const { filter } = subscriberQuery(req)
    await audit(res, { action: 'subscribers.exported', target: 'subscribers.csv', details: { filter } })
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(await leads.subscribersCsv({ ...filter, ids: undefined }))
  })

  router.get('/subscribers', async (req, res) => {
    const query = subscriberQuery(req)
    const { rows, total } = await leads.listSubscribers(query)
    sendList(res, 'subscribers', rows, query.offset, total)
  })

  router.get('/subscribers/:id', async (req, res) => {
    res.json(await leads.getSubscriber(parseId(req.params.id)))
  })
  return router
}

import { Router, type Request, type Response } from 'express'
import { audit } from '../audit-context.js'
import { currentUser, requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import type { LeadDeskService } from '../../services/leads/desk.js'
import type { leadDeskSettingsService } from '../../services/leads/desk-settings.js'
import { adminLocale } from '../../i18n/admin-locale.js'
import { parseLeadId, type LeadListQuery, type LeadsAdminService } from '../../services/leads/admin.js'
import type { PrivacyService } from '../../services/privacy/privacy.js'
import type { LeadStats } from '../../services/leads/stats.js'
import { optionalString, parseListQuery, sendList } from './query.js'

const sortFields = { createdAt: 'created_at', name: 'name', email: 'email', company: 'company', type: 'type' } as const
const FILTERS = ['q', 'type', 'delivery', 'status', 'owner', 'language', 'createdFrom', 'createdTo', 'source', 'spam']
const STATUSES = ['new', 'contacted', 'qualified', 'demo_booked', 'won', 'lost'] as const
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new ValidationError('validation.invalid', { errors: { [field]: 'field.unsupported' } })
}

function dateFilter(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && ISO_DATE.test(value)) return value.slice(0, 24)
  throw new ValidationError('validation.invalid', { errors: { [field]: 'field.unsupported' } })
}

function leadFilter(req: Request): LeadListQuery {
  const q = parseListQuery(req, { sortFields, defaultSort: { field: 'created_at', order: 'desc' }, filters: FILTERS })
  const type = q.filter.type
  const delivery = q.filter.delivery
  if (type !== undefined && type !== 'demo' && type !== 'contact' && type !== 'quote')
    throw new ValidationError('lead.type_filter', { errors: { type: 'field.unsupported' } })
  if (delivery !== undefined && delivery !== 'failed' && delivery !== 'pending' && delivery !== 'sent') {
    throw new ValidationError('lead.delivery_filter', { errors: { delivery: 'field.unsupported' } })
  }
  const owner = q.filter.owner
  const ownerId = owner === 'none' ? 'none' : owner === undefined || owner === '' ? undefined : Number(owner)
  if (typeof ownerId === 'number' && !(Number.isInteger(ownerId) && ownerId > 0))
    throw new ValidationError('validation.invalid', { errors: { owner: 'field.unsupported' } })
  const rawIds = req.query.filter ? (JSON.parse(String(req.query.filter)) as { id?: unknown }).id : undefined
  const ids =
    rawIds === undefined ? undefined : (Array.isArray(rawIds) ? rawIds : [rawIds]).map((v) => parseLeadId(String(v)))
  return {
    sort: q.sort,
    offset: q.offset,
    limit: ids ? Math.max(ids.length, 1) : q.limit,
    filter: {
      q: optionalString(q.filter.q),
      type,
      delivery,
      ids,
      status: oneOf(q.filter.status, STATUSES, 'status'),
      owner: ownerId,
      language: oneOf(q.filter.language, ['en', 'fr'], 'language'),
      createdFrom: dateFilter(q.filter.createdFrom, 'createdFrom'),
      createdTo: dateFilter(q.filter.createdTo, 'createdTo'),
      source: optionalString(q.filter.source),
      spam: oneOf(q.filter.spam, ['yes', 'no'], 'spam'),
    },
  }
}

function actor(res: Response) {
  const user = currentUser(res)
  return user ? { id: user.id, email: user.email } : null
}

const PATHS = ['/leads', '/leads.csv', '/lead-stats', '/lead-settings', '/privacy']

/**
 * /api/admin/leads (administrators only): demo inquiries, contact and quote leads as one
 * ra-data-simple-rest resource (list, one, update = pipeline), CSV export, retry, spam verdict;
 * /api/admin/lead-stats (dashboard), /api/admin/lead-settings (response clock, retention),
 * /api/admin/privacy/{export,erase}. Errors carry codes the admin shows in its language.
 */
export function leadsResource(
  leads: LeadsAdminService,
  desk: LeadDeskService,
  privacy: PrivacyService,
  stats: (weeks: number) => Promise<LeadStats>,
  settings: ReturnType<typeof leadDeskSettingsService>,
): Router {
  const router = Router()
  router.use(PATHS, requireRole('admin'))

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
    const { rows, total } = await leads.listLeads(query, adminLocale(req, res))
    sendList(res, 'leads', rows, query.offset, total)
  })

  router.get('/leads/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await desk.detail(req.params.id, adminLocale(req, res)))
  })

  router.put('/leads/:id', async (req, res) => {
    res.json(
      await desk.update(req.params.id, (req.body ?? {}) as Record<string, unknown>, actor(res), adminLocale(req, res)),
    )
  })

  router.post('/leads/:id/spam', async (req, res) => {
    const spam = (req.body as { spam?: unknown } | undefined)?.spam
    res.json(await desk.setSpam(req.params.id, spam, actor(res), adminLocale(req, res)))
  })

  router.post('/leads/:id/retry', async (req, res) => {
    const lead = await leads.retryLead(req.params.id, adminLocale(req, res))
    await desk.retried(req.params.id, actor(res))
    res.json(lead)
  })

  router.get('/lead-stats', async (req, res) => {
    const weeks = req.query.weeks === undefined ? 12 : Number(req.query.weeks)
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52)
      throw new ValidationError('lead.weeks_invalid', { errors: { weeks: 'field.unsupported' } })
    res.set('Cache-Control', 'no-store').json(await stats(weeks))
  })

  router.get('/lead-settings', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: 'lead-settings', ...(await settings.get()) })
  })

  router.put('/lead-settings', async (req, res) => {
    const { id: _id, ...input } = (req.body ?? {}) as Record<string, unknown>
    const { settings: saved, changed } = await settings.update(input)
    if (changed.length) await audit(res, { action: 'settings.changed', target: 'lead-settings', details: { changed } })
    res.json({ id: 'lead-settings', ...saved })
  })

  // POST, so the address never lands in access logs or browser history.
  router.post('/privacy/export', async (req, res) => {
    const data = await privacy.exportData((req.body as { email?: unknown } | undefined)?.email)
    await audit(res, { action: 'privacy.exported', target: 'privacy-export', details: { kind: 'privacy' } })
    res
      .set('Content-Disposition', 'attachment; filename="personal-data.json"')
      .set('Cache-Control', 'no-store')
      .json(data)
  })

  router.post('/privacy/erase', async (req, res) => {
    const result = await privacy.erase((req.body as { email?: unknown } | undefined)?.email)
    await audit(res, { action: 'lead.erased', target: 'erasure request', details: { ...result } })
    res.json(result)
  })

  return router
}

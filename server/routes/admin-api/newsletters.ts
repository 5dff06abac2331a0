import { Router, type Request } from 'express'
import { currentUser, requireRole } from '../../middleware/auth.js'
import { UnauthorizedError, ValidationError } from '../../lib/errors.js'
import { said } from '../../i18n/index.js'
import type { NewslettersService } from '../../services/newsletters/newsletters.js'
import { parseId, parseListQuery, sendList } from './query.js'

const sortFields = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  subject: 'subject',
  status: 'status',
  language: 'language',
  scheduledAt: 'scheduled_at',
  startedAt: 'started_at',
  sentAt: 'sent_at',
} as const
const statuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled']

function listQuery(req: Request) {
  const q = parseListQuery(req, {
    sortFields,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: ['status', 'language'],
  })
  const { status, language } = q.filter
  if (status !== undefined && (typeof status !== 'string' || !statuses.includes(status)))
    throw new ValidationError('validation.invalid', { errors: { status: 'field.unsupported' } })
  if (language !== undefined && language !== 'en' && language !== 'fr')
    throw new ValidationError('validation.invalid', { errors: { language: 'user.locale_field' } })
  return {
    sort: q.sort.field,
    order: q.sort.order,
    offset: q.offset,
    limit: q.limit,
    status: status as string | undefined,
    language: language as string | undefined,
    ids: q.ids,
  }
}

/**
 * /api/admin/newsletters (administrators: an issue goes to every subscriber), the
 * ra-data-simple-rest contract plus actions:
 *   GET    /newsletters                list (Content-Range)      POST /newsletters/:id/test     a copy to me
 *   GET    /newsletters/:id            one issue                  POST /newsletters/:id/schedule {scheduledAt}
 *   POST   /newsletters                create (draft)             POST /newsletters/:id/send     send now
 *   PUT    /newsletters/:id            edit (draft or scheduled)  POST /newsletters/:id/cancel
 *   DELETE /newsletters/:id            delete a draft             GET  /newsletters/:id/preview  {subject, html, text}
 *   GET    /newsletters-latest         the dashboard card         GET  /newsletters/:id/report
 * Mounted under /api/admin behind the admin router's sign-in, CSRF and two-factor checks.
 */
export function newslettersRouter({ newsletters }: { newsletters: NewslettersService }): Router {
  const router = Router()
  router.use(['/newsletters', '/newsletters-latest'], requireRole('admin'))

  router.get('/newsletters-latest', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ latest: await newsletters.latest() })
  })
  router.get('/newsletters', async (req, res) => {
    const query = listQuery(req)
    const { items, total } = await newsletters.list(query)
    sendList(res, 'newsletters', items, query.offset, total)
  })
  router.get('/newsletters/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await newsletters.get(parseId(req.params.id)))
  })
  router.post('/newsletters', async (req, res) => {
    res.status(201).json(await newsletters.create(req.body, currentUser(res)?.id ?? null))
  })
  router.put('/newsletters/:id', async (req, res) => {
    res.json(await newsletters.update(parseId(req.params.id), req.body))
  })
  router.delete('/newsletters/:id', async (req, res) => {
    res.json(await newsletters.remove(parseId(req.params.id)))
  })
  router.get('/newsletters/:id/preview', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await newsletters.preview(parseId(req.params.id)))
  })
  router.get('/newsletters/:id/report', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await newsletters.report(parseId(req.params.id)))
  })
  router.post('/newsletters/:id/test', async (req, res) => {
    const user = currentUser(res)
    if (!user) throw new UnauthorizedError()
    await newsletters.sendTest(parseId(req.params.id), user.email)
    res.json({ ...said('newsletter.test_sent', { email: user.email }), to: user.email })
  })
  router.post('/newsletters/:id/schedule', async (req, res) => {
    res.json(await newsletters.schedule(parseId(req.params.id), req.body))
  })
  router.post('/newsletters/:id/send', async (req, res) => {
    res.json(await newsletters.sendNow(parseId(req.params.id)))
  })
  router.post('/newsletters/:id/cancel', async (req, res) => {
    res.json(await newsletters.cancel(parseId(req.params.id)))
  })
  return router
}

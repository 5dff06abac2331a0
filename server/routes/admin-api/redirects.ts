import { Router } from 'express'
import { z } from 'zod'
import { requireRole } from '../../middleware/auth.js'
import type { RedirectsService } from '../../services/redirects/redirects.js'
import { parseBody, readOnly } from './body.js'
import { listRoute, optionalString, parseId } from './query.js'

const redirectBody = z.strictObject({
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  id: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
})
const importBody = z.strictObject({ csv: z.string('Must be text').max(500_000, 'At most 500 KB') })

/**
 * /api/admin/redirects (administrators): the redirects (ra-data-simple-rest), a CSV import, and
 * /api/admin/not-found: the paths visitors hit that answered 404, most hit first.
 */
export function redirectsResource(redirects: RedirectsService): Router {
  const router = Router()
  router.use(['/redirects', '/not-found'], requireRole('admin'))

  router.get(
    '/redirects',
    listRoute(
      'redirects',
      { sortFields: { from: 'from' }, defaultSort: { field: 'from', order: 'asc' }, filters: ['q'] },
      (q) => redirects.list({ search: optionalString(q.filter.q), ids: q.ids, offset: q.offset, limit: q.limit }),
    ),
  )

  router.post('/redirects/import', async (req, res) => {
    const { csv } = parseBody(importBody, req.body)
    const result = await redirects.importCsv(csv)
    res.json(result)
  })

  router.get('/redirects/:id', async (req, res) => {
    res.json(await redirects.getById(parseId(req.params.id)))
  })

  router.post('/redirects', async (req, res) => {
    const body = parseBody(redirectBody, req.body)
    const created = await redirects.create(body)
    res.status(201).json(created)
  })

  router.put('/redirects/:id', async (req, res) => {
    const body = parseBody(redirectBody, req.body)
    const updated = await redirects.update(parseId(req.params.id), body)
    res.json(updated)
  })

  router.delete('/redirects/:id', async (req, res) => {
    const removed = await redirects.delete(parseId(req.params.id))
    res.json(removed)
  })

  router.get(
    '/not-found',
    listRoute(
      'not-found',
      { sortFields: { hits: 'hits' }, defaultSort: { field: 'hits', order: 'desc' }, filters: ['q'] },
      (q) => redirects.topNotFound({ search: optionalString(q.filter.q), offset: q.offset, limit: q.limit }),
    ),
  )

  router.delete('/not-found/:path', async (req, res) => {
    const path = String(req.params.path)
    await redirects.dismissNotFound(path)
    res.json({ id: path, path, hits: 0 })
  })
  return router
}

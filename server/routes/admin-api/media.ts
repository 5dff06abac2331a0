import { Router } from 'express'
import { z } from 'zod'
import { ValidationError } from '../../lib/errors.js'
import { INVALID_IMAGE } from '../../services/media/upload.js'
import { mediaSortFields, type MediaLibrary } from '../../services/media/library.js'
import { parseBody, readOnly } from './body.js'
import { receiveImage } from './images.js'
import { listRoute, optionalBoolean, optionalString, parseId } from './query.js'

const mediaBody = z.strictObject({
  alt: z.unknown().optional(),
  fileName: z.unknown().optional(),
  id: readOnly,
  width: readOnly,
  height: readOnly,
  bytes: readOnly,
  url: readOnly,
  thumbnail: readOnly,
  image: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
  usedBy: readOnly,
  usedByAuthors: readOnly,
})

/**
 * /api/admin/media (admins and editors), ra-data-simple-rest (filters: q, missing_alt): the media library's images with
 * their alt text, sizes and uses; POST is a multipart upload (field `image`, optional `alt`) through
 * the same checks as the post editor's; DELETE answers 409 while a post or profile uses the image.
 */
export function mediaResource(library: MediaLibrary): Router {
  const router = Router()

  router.get(
    '/media',
    listRoute(
      'media',
      {
        sortFields: mediaSortFields,
        defaultSort: { field: 'created_at', order: 'desc' },
        filters: ['q', 'missing_alt'],
      },
      (q) =>
        library.list({
          search: optionalString(q.filter.q),
          ids: q.ids,
          missingAlt: optionalBoolean(q.filter.missing_alt),
          sort: q.sort,
          offset: q.offset,
          limit: q.limit,
        }),
    ),
  )

  router.get('/media/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await library.get(parseId(req.params.id)))
  })

  router.post('/media', async (req, res) => {
    await receiveImage(req, res)
    if (!req.file) throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
    const { alt } = parseBody(z.object({ alt: z.unknown().optional() }), req.body)
    res.status(201).json(await library.upload(req.file.buffer, req.file.originalname, alt ?? ''))
  })

  router.put('/media/:id', async (req, res) => {
    const body = parseBody(mediaBody, req.body)
    res.json(await library.update(parseId(req.params.id), body))
  })

  router.delete('/media/:id', async (req, res) => {
    res.json(await library.remove(parseId(req.params.id)))
  })
  return router
}

import { Router, type NextFunction, type Request, type Response } from 'express'
import multer from 'multer'
import { HttpError, ValidationError } from '../../lib/errors.js'
import { acceptImageUpload, INVALID_IMAGE, MAX_UPLOAD_BYTES, TOO_LARGE } from '../../services/media/upload.js'
import { z } from 'zod'
import { parseBody } from './body.js'
import type { MediaLibrary } from '../../services/media/library.js'

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
}).single('image')

/** Reads the multipart field `image` (at most 5 MB): 413 / 400 with the spec's messages. */
export function receiveImage(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve()
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return reject(new HttpError(413, TOO_LARGE, { errors: { image: TOO_LARGE } }))
      }
      reject(new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } }))
    })
  })
}

const uploadFields = z.strictObject({
  alt: z.string('Must be text').max(500, 'At most 500 characters').optional().default(''),
})

/** POST /api/admin/images (multipart field `image`): returns the stored image set, now also in the media library. */
export function imagesResource(dataDir: string, library?: MediaLibrary): Router {
  const router = Router()
  router.post('/images', async (req: Request, res: Response, _next: NextFunction) => {
    await receiveImage(req, res)
    if (!req.file) throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
    const { alt } = parseBody(uploadFields, req.body)
    const image = await acceptImageUpload(req.file.buffer, alt, dataDir)
    await library?.add(image, req.file.originalname, alt)
    res.status(201).json(image)
  })
  return router
}

import { z } from 'zod'
import type { ImageSet } from './media.js'

/** A file this site stored: /uploads/<name>, no host, no '..', nothing a browser would read as another origin. */
const uploadUrl = z
  .string()
  .max(300)
  .regex(
    /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/,
    'Must be an uploaded file (/uploads/...)',
  )
const size = z.number().int().positive().max(20_000)

/** What an ImageSet may hold, from an editor's request or from the database alike. */
export const imageSetSchema = z.strictObject({
  alt: z.string().max(500),
  width: size,
  height: size,
  sources: z
    .array(z.strictObject({ width: size, url: uploadUrl }))
    .min(1)
    .max(10),
  fallback: uploadUrl,
})

/** A stored image that is not a valid ImageSet (edited by hand, older code) renders as no image. */
export function safeImageSet(value: unknown): ImageSet | null {
  const parsed = imageSetSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

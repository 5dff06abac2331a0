import sharp, { type Metadata } from 'sharp'
import { ValidationError } from '../../lib/errors.js'
import type { ErrorCode } from '../../i18n/index.js'
import { decodeImage, storeDecodedImage, type DecodedImage, type ImageSet } from './media.js'

/** Upload rules for the admin's featured images (spec section 5 messages; decisions.md "Images"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/**
 * What an upload may decode to: a 24-megapixel camera photo (6000 x 4000) passes. Decoding is the
 * cost, not the file size: a 154 KB 6300 x 6300 PNG is 40 megapixels, and an interlaced 16-bit one
 * took 25 s to upload when it was decoded once per rendition.
 */
const MAX_INPUT_PIXELS = 25_000_000
/** WebP stops at 16,383 pixels a side; a 600 x 30,000 strip is no cover image either. */
const MAX_SIDE = 10_000
export const INVALID_IMAGE = 'image.invalid' satisfies ErrorCode
export const TOO_LARGE = 'image.too_large' satisfies ErrorCode
const TOO_MANY_PIXELS = 'image.too_many_pixels' satisfies ErrorCode

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

/** The type by content (magic bytes), never by the declared type or the file name. SVG is refused. */
function sniffImageType(buffer: Buffer): ImageKind | null {
  if (buffer.length < 12) return null
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg'
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  const head = buffer.subarray(0, 6).toString('latin1')
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp'
  if (
    buffer.subarray(4, 8).toString('latin1') === 'ftyp' &&
    /^avi[fs]$/.test(buffer.subarray(8, 12).toString('latin1'))
  )
    return 'avif'
  return null
}

const sharpFormats: Record<ImageKind, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
}

/**
 * Checks an uploaded file and stores its renditions: the bytes must be one of the five raster
 * formats, sharp must agree, and the header's dimensions must stay under MAX_INPUT_PIXELS and
 * MAX_SIDE (decompression bombs are refused before any decoding); then one decode under the same
 * pixel limit feeds every rendition.
 */
export async function acceptImageUpload(buffer: Buffer, alt: string, dataDir: string): Promise<ImageSet> {
  const kind = sniffImageType(buffer)
  if (!kind) throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
  let meta: Metadata
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata()
  } catch {
    throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
  }
  if (!meta.format || !sharpFormats[kind].includes(meta.format) || !meta.width || !meta.height) {
    throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
  }
  const frames = meta.pages ?? 1
  const pixels = meta.width * meta.height * Math.max(1, kind === 'gif' ? frames : 1)
  if (pixels > MAX_INPUT_PIXELS || meta.width > MAX_SIDE || meta.height > MAX_SIDE) {
    throw new ValidationError(TOO_MANY_PIXELS, { errors: { image: TOO_MANY_PIXELS } })
  }
  let decoded: DecodedImage
  try {
    // A truncated or corrupt file fails here, before any file is written.
    decoded = await decodeImage(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  } catch {
    throw new ValidationError(INVALID_IMAGE, { errors: { image: INVALID_IMAGE } })
  }
  return storeDecodedImage(decoded, alt.trim().slice(0, 200), dataDir)
}

import { createHash } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** Widths of the responsive WebP renditions; the JPEG fallback uses the middle one. */
const IMAGE_WIDTHS = [480, 960, 1440] as const
const FALLBACK_WIDTH = 960

/** A stored, responsive image: what a post keeps in its `image` column. URLs are under /uploads/. */
export interface ImageSet {
  alt: string
  /** Intrinsic size of the largest rendition (for width/height attributes, no layout shift). */
  width: number
  height: number
  sources: { width: number; url: string }[]
  /** JPEG for clients without WebP, and for feeds and OpenGraph cards. */
  fallback: string
}

const UPLOADS_URL_PREFIX = '/uploads/'

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

/** An image decoded once, upright, in 8-bit sRGB, no wider than the largest rendition. */
export interface DecodedImage {
  hash: string
  data: Buffer
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }
}

/**
 * Decodes a source (any format sharp reads, SVG included) once: every rendition is then cut from
 * these pixels, not from the source again (a 40-megapixel interlaced PNG took seconds per decode).
 * `limits` are sharp's input options for untrusted uploads (pixel limit, fail on corrupt data).
 */
export async function decodeImage(
  input: Buffer,
  limits: { limitInputPixels?: number; failOn?: 'error' } = {},
): Promise<DecodedImage> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16)
  const meta = await sharp(input, limits).metadata()
  const maxWidth = Math.max(...IMAGE_WIDTHS)
  // Vector sources are rasterized at a density that gives the largest rendition real pixels.
  const density = meta.format === 'svg' && meta.width ? Math.ceil((72 * maxWidth) / meta.width) : undefined
  const { data, info } = await sharp(input, { ...limits, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return { hash, data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

/**
 * Re-encodes an image into WebP at IMAGE_WIDTHS plus a JPEG fallback, metadata stripped (sharp
 * drops EXIF unless asked to keep it; the decode applied the orientation). File names carry a hash
 * of the source bytes, so the same source always maps to the same files and a changed image gets
 * new URLs (safe to cache for a year).
 */
export async function storeImageSet(input: Buffer, alt: string, dataDir: string): Promise<ImageSet> {
  return storeDecodedImage(await decodeImage(input), alt, dataDir)
}

export async function storeDecodedImage(decoded: DecodedImage, alt: string, dataDir: string): Promise<ImageSet> {
  const { hash } = decoded
  const source = () => sharp(decoded.data, { raw: decoded.raw })
  const dir = uploadsDir(dataDir)
  await mkdir(dir, { recursive: true })

  const sources: ImageSet['sources'] = []
  let largest = { width: 0, height: 0 }
  for (const width of IMAGE_WIDTHS) {
    const { data, info } = await source()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    if (sources.some((s) => s.width === info.width)) continue
    const name = `${hash}-${info.width}.webp`
    await writeFile(path.join(dir, name), data)
    sources.push({ width: info.width, url: `${UPLOADS_URL_PREFIX}${name}` })
    if (info.width > largest.width) largest = { width: info.width, height: info.height }
  }
  const jpeg = await source()
    .resize({ width: FALLBACK_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  const fallbackName = `${hash}-${FALLBACK_WIDTH}.jpg`
  await writeFile(path.join(dir, fallbackName), jpeg)
  return { alt, ...largest, sources, fallback: `${UPLOADS_URL_PREFIX}${fallbackName}` }
}

/** Removes the files of an image set; only files under /uploads/ are touched. */
export async function deleteImageSet(image: ImageSet, dataDir: string): Promise<void> {
  const urls = [...image.sources.map((s) => s.url), image.fallback]
  for (const url of urls) {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) continue
    await rm(path.join(uploadsDir(dataDir), path.basename(url)), { force: true })
  }
}

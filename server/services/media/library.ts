import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/media.js'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import { safeImageSet } from './image-set.js'
import { deleteImageSet, uploadsDir, type ImageSet } from './media.js'
import { acceptImageUpload } from './upload.js'
import { looksLikeFileName } from '../posts/a11y.js'

/**
 * The media library (issue 19 item 6): every uploaded image set once, with its alt text stored once
 * for the image, its size, and where it is used. An image is deleted (row and files) only when no
 * post (cover, social image or text) and no author profile uses it: otherwise 409 naming them.
 * Images uploaded before the library existed are added by a scan of posts and profiles.
 */
interface MediaUse {
  id: number
  title: string
  language: string
  published: boolean
}

export interface MediaItem {
  id: number
  fileName: string
  alt: string
  width: number
  height: number
  bytes: number
  /** The JPEG rendition (Markdown, feeds); `thumbnail` is the smallest WebP. */
  url: string
  thumbnail: string
  /** The image set with the library's alt text, ready to be a post's cover. */
  image: ImageSet
  createdAt: string
  updatedAt: string
  usedBy: MediaUse[]
  usedByAuthors: { id: number; name: string }[]
}

type MediaSort = 'createdAt' | 'fileName' | 'bytes' | 'id'
const sortColumns: Record<MediaSort, repo.MediaSortColumn> = {
  createdAt: 'created_at',
  fileName: 'file_name',
  bytes: 'bytes',
  id: 'id',
}
export const mediaSortFields = sortColumns

/** The hash an image set's file names start with: /uploads/<key>-960.jpg -> <key>. */
function imageKey(image: Pick<ImageSet, 'fallback'>): string {
  const base = path.posix.basename(image.fallback)
  return /^(.+)-\d+\.[a-z]+$/i.exec(base)?.[1] ?? base.replace(/\.[a-z0-9]+$/i, '')
}

/** The key of an /uploads/ URL of one of our renditions, or null. */
function keyOfUrl(url: string): string | null {
  return /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._]*?)-\d+\.(?:webp|jpg)$/.exec(url)?.[1] ?? null
}

function cleanFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).trim()
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image'
}

const ALT_MAX = 500

/** The library's own alt text rules: text, at most 500 characters, not a file name. */
function checkAlt(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError('validation.invalid', { errors: { alt: 'field.not_text' } })
  const alt = value.trim()
  if (alt.length > ALT_MAX)
    throw new ValidationError('validation.invalid', {
      errors: { alt: { code: 'field.max_chars', params: { max: ALT_MAX } } },
    })
  if (alt && looksLikeFileName(alt))
    throw new ValidationError('validation.invalid', { errors: { alt: 'media.alt_file_name' } })
  return alt
}

function parseImageJson(json: string): ImageSet | null {
  try {
    return safeImageSet(JSON.parse(json) as unknown)
  } catch {
    return null
  }
}

const quoted = (titles: string[]) => titles.map((t) => `“${t}”`).join(', ')

export function mediaLibrary(db: Db, dataDir: string, options: { logger?: Logger; now?: () => number } = {}) {
  const now = () => options.now?.() ?? Date.now()

  async function bytesOf(image: ImageSet): Promise<number> {
    let total = 0
    for (const url of new Set([...image.sources.map((s) => s.url), image.fallback])) {
      try {
        total += (await stat(path.join(uploadsDir(dataDir), path.basename(url)))).size
      } catch {
        // A file missing on this disk counts for nothing.
      }
    }
    return total
  }

  async function register(image: ImageSet, fileName: string, alt: string): Promise<void> {
    const at = now()
    const key = imageKey(image)
    const largest = [...image.sources].sort((a, b) => b.width - a.width)[0]
    await repo.insertIgnore(db, {
      file_key: key,
      file_name: cleanFileName(fileName),
      image: JSON.stringify({ ...image, alt: '' }),
      alt: alt.trim().slice(0, ALT_MAX),
      width: image.width || largest?.width || 0,
      height: image.height,
      bytes: await bytesOf(image),
      created_at: at,
      updated_at: at,
    })
  }

  async function toItem(row: repo.MediaRow): Promise<MediaItem> {
    const stored = safeImageSet(JSON.parse(row.image) as unknown)
    const image: ImageSet = stored
      ? { ...stored, alt: row.alt }
      : { alt: row.alt, width: Number(row.width), height: Number(row.height), sources: [], fallback: '' }
    const smallest = [...image.sources].sort((a, b) => a.width - b.width)[0]
    const usage = await repo.usage(db, row.file_key)
    return {
      id: Number(row.id),
      fileName: row.file_name,
      alt: row.alt,
      width: Number(row.width),
      height: Number(row.height),
      bytes: Number(row.bytes),
      url: image.fallback,
      thumbnail: smallest?.url ?? image.fallback,
      image,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
      usedBy: usage.posts.map((p) => ({ ...p, published: Boolean(p.published) })),
      usedByAuthors: usage.authors,
    }
  }

  async function getRow(id: number): Promise<repo.MediaRow> {
    const row = await repo.findById(db, id)
    if (!row) throw new NotFoundError('media.not_found')
    return row
  }

  async function add(image: ImageSet, fileName: string, alt: string): Promise<void> {
    await register(image, fileName, alt)
    const [row] = await repo.findByKeys(db, [imageKey(image)])
    if (row && !row.alt && alt.trim() && !looksLikeFileName(alt))
      await repo.update(db, Number(row.id), { alt: alt.trim().slice(0, ALT_MAX), updated_at: now() })
  }

  /** Adds the images of posts and profiles that are not in the library yet (uploads older than it). */
  async function scan(): Promise<number> {
    const known = await repo.allKeys(db)
    let added = 0
    for (const { name, image: json } of await repo.imageColumns(db)) {
      const image = parseImageJson(json)
      if (!image) continue
      const key = imageKey(image)
      if (known.has(key)) continue
      known.add(key)
      await register(image, `${name}${path.extname(image.fallback)}`, image.alt)
      added++
    }
    return added
  }

  return {
    scan,

    async list(q: {
      search?: string
      ids?: number[]
      missingAlt?: boolean
      sort: { field: repo.MediaSortColumn; order: 'asc' | 'desc' }
      offset: number
      limit: number
    }): Promise<{ items: MediaItem[]; total: number }> {
      if (!q.ids && q.offset === 0) await scan()
      const { rows, total } = await repo.list(db, q)
      const items: MediaItem[] = []
      for (const row of rows) items.push(await toItem(row))
      return { items, total }
    },

    async get(id: number): Promise<MediaItem> {
      return toItem(await getRow(id))
    },

    /** An upload through the validated path (type by content, sharp, pixel limit), then in the library. */
    async upload(buffer: Buffer, fileName: string, altInput: unknown): Promise<MediaItem> {
      const alt = checkAlt(altInput ?? '')
      const image = await acceptImageUpload(buffer, alt, dataDir)
      await add(image, fileName, alt)
      const [row] = await repo.findByKeys(db, [imageKey(image)])
      return toItem(row!)
    },

    /** Records an image set stored by another path (the post editor's upload); the same file twice is one item. */
    add,

    async update(id: number, input: { alt?: unknown; fileName?: unknown }): Promise<MediaItem> {
      const row = await getRow(id)
      const patch: Parameters<typeof repo.update>[2] = { updated_at: now() }
      if (input.alt !== undefined) patch.alt = checkAlt(input.alt)
      if (input.fileName !== undefined) {
        if (typeof input.fileName !== 'string' || !input.fileName.trim())
          throw new ValidationError('validation.invalid', { errors: { fileName: 'media.file_name_required' } })
        patch.file_name = cleanFileName(input.fileName)
      }
      await repo.update(db, Number(row.id), patch)
      return toItem(await getRow(id))
    },

    /** Deletes an unused image and its files; 409 naming the posts and profiles that use it. */
    async remove(id: number): Promise<MediaItem> {
      const item = await toItem(await getRow(id))
      const titles = quoted(item.usedBy.map((p) => p.title))
      const names = item.usedByAuthors.map((a) => a.name).join(', ')
      if (item.usedBy.length && item.usedByAuthors.length)
        throw new ConflictError('media.used_by_both', { params: { titles, names } })
      if (item.usedBy.length) throw new ConflictError('media.used_by_posts', { params: { titles } })
      if (item.usedByAuthors.length) throw new ConflictError('media.used_by_profiles', { params: { names } })
      await repo.remove(db, id)
      try {
        await deleteImageSet(item.image, dataDir)
      } catch (err) {
        options.logger?.warn({ err, id }, 'could not delete the files of a library image')
      }
      return item
    },

    has: (image: ImageSet) => inLibrary(db, image),
    fillAlts: (markdown: string) => fillLibraryAlts(db, markdown),
  }
}

/** True when the library keeps this image set (its files then stay until deleted there). */
export async function inLibrary(db: Db, image: ImageSet): Promise<boolean> {
  return (await repo.findByKeys(db, [imageKey(image)])).length > 0
}

/**
 * The library's alt text where the Markdown gives none: `![](/uploads/<key>-960.jpg)` becomes
 * `![Alt from the library](...)`, so the publish check and the page see it (code blocks untouched).
 */
export async function fillLibraryAlts(db: Db, markdown: string): Promise<string> {
  const EMPTY_ALT = /!\[\s*\]\(\s*<?(\/uploads\/[^\s)>]+)/g
  const keys = [...markdown.matchAll(EMPTY_ALT)].map((m) => keyOfUrl(m[1]!)).filter((k): k is string => !!k)
  if (!keys.length) return markdown
  const alts = new Map(
    (await repo.findByKeys(db, [...new Set(keys)])).filter((r) => r.alt).map((r) => [r.file_key, r.alt]),
  )
  if (!alts.size) return markdown
  let fence: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null
        return line
      }
      if (fence !== null) return line
      return line.replace(EMPTY_ALT, (all, url: string) => {
        const alt = alts.get(keyOfUrl(url) ?? '')
        return alt ? all.replace(/!\[\s*\]/, `![${alt.replace(/([[\]\\])/g, '\\$1')}]`) : all
      })
    })
    .join('\n')
}

export type MediaLibrary = ReturnType<typeof mediaLibrary>

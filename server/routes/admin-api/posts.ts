import { Router, type Request } from 'express'
import { audit } from '../audit-context.js'
import { isLocale } from '../../../content/index.js'
import { ValidationError } from '../../lib/errors.js'
import type { ImageSet } from '../../services/media.js'
import type { PostInput } from '../../services/posts.js'
import type { AdminPostQuery, PostsAdminService } from '../../services/posts-admin.js'
import { optionalBoolean, optionalString, parseId, parseListQuery, sendList } from './query.js'

const sortFields = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  title: 'title',
  category: 'category',
  author: 'author',
  published: 'published',
  featured: 'featured',
  id: 'id',
} as const

/**
 * List filters: q, published, featured, category, createdFrom, language ('en' | 'fr') and
 * missing_translation (true: published posts with no linked translation, the dashboard's card).
 */
function listQuery(req: Request): AdminPostQuery {
  const q = parseListQuery(req, {
    sortFields,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: ['q', 'published', 'featured', 'category', 'createdFrom', 'language', 'missing_translation'],
  })
  const language = optionalString(q.filter.language)
  if (language !== undefined && !isLocale(language))
    throw new ValidationError("The language filter must be 'en' or 'fr'.", { language: 'Unsupported language' })
  const createdFrom = optionalString(q.filter.createdFrom)
  if (createdFrom && Number.isNaN(Date.parse(createdFrom)))
    throw new ValidationError('createdFrom must be a date.', { createdFrom: 'Not a date' })
  return {
    sort: q.sort,
    offset: q.offset,
    limit: q.limit,
    filter: {
      q: optionalString(q.filter.q),
      published: optionalBoolean(q.filter.published),
      featured: optionalBoolean(q.filter.featured),
      category: optionalString(q.filter.category),
      createdFrom: createdFrom ? new Date(createdFrom).toISOString() : undefined,
      ids: q.ids,
      language,
      missingTranslation: optionalBoolean(q.filter.missing_translation),
    },
  }
}

function isImageSet(value: unknown): value is ImageSet {
  const v = value as ImageSet | null
  return Boolean(v && typeof v === 'object' && Array.isArray(v.sources) && typeof v.fallback === 'string')
}

const fieldTypes: Record<string, 'string' | 'boolean' | 'tags' | 'image' | 'language' | 'postId'> = {
  title: 'string',
  excerpt: 'string',
  content: 'string',
  category: 'string',
  author: 'string',
  image: 'image',
  tags: 'tags',
  featured: 'boolean',
  published: 'boolean',
  language: 'language',
  translation_id: 'postId',
}

/** Only known fields, each of the right type; unknown fields (id, slug, createdAt...) are ignored. */
function postInput(body: unknown): Partial<PostInput> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const input: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const [field, type] of Object.entries(fieldTypes)) {
    const value = source[field]
    if (value === undefined) continue
    if (type === 'string' && typeof value !== 'string') errors[field] = 'Must be text'
    else if (type === 'boolean' && typeof value !== 'boolean') errors[field] = 'Must be true or false'
    else if (type === 'tags' && !(Array.isArray(value) && value.every((t) => typeof t === 'string')))
      errors[field] = 'Must be a list of tags'
    else if (type === 'image' && value !== null && !isImageSet(value)) errors[field] = 'Image is required'
    else if (type === 'language' && !isLocale(value)) errors[field] = "Language must be 'en' (English) or 'fr' (French)"
    else if (type === 'postId') {
      // An empty select sends '' or null: no translation.
      if (value === null || value === '') input[field] = null
      else if (typeof value === 'number' && Number.isInteger(value) && value > 0) input[field] = value
      else errors[field] = 'Translation must be the id of a post'
    } else input[field] = value
  }
  if (Object.keys(errors).length) throw new ValidationError('Please correct the highlighted fields.', errors)
  return input as Partial<PostInput>
}

/** /api/admin/posts: every post, drafts included (admins and editors). */
export function postsResource(posts: PostsAdminService, dataDir: string): Router {
  const router = Router()

  router.get('/posts', async (req, res) => {
    const query = listQuery(req)
    const { rows, total } = await posts.list(query)
    sendList(res, 'posts', rows, query.offset, total)
  })

  router.get('/posts/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await posts.get(parseId(req.params.id)))
  })

  router.post('/posts', async (req, res) => {
    const input = postInput(req.body)
    const post = await posts.create({ title: '', excerpt: '', content: '', image: null, ...input })
    if (post.published) await audit(res, { action: 'post.published', target: post.title, details: { postId: post.id } })
    res.status(201).json(post)
  })

  router.put('/posts/:id', async (req, res) => {
    const id = parseId(req.params.id)
    const before = await posts.get(id)
    const post = await posts.update(id, postInput(req.body), dataDir)
    if (before.published !== post.published) {
      const action = post.published ? 'post.published' : 'post.unpublished'
      await audit(res, { action, target: post.title, details: { postId: id } })
    }
    res.json(post)
  })

  router.delete('/posts/:id', async (req, res) => {
    const post = await posts.remove(parseId(req.params.id), dataDir)
    await audit(res, { action: 'post.deleted', target: post.title, details: { postId: post.id } })
    res.json(post)
  })
  return router
}

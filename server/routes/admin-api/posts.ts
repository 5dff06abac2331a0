import { Router, type Request } from 'express'
import { z } from 'zod'
import { audit } from '../audit-context.js'
import { isLocale } from '../../../content/index.js'
import { ValidationError } from '../../lib/errors.js'
import type { PostInput } from '../../services/posts.js'
import type { AdminPostQuery, PostsAdminService } from '../../services/posts-admin.js'
import { imageSet, parseBody, readOnly } from './body.js'
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

const tags = z
  .array(z.string('Must be a list of tags').max(100, 'Tags must be at most 100 characters'), 'Must be a list of tags')
  .max(50, 'At most 50 tags')

const postBody = z.strictObject({
  title: z.string('Must be text').optional(),
  excerpt: z.string('Must be text').optional(),
  content: z.string('Must be text').optional(),
  category: z.string('Must be text').optional(),
  author: z.string('Must be text').optional(),
  image: imageSet.nullable().optional(),
  tags: tags.optional(),
  featured: z.boolean('Must be true or false').optional(),
  published: z.boolean('Must be true or false').optional(),
  language: z.enum(['en', 'fr'], "Language must be 'en' (English) or 'fr' (French)").optional(),
  // An empty select sends '' or null: no translation.
  translation_id: z
    .union([z.literal('').transform(() => null), z.null(), z.number().int().positive()], {
      error: 'Translation must be the id of a post',
    })
    .optional(),
  // The author select (admin/users/AuthorInput.tsx): a user id; empty means none.
  author_id: z
    .union([z.literal('').transform(() => null), z.null(), z.number().int().positive()], {
      error: 'Author must be a user',
    })
    .optional(),
  id: readOnly,
  slug: readOnly,
  date: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
  publishedAt: readOnly,
})

/** Only known fields, each of the right type; an image only of files this site stored. */
function postInput(body: unknown): Partial<PostInput> {
  const parsed = parseBody(postBody, body)
  const input: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(parsed)) if (value !== undefined) input[field] = value
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

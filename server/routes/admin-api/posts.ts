import { Router, type Request } from 'express'
import { z } from 'zod'
import { currentUser } from '../../middleware/auth.js'
import { audit } from '../audit-context.js'
import { isLocale } from '../../../content/index.js'
import { ValidationError } from '../../lib/errors.js'
import type { AdminPostInput, AdminPostQuery, PostsAdminService } from '../../services/posts/admin.js'
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
 * List filters: q, published, featured, category, createdFrom, language ('en' | 'fr'), status,
 * author_id and missing_translation (true: published posts with no linked translation, the
 * dashboard's card).
 */
function listQuery(req: Request): AdminPostQuery {
  const q = parseListQuery(req, {
    sortFields,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: [
      'q',
      'published',
      'featured',
      'category',
      'createdFrom',
      'language',
      'missing_translation',
      'status',
      'author_id',
    ],
  })
  const language = optionalString(q.filter.language)
  if (language !== undefined && !isLocale(language))
    throw new ValidationError("The language filter must be 'en' or 'fr'.", { language: 'Unsupported language' })
  const status = optionalString(q.filter.status)
  if (status !== undefined && status !== 'published' && status !== 'draft' && status !== 'scheduled')
    throw new ValidationError("The status filter must be 'published', 'draft' or 'scheduled'.", {
      status: 'Unsupported status',
    })
  const authorId =
    q.filter.author_id === undefined || q.filter.author_id === '' ? undefined : Number(q.filter.author_id)
  if (authorId !== undefined && !(Number.isInteger(authorId) && authorId > 0))
    throw new ValidationError('The author filter must be the id of a user.', { author_id: 'Unsupported value' })
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
      status,
      authorId,
    },
  }
}

/**
 * A post's Markdown: about 15,000 words, far beyond any post. Parsing costs 2 to 7 µs a character
 * in the worst case ('[' or '![' repeated), so 490,000 characters kept a core busy for seconds.
 */
const markdown = z.string('Must be text').max(100_000, 'At most 100,000 characters')

const tags = z
  .array(z.string('Must be a list of tags').max(100, 'Tags must be at most 100 characters'), 'Must be a list of tags')
  .max(50, 'At most 50 tags')

const postBody = z.strictObject({
  title: z.string('Must be text').optional(),
  excerpt: z.string('Must be text').optional(),
  content: markdown.optional(),
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
  // Scheduling, optimistic locking and SEO (issue 19).
  publish_at: z
    .union([z.literal('').transform(() => null), z.null(), z.string().max(40, 'Not a date and time')], {
      error: 'Not a date and time',
    })
    .optional(),
  version: z.number('Must be a number').int().positive().optional(),
  meta_title: z.string('Must be text').nullable().optional(),
  meta_description: z.string('Must be text').nullable().optional(),
  social_image: imageSet.nullable().optional(),
  canonical_url: z.string('Must be text').max(2000, 'At most 2000 characters').nullable().optional(),
  noindex: z.boolean('Must be true or false').optional(),
  status: readOnly,
  seo: readOnly,
  id: readOnly,
  slug: readOnly,
  date: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
  publishedAt: readOnly,
})

/** Only known fields, each of the right type; an image only of files this site stored. */
function postInput(body: unknown): AdminPostInput {
  const parsed = parseBody(postBody, body)
  const input: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(parsed)) if (value !== undefined) input[field] = value
  return input as AdminPostInput
}

const revisionBody = z.strictObject({
  title: z.string('Must be text').max(200, 'At most 200 characters'),
  excerpt: z.string('Must be text').max(5000, 'At most 5000 characters'),
  content: markdown,
  meta_title: z.string('Must be text').max(200).nullable().default(null),
  meta_description: z.string('Must be text').max(400).nullable().default(null),
  canonical_url: z.string('Must be text').max(2000).nullable().default(null),
  noindex: z.boolean('Must be true or false').default(false),
})

const checkBody = z.strictObject({
  content: markdown,
  language: z.enum(['en', 'fr']).default('en'),
})

/** /api/admin/posts: every post, drafts included (admins and editors). */
export function postsResource(posts: PostsAdminService, dataDir: string): Router {
  const router = Router()

  // The list's CSV export (admin/posts/PostList.tsx), for the filters on screen.
  router.get('/posts.csv', async (req, res) => {
    const { filter } = listQuery(req)
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="posts-${new Date().toISOString().slice(0, 10)}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(await posts.csv(filter))
  })

  router.get('/posts', async (req, res) => {
    const query = listQuery(req)
    const { rows, total } = await posts.list(query)
    sendList(res, 'posts', rows, query.offset, total)
  })

  // The editor's live accessibility check (the same rules Publish applies).
  router.post('/posts/check', async (req, res) => {
    const { content, language } = parseBody(checkBody, req.body)
    res.json(await posts.check(content, language, await posts.actor(currentUser(res))))
  })

  router.get('/posts/:id/revisions', async (req, res) => {
    const id = parseId(req.params.id)
    await posts.get(id)
    res.set('Cache-Control', 'no-store').json(await posts.revisions(id))
  })

  router.get('/posts/:id/revisions/:revisionId', async (req, res) => {
    const actor = await posts.actor(currentUser(res))
    res
      .set('Cache-Control', 'no-store')
      .json(await posts.revision(parseId(req.params.id), parseId(req.params.revisionId), actor))
  })

  // Autosave while typing: a revision, never the post itself.
  router.post('/posts/:id/autosave', async (req, res) => {
    const data = parseBody(revisionBody, req.body)
    res.status(201).json(await posts.autosave(parseId(req.params.id), data, await posts.actor(currentUser(res))))
  })

  // The first autosave of a new post creates it as a draft (then autosaves go to /posts/:id/autosave).
  router.post('/posts/autosave', async (req, res) => {
    const post = await posts.createDraft(postInput(req.body), await posts.actor(currentUser(res)))
    res.status(201).json(post)
  })

  router.get('/posts/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await posts.get(parseId(req.params.id)))
  })

  router.post('/posts', async (req, res) => {
    const input = postInput(req.body)
    const post = await posts.create(
      { title: '', excerpt: '', content: '', image: null, ...input },
      await posts.actor(currentUser(res)),
    )
    if (post.published) await audit(res, { action: 'post.published', target: post.title, details: { postId: post.id } })
    res.status(201).json(post)
  })

  router.put('/posts/:id', async (req, res) => {
    const id = parseId(req.params.id)
    const before = await posts.get(id)
    const post = await posts.update(id, postInput(req.body), dataDir, await posts.actor(currentUser(res)))
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

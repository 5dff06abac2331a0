import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { currentUser } from '../../middleware/auth.js'
import { audit } from '../audit-context.js'
import { isLocale, locales } from '../../../content/index.js'
import { ValidationError } from '../../lib/errors.js'
import type { AdminPostQuery, PostsAdminService } from '../../services/posts/admin.js'
import { markdownSchema, parsePost } from '../../services/posts/schema.js'
import { parseBody } from './body.js'
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
    throw new ValidationError('post.language_filter', { errors: { language: 'post.language_unsupported' } })
  const status = optionalString(q.filter.status)
  if (status !== undefined && status !== 'published' && status !== 'draft' && status !== 'scheduled')
    throw new ValidationError('post.status_filter', { errors: { status: 'post.status_unsupported' } })
  const authorId =
    q.filter.author_id === undefined || q.filter.author_id === '' ? undefined : Number(q.filter.author_id)
  if (authorId !== undefined && !(Number.isInteger(authorId) && authorId > 0))
    throw new ValidationError('post.author_filter', { errors: { author_id: 'field.unsupported' } })
  const createdFrom = optionalString(q.filter.createdFrom)
  if (createdFrom && Number.isNaN(Date.parse(createdFrom)))
    throw new ValidationError('post.created_from', { errors: { createdFrom: 'field.not_a_date' } })
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

const revisionBody = z.strictObject({
  title: z.string('Must be text').max(200, 'At most 200 characters'),
  excerpt: z.string('Must be text').max(5000, 'At most 5000 characters'),
  content: markdownSchema,
  meta_title: z.string('Must be text').max(200).nullable().default(null),
  meta_description: z.string('Must be text').max(400).nullable().default(null),
  canonical_url: z.string('Must be text').max(2000).nullable().default(null),
  noindex: z.boolean('Must be true or false').default(false),
})

const checkBody = z.strictObject({
  content: markdownSchema,
  language: z.enum(locales).default('en'),
})

/** /api/admin/posts: every post, drafts included (admins and editors). */
export function postsResource({ posts }: { posts: PostsAdminService }): Router {
  const router = Router()
  const actor = (res: Response) => posts.actor(currentUser(res))

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
    res.json(await posts.check(content, language, actor(res)))
  })

  router.get('/posts/:id/revisions', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await posts.revisions(parseId(req.params.id)))
  })

  router.get('/posts/:id/revisions/:revisionId', async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await posts.revision(parseId(req.params.id), parseId(req.params.revisionId), actor(res)))
  })

  // Autosave while typing: the post's autosave record (a revision), never the post itself.
  router.post('/posts/:id/autosave', async (req, res) => {
    const data = parseBody(revisionBody, req.body)
    res.status(201).json(await posts.autosave(parseId(req.params.id), data, actor(res)))
  })

  // On opening the editor: the autosave typed since the last save, to restore or discard.
  router.get('/posts/:id/autosave', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ autosave: await posts.pendingAutosave(parseId(req.params.id)) })
  })

  router.delete('/posts/:id/autosave/:revisionId', async (req, res) => {
    await posts.discardAutosave(parseId(req.params.id), parseId(req.params.revisionId), actor(res))
    res.status(204).end()
  })

  // A signed link a colleague without an account can open for 24 hours.
  router.post('/posts/:id/preview-link', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await posts.previewLink(parseId(req.params.id)))
  })

  // The first autosave of a new post creates it as a draft (then autosaves go to /posts/:id/autosave).
  router.post('/posts/autosave', async (req, res) => {
    res.status(201).json(await posts.createDraft(parsePost(req.body, 'draft'), actor(res)))
  })

  router.get('/posts/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await posts.get(parseId(req.params.id)))
  })

  router.post('/posts', async (req, res) => {
    const post = await posts.create(parsePost(req.body, 'create'), actor(res))
    if (post.published) await audit(res, { action: 'post.published', target: post.title, details: { postId: post.id } })
    res.status(201).json(post)
  })

  router.put('/posts/:id', async (req, res) => {
    const id = parseId(req.params.id)
    const { before, post } = await posts.update(id, parsePost(req.body, 'update'), actor(res))
    if (before.published !== post.published) {
      const action = post.published ? 'post.published' : 'post.unpublished'
      await audit(res, { action, target: post.title, details: { postId: id } })
    }
    res.json(post)
  })

  router.delete('/posts/:id', async (req, res) => {
    const post = await posts.remove(parseId(req.params.id))
    await audit(res, { action: 'post.deleted', target: post.title, details: { postId: post.id } })
    res.json(post)
  })
  return router
}

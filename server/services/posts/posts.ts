import type { Locale } from '../../../content/index.js'
import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts.js'
import type { AdminPostRow } from '../../db/repositories/posts-admin.js'
import type { PostSort } from '../../db/repositories/posts.js'
import { toPost, toPostSummary, type Post, type PostInput, type PostSummary, type PostTranslation } from './model.js'
import { NotFoundError, ServiceUnavailableError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import { searchTerms } from '../../lib/search-terms.js'
import { checkPost } from './schema.js'
import { insertPost, patchPost } from './write.js'

export type { PostSort } from '../../db/repositories/posts.js'
export { type Post, type PostInput, type PostSummary, type PostTranslation } from './model.js'

const POSTS_PER_PAGE = 12

export interface PublishedListOptions {
  /** The list of /blog shows English posts, /fr/blog French ones. */
  language?: Locale
  search?: string
  category?: string
  sort?: PostSort
  page?: number
}

export interface PostsServiceOptions {
  logger?: Logger
  now?: () => Date
}

export type PostsService = ReturnType<typeof createPostsService>

/**
 * The only code that reads or writes blog posts. Public reads return published posts only and turn
 * a database failure into ServiceUnavailableError (pages answer 503, never invented posts). The
 * back office's writes purge the edge cache (services/posts/admin.ts).
 */
export function createPostsService(db: Db, options: PostsServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString()

  async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      options.logger?.error({ err: error }, `blog: ${what} failed`)
      throw new ServiceUnavailableError()
    }
  }

  async function getById(id: number): Promise<Post> {
    const row = await repo.findById(db, id)
    if (!row) throw new NotFoundError('post.not_found')
    return toPost(row)
  }

  /** Translation links read together with a post (getPublishedBySlug), for getTranslation. */
  const prefetchedLinks = new WeakMap<Post, PostTranslation | null>()

  return {
    async listPublished(query: PublishedListOptions = {}): Promise<{ items: Post[]; total: number; pageSize: number }> {
      const page = Math.max(1, Math.floor(query.page ?? 1))
      const terms = searchTerms(query.search?.slice(0, 200) ?? '')
      // A search with nothing to look for (only punctuation) finds nothing rather than everything.
      if (query.search?.trim() && !terms.length) return { items: [], total: 0, pageSize: POSTS_PER_PAGE }
      return read('list', async () => {
        const { rows, total } = await repo.listPublished(db, {
          language: query.language ?? 'en',
          terms,
          category: query.category || undefined,
          sort: query.sort ?? (terms.length ? 'relevance' : 'newest'),
          limit: POSTS_PER_PAGE,
          offset: (page - 1) * POSTS_PER_PAGE,
        })
        return { items: rows.map(toPost), total, pageSize: POSTS_PER_PAGE }
      })
    },

    /** The published post with this slug, or null (missing or draft: the page answers 404). */
    async getPublishedBySlug(slug: string): Promise<Post | null> {
      return read('get by slug', async () => {
        const row = await repo.findBySlugWithLink(db, slug)
        if (!row || !row.published) return null
        const post = toPost(row)
        // The post page asks for the translation next: it came with this query.
        const link: PostTranslation | null =
          row.translation_id !== null && row.link_slug
            ? {
                id: Number(row.translation_id),
                slug: row.link_slug,
                language: row.link_language as Locale,
                published: Boolean(row.link_published),
              }
            : null
        prefetchedLinks.set(post, link)
        return post
      })
    },

    /**
     * The linked translation of a post, for the language switch, hreflang alternates and the
     * cross-language redirect; a draft translation only for signed-in staff (`includeDrafts`).
     */
    async getTranslation(post: Post, includeDrafts = false): Promise<PostTranslation | null> {
      if (post.translation_id === null) return null
      const prefetched = prefetchedLinks.get(post)
      if (prefetched !== undefined) return prefetched && (includeDrafts || prefetched.published) ? prefetched : null
      const translationId = post.translation_id
      return read('get translation', async () => {
        const row = await repo.findLinkById(db, translationId)
        if (!row || (!includeDrafts && !row.published)) return null
        return {
          id: Number(row.id),
          slug: row.slug,
          language: row.language as Locale,
          published: Boolean(row.published),
        }
      })
    },

    /** Any post with this slug, drafts included: only for signed-in staff previewing (decisions.md "Blog"). */
    async getBySlugForPreview(slug: string): Promise<Post | null> {
      return read('get for preview', async () => {
        const row = await repo.findBySlug(db, slug)
        return row ? toPost(row) : null
      })
    },

    /** The current slug of the published post that used to live at `oldSlug`, for a 301. */
    async resolveOldSlug(oldSlug: string): Promise<string | null> {
      return read('resolve old slug', async () => {
        const postId = await repo.findPostIdByOldSlug(db, oldSlug)
        if (postId === undefined) return null
        const row = await repo.findById(db, postId)
        return row && Boolean(row.published) && row.slug !== oldSlug ? row.slug : null
      })
    },

    /** Up to `limit` published posts of the same language sharing the post's category or tags (without their content). */
    async listRelated(post: Post, limit = 3): Promise<PostSummary[]> {
      return read('related', async () => (await repo.listRelated(db, post, limit)).map(toPostSummary))
    },

    /** Every published post, newest first (sitemap: every language); `language` and `limit` for feeds. */
    async listAllPublished(options: { language?: Locale; limit?: number } = {}): Promise<Post[]> {
      return read('list all', async () => (await repo.listPublishedSummaries(db, options)).map(toPost))
    },

    async countAll(): Promise<number> {
      return repo.countAll(db)
    },

    getById,

    /** A post written by the server itself (seeding, tests): the post schema's checks, then the same insert as the back office. */
    async create(input: PostInput): Promise<Post> {
      const changes = { ...checkPost(input, 'create'), date: input.date, createdAt: input.createdAt }
      const id = await db.transaction((trx) => insertPost(trx, changes, now()))
      return getById(id)
    },

    /** Partial update; a new title makes a new slug, and a published post keeps its old URL as a 301. */
    async update(id: number, input: Partial<PostInput>): Promise<Post> {
      const changes = { ...checkPost(input, 'update'), ...(input.date !== undefined ? { date: input.date } : {}) }
      const before = (await repo.findById(db, id)) as AdminPostRow | undefined
      if (!before) throw new NotFoundError('post.not_found')
      await db.transaction(async (trx) => repo.update(trx, id, await patchPost(trx, before, changes, now())))
      return getById(id)
    },

    /** Deletes the post and its slug history; returns the deleted post (its image is the caller's to remove). */
    async delete(id: number): Promise<Post> {
      const post = await getById(id)
      await db.transaction(async (trx) => {
        await repo.unlinkTranslation(trx, id)
        await repo.removeSlugHistory(trx, id)
        await repo.remove(trx, id)
      })
      return post
    },
  }
}

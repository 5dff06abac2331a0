import { defaultPostAuthor, defaultPostCategory } from '../../../content/en/blog.js'
import type { Locale } from '../../../content/index.js'
import { isUniqueViolation, type Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts.js'
import { usersRepository } from '../../db/repositories/users.js'
import type { PostSort, PostWrite } from '../../db/repositories/posts.js'
import {
  cleanTags,
  toPost,
  toPostSummary,
  validate,
  type Post,
  type PostInput,
  type PostSummary,
  type PostTranslation,
} from './model.js'
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import { postSlug, uniqueSlug } from '../../lib/post-slug.js'
import { searchTerms } from '../../lib/search-terms.js'

export type { PostSort } from '../../db/repositories/posts.js'
export { cleanTags, toPost, type Post, type PostInput, type PostSummary, type PostTranslation } from './model.js'

export const POSTS_PER_PAGE = 12
export const POST_SORTS: readonly PostSort[] = ['newest', 'oldest', 'popular', 'relevance']

export interface PublishedListOptions {
  /** The list of /blog shows English posts, /fr/blog French ones. */
  language?: Locale
  search?: string
  category?: string
  sort?: PostSort
  page?: number
}

export interface AdminListOptions {
  search?: string
  status?: 'published' | 'draft'
  ids?: number[]
  /** A Post field name, e.g. 'createdAt' or 'title'. */
  sort?: string
  order?: 'asc' | 'desc'
  limit?: number
  offset?: number
}

const adminSortColumns: Record<string, repo.AdminSortField> = {
  id: 'id',
  title: 'title',
  category: 'category',
  author: 'author',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  published: 'published',
  featured: 'featured',
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

  async function freeSlug(title: string, exceptId?: number): Promise<string> {
    return uniqueSlug(postSlug(title), (slug) => repo.slugInUse(db, slug, exceptId))
  }

  async function getById(id: number): Promise<Post> {
    const row = await repo.findById(db, id)
    if (!row) throw new NotFoundError('Blog post not found.')
    return toPost(row)
  }

  /** The author select's value: none, or an existing account (authors.ts shows its public profile). */
  async function checkedAuthor(authorId: number | null | undefined): Promise<number | null> {
    if (!authorId) return null
    if (!(await usersRepository(db).findById(authorId)))
      throw new ValidationError('Please correct the highlighted fields.', { author_id: 'Author must be a user' })
    return authorId
  }

  const languageNames: Record<Locale, string> = { en: 'English', fr: 'French' }

  /**
   * A translation link must name an existing post of the other language that is not linked to a
   * third post (400 / 409 with the field's message otherwise).
   */
  async function checkTranslation(trx: Db, selfId: number | undefined, language: Locale, translationId: number) {
    if (translationId === selfId)
      throw new ValidationError('A post cannot be its own translation.', {
        translation_id: 'Choose a post in the other language',
      })
    const other = await repo.findById(trx, translationId)
    if (!other)
      throw new ValidationError('The translation must be an existing post.', {
        translation_id: `There is no post with id ${translationId}`,
      })
    if (other.language === language)
      throw new ValidationError(
        `The translation must be in the other language: this post is in ${languageNames[language]}.`,
        {
          translation_id: `Choose a post that is not in ${languageNames[language]}`,
        },
      )
    if (other.translation_id !== null && other.translation_id !== undefined && Number(other.translation_id) !== selfId)
      throw new ConflictError('That post is already linked to another translation: remove that link first.', {
        translation_id: 'Already linked to another post',
      })
  }

  /** Translation links read together with a post (getPublishedBySlug), for getTranslation. */
  const prefetchedLinks = new WeakMap<Post, PostTranslation | null>()

  /** Links both posts; a link made by a concurrent request in the meantime answers 409, not 500. */
  async function linkTranslations(trx: Db, id: number, translationId: number) {
    try {
      await repo.linkTranslations(trx, id, translationId)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw new ConflictError('That post was just linked to another translation: reload and try again.', {
        translation_id: 'Already linked to another post',
      })
    }
  }

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

    /**
     * Every post for the back office (drafts included): search on title, excerpt or category
     * (product-spec, Admin blog list), status filter, sort and a range, or a set of ids.
     */
    async listForAdmin(query: AdminListOptions = {}): Promise<{ items: Post[]; total: number }> {
      const { rows, total } = await repo.listForAdmin(db, {
        search: query.search?.trim().slice(0, 200) || undefined,
        published: query.status === undefined ? undefined : query.status === 'published',
        ids: query.ids,
        sort: adminSortColumns[query.sort ?? 'createdAt'] ?? 'created_at',
        order: query.order === 'asc' ? 'asc' : 'desc',
        limit: Math.min(Math.max(1, query.limit ?? 25), 500),
        offset: Math.max(0, query.offset ?? 0),
      })
      return { items: rows.map(toPost), total }
    },

    /** Dashboard figures: Total Posts, Published, Drafts, This Month (created in the current calendar month, UTC). */
    async stats(): Promise<{ total: number; published: number; drafts: number; thisMonth: number }> {
      const current = options.now?.() ?? new Date()
      const monthStart = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth(), 1)).toISOString()
      const [total, published, thisMonth] = await Promise.all([
        repo.countAll(db),
        repo.countPublished(db),
        repo.countCreatedSince(db, monthStart),
      ])
      return { total, published, drafts: total - published, thisMonth }
    },

    getById,

    /**
     * `draft`: the editor's first autosave of a new post: a draft that needs only a title (the
     * other required fields are checked when it is saved or published).
     */
    async create(input: PostInput, options: { draft?: boolean } = {}): Promise<Post> {
      if (options.draft) {
        const { image, excerpt, content, ...rest } = input
        validate(
          {
            ...rest,
            ...(image ? { image } : {}),
            ...(excerpt?.trim() ? { excerpt } : {}),
            ...(content?.trim() ? { content } : {}),
          },
          false,
        )
        if (!input.title?.trim())
          throw new ValidationError('Please correct the highlighted fields.', { title: 'Title is required' })
      } else validate(input, true)
      const timestamp = now()
      const createdAt = input.createdAt ? new Date(input.createdAt).toISOString() : timestamp
      const slug = await freeSlug(input.title)
      const published = input.published ?? false
      const row: PostWrite = {
        title: input.title.trim(),
        slug,
        excerpt: input.excerpt.trim(),
        content: input.content,
        category: input.category ?? defaultPostCategory,
        author: input.author?.trim() || defaultPostAuthor,
        date: input.date?.trim() || null,
        image: input.image ? JSON.stringify(input.image) : null,
        tags: JSON.stringify(cleanTags(input.tags ?? [])),
        featured: input.featured ?? false,
        published,
        created_at: createdAt,
        updated_at: input.createdAt ? createdAt : timestamp,
        published_at: published ? createdAt : null,
        language: input.language ?? 'en',
        translation_id: null,
        author_id: await checkedAuthor(input.author_id),
      }
      const id = await db.transaction(async (trx) => {
        if (input.translation_id) await checkTranslation(trx, undefined, row.language as Locale, input.translation_id)
        await repo.releaseOldSlug(trx, slug)
        const inserted = await repo.insert(trx, row)
        if (input.translation_id) await linkTranslations(trx, inserted, input.translation_id)
        return inserted
      })
      return getById(id)
    },

    /** Partial update; a supplied title regenerates the slug, and a published post keeps its old URL as a 301. */
    async update(id: number, input: Partial<PostInput>): Promise<Post> {
      validate(input, false)
      const current = await getById(id)
      const timestamp = now()
      const patch: Partial<PostWrite> = { updated_at: timestamp }
      if (input.title !== undefined) {
        patch.title = input.title.trim()
        patch.slug = await freeSlug(input.title, id)
      }
      if (input.excerpt !== undefined) patch.excerpt = input.excerpt.trim()
      if (input.content !== undefined) patch.content = input.content
      if (input.category !== undefined) patch.category = input.category
      if (input.author !== undefined) patch.author = input.author.trim() || defaultPostAuthor
      if (input.date !== undefined) patch.date = input.date?.trim() || null
      if (input.image !== undefined) patch.image = input.image ? JSON.stringify(input.image) : null
      if (input.tags !== undefined) patch.tags = JSON.stringify(cleanTags(input.tags))
      if (input.featured !== undefined) patch.featured = input.featured
      if (input.author_id !== undefined) patch.author_id = await checkedAuthor(input.author_id)
      if (input.published !== undefined) {
        patch.published = input.published
        if (input.published && !current.publishedAt) patch.published_at = timestamp
      }
      const language = input.language ?? current.language
      if (input.language !== undefined) patch.language = input.language
      await db.transaction(async (trx) => {
        if (input.translation_id === null) await repo.unlinkTranslation(trx, id)
        else if (input.translation_id !== undefined) {
          await checkTranslation(trx, id, language, input.translation_id)
          if (input.translation_id !== current.translation_id) await linkTranslations(trx, id, input.translation_id)
        } else if (language !== current.language && current.translation_id !== null) {
          const linked = await repo.findById(trx, current.translation_id)
          if (linked?.language === language)
            throw new ValidationError(`The linked translation is also in ${languageNames[language]}.`, {
              language: 'Change or remove the translation first',
            })
        }
        if (patch.slug && patch.slug !== current.slug) {
          await repo.releaseOldSlug(trx, patch.slug)
          if (current.published) await repo.recordOldSlug(trx, current.slug, id, timestamp)
        }
        await repo.update(trx, id, patch)
      })
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

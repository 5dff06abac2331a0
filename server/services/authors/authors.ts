import type { Locale } from '../../../content/index.js'
import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/authors.js'
import { ServiceUnavailableError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import { safeImageSet } from '../media/image-set.js'
import type { ImageSet } from '../media/media.js'
import { toPost, type Post } from '../posts/model.js'

/** A post's author as the public blog shows them (/blog/author/{slug}, bylines, JSON-LD Person). */
export interface Author {
  id: number
  name: string
  slug: string
  bio: string | null
  avatar: ImageSet | null
}

/** How many of an author's posts their page lists (newest first). */
const AUTHOR_PAGE_POSTS = 50

function toAuthor(row: repo.AuthorRow): Author {
  let avatar: unknown
  try {
    avatar = row.avatar ? (JSON.parse(row.avatar) as unknown) : null
  } catch {
    avatar = null
  }
  return { id: row.id, name: row.public_name, slug: row.author_slug, bio: row.bio, avatar: safeImageSet(avatar) }
}

/**
 * Public reads of authors: like the posts service, a database failure is a ServiceUnavailableError
 * (the page answers 503), never an empty page.
 */
export function createAuthorsService(db: Db, options: { logger?: Logger } = {}) {
  async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      options.logger?.error({ err: error }, `authors: ${what} failed`)
      throw new ServiceUnavailableError()
    }
  }

  return {
    /** The author of this slug when they have at least one published post, else null (404). */
    async getPublicBySlug(slug: string): Promise<Author | null> {
      return read('get by slug', async () => {
        const row = await repo.findAuthorBySlug(db, slug)
        if (!row || (await repo.countPublishedByAuthor(db, row.id)) === 0) return null
        return toAuthor(row)
      })
    },

    /** A post's author when they have a public profile (name and slug), else null. */
    async getById(id: number): Promise<Author | null> {
      return read('get by id', async () => {
        const row = await repo.findAuthorById(db, id)
        return row ? toAuthor(row) : null
      })
    },

    async listPosts(authorId: number, language: Locale): Promise<Post[]> {
      return read('list posts', async () =>
        (await repo.listPublishedByAuthor(db, authorId, language, AUTHOR_PAGE_POSTS)).map(toPost),
      )
    },

    /** Authors with a published post: their page in every language (sitemap). */
    async listForSitemap(): Promise<{ slug: string; lastmod: string }[]> {
      return read('list for sitemap', async () =>
        (await repo.listAuthorsWithPosts(db)).map((r) => ({
          slug: r.author_slug,
          lastmod: new Date(r.lastmod).toISOString().slice(0, 10),
        })),
      )
    },
  }
}

export type AuthorsService = ReturnType<typeof createAuthorsService>

import type { Db } from '../db/knex.js'
import { countPostsUsingImage, listForAdmin, type AdminPostQuery } from '../db/repositories/posts-admin.js'
import { postWriteKeys } from '../lib/cache-policy.js'
import type { Logger } from '../lib/logger.js'
import type { CachePurger } from './cache-purge.js'
import { deleteImageSet, type ImageSet } from './media.js'
import { createPostsService, toPost, type Post, type PostInput } from './posts.js'

export type { AdminPostQuery }

/**
 * The back office on top of the blog's posts service: a list with drafts, image files removed
 * when a post is deleted or its image replaced (a failure there is only logged), and every write
 * purging the edge cache of what it changed (a failed purge is retried by the outbox).
 */
export function postsAdminService(db: Db, logger: Logger, now?: () => Date, purger?: CachePurger) {
  const posts = createPostsService(db, { logger, now })

  async function purgeAfter(before: Post | null, after: Post | null): Promise<void> {
    const post = after ?? before
    if (purger && post) await purger.purge(postWriteKeys(before, after), post)
  }

  async function releaseImage(image: ImageSet | null, dataDir: string): Promise<void> {
    if (!image) return
    try {
      if ((await countPostsUsingImage(db, image.fallback)) > 0) return
      await deleteImageSet(image, dataDir)
    } catch (err) {
      logger.warn({ err }, 'could not delete the image files of a post')
    }
  }

  return {
    async list(query: AdminPostQuery): Promise<{ rows: Post[]; total: number }> {
      const { rows, total } = await listForAdmin(db, query)
      return { rows: rows.map(toPost), total }
    },
    get: (id: number) => posts.getById(id),
    async create(input: PostInput): Promise<Post> {
      const post = await posts.create(input)
      await purgeAfter(null, post)
      return post
    },
    async update(id: number, input: Partial<PostInput>, dataDir: string): Promise<Post> {
      const before = await posts.getById(id)
      const post = await posts.update(id, input)
      await purgeAfter(before, post)
      if (before.image && before.image.fallback !== post.image?.fallback) await releaseImage(before.image, dataDir)
      return post
    },
    async remove(id: number, dataDir: string): Promise<Post> {
      const post = await posts.delete(id)
      await purgeAfter(post, null)
      await releaseImage(post.image, dataDir)
      return post
    },
  }
}

export type PostsAdminService = ReturnType<typeof postsAdminService>

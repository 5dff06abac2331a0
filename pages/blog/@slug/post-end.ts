import type { Locale } from '../../../content/index'
import { postKey } from '../../../server/lib/cache-policy'
import type { Post, PostsService, PostSummary } from '../../../server/services/posts/posts'
import { toCard } from '../post-card-data'

/**
 * What closes a post page: up to three related posts (same category or tags, same language) and
 * the cache keys of those posts, so editing one purges the pages that show it. Related posts are
 * an extra: when they cannot be read, the post still shows without them.
 */
export async function relatedPosts(posts: PostsService, post: Post, locale: Locale) {
  if (!post.published) return { related: [], cacheKeys: [] }
  const found: PostSummary[] = await posts.listRelated(post, 3).catch(() => [])
  return {
    related: found.map((p) => {
      const { href, title, date, dateIso, category } = toCard(p, locale)
      return { href, title, date, dateIso, category }
    }),
    cacheKeys: found.map((p) => postKey(p.id)),
  }
}

export type RelatedPost = Awaited<ReturnType<typeof relatedPosts>>['related'][number]

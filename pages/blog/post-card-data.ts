import type { Post } from '../../server/services/posts'
import { displayDate } from './blog-urls'

/** What a list card shows (the page data sent through +data stays small). */
export function toCard(post: Post) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    featured: post.featured,
    date: displayDate(post),
    dateIso: post.createdAt.slice(0, 10),
    image: post.image,
  }
}

export type PostCard = ReturnType<typeof toCard>

import { categoryLabel } from '../../content/blog-i18n'
import { localizePath, type Locale } from '../../content/index'
import type { PostSummary } from '../../server/services/posts/posts'
import { displayDate } from './blog-urls'

/** What a list card shows (the page data sent through +data stays small), in the page's locale. */
export function toCard(post: PostSummary, locale: Locale) {
  return {
    slug: post.slug,
    href: localizePath(`/blog/${post.slug}`, locale),
    title: post.title,
    excerpt: post.excerpt,
    category: categoryLabel(locale, post.category),
    featured: post.featured,
    date: displayDate(post, locale),
    dateIso: post.createdAt.slice(0, 10),
    image: post.image,
  }
}

export type PostCard = ReturnType<typeof toCard>

import { isLocale, type Locale } from '../../../content/index.js'
import type { PostRow, PostSummaryRow } from '../../db/repositories/posts.js'
import type { AdminPostRow } from '../../db/repositories/posts-admin.js'
import { safeImageSet } from '../media/image-set.js'
import { storedJson } from '../../lib/stored-json.js'
import type { ImageSet } from '../media/media.js'
import { postSeo, type PostSeo, type PostSeoColumns } from './seo.js'

/** The columns a post shows as they are stored. */
type PlainColumns = 'id' | 'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'author' | 'date'

/** A blog post as the rest of the app sees it (timestamps as ISO-8601 UTC strings). */
export interface Post extends Pick<PostRow, PlainColumns> {
  image: ImageSet | null
  tags: string[]
  featured: boolean
  published: boolean
  createdAt: string
  updatedAt: string
  publishedAt: string | null
  /** The language the post is written in: listed on /blog ('en') or /fr/blog ('fr'). */
  language: Locale
  /**
   * The id of the post's translation (in the other language), or null. Named like the admin API
   * field (react-admin's resources.posts.fields.translation_id); the link is symmetrical.
   */
  translation_id: number | null
  /** The post's author (a user with a public profile), or null: `author` (free text) is shown alone. */
  author_id: number | null
  /** Meta title and description, social image, canonical override, noindex (the admin's SEO tab). */
  seo: PostSeo
}

/** What a card or a related-post link shows (repositories/posts.ts SUMMARY_COLUMNS): no content. */
export type PostSummary = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'category' | 'date' | 'image' | 'tags' | 'featured' | 'createdAt' | 'language'
>

/** The twin of a post in the other language, for the language switch, hreflang and redirects. */
export interface PostTranslation {
  id: number
  slug: string
  language: Locale
  published: boolean
}

export interface PostInput {
  title: string
  excerpt: string
  content: string
  category?: string
  author?: string
  date?: string | null
  image: ImageSet | null
  tags?: string[]
  featured?: boolean
  published?: boolean
  /** Seeding keeps the articles' original dates; normal writes use the clock. */
  createdAt?: string
  /** 'en' (default) or 'fr'. */
  language?: Locale
  /** Links the post to its translation (a post of the other language not linked elsewhere); null unlinks. */
  translation_id?: number | null
  /** A user id (the author select), or null for none. */
  author_id?: number | null
  /** An address typed by the editor (made from the title by default). */
  slug?: string
}

function toIso(value: string | Date | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

export function toPostSummary(row: PostSummaryRow): PostSummary {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    date: row.date,
    image: safeImageSet(storedJson<unknown>(row.image, null)),
    tags: storedJson<string[]>(row.tags, []),
    featured: Boolean(row.featured),
    createdAt: toIso(row.created_at) as string,
    language: isLocale(row.language) ? row.language : 'en',
  }
}

export function toPost(row: PostRow): Post {
  return {
    ...toPostSummary(row),
    content: row.content,
    author: row.author,
    published: Boolean(row.published),
    updatedAt: toIso(row.updated_at) as string,
    publishedAt: toIso(row.published_at),
    translation_id: row.translation_id === null || row.translation_id === undefined ? null : Number(row.translation_id),
    author_id: row.author_id === null || row.author_id === undefined ? null : Number(row.author_id),
    seo: postSeo(row as PostRow & PostSeoColumns),
  }
}

/** Trimmed, without empty entries or case-insensitive duplicates (spec section 5, Tags). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of tags) {
    const tag = raw.trim().slice(0, 50)
    const key = tag.toLowerCase()
    if (!tag || seen.has(key)) continue
    seen.add(key)
    result.push(tag)
  }
  return result
}

/** A post as the back office reads and writes it: the blog's fields plus the editorial ones. */
export interface AdminPost extends Post {
  /** 'scheduled': a draft that the scheduler publishes at `publish_at`. */
  status: 'published' | 'draft' | 'scheduled'
  publish_at: string | null
  /** Sent back with a save: 409 when someone saved since (optimistic locking). */
  version: number
  meta_title: string | null
  meta_description: string | null
  social_image: ImageSet | null
  canonical_url: string | null
  noindex: boolean
}

export function toAdminPost(row: AdminPostRow): AdminPost {
  const post = toPost(row)
  const publishAt = row.publish_at ? new Date(row.publish_at).toISOString() : null
  return {
    ...post,
    status: post.published ? 'published' : publishAt ? 'scheduled' : 'draft',
    publish_at: publishAt,
    version: Number(row.version ?? 1),
    meta_title: post.seo.metaTitle,
    meta_description: post.seo.metaDescription,
    social_image: post.seo.socialImage,
    canonical_url: post.seo.canonicalUrl,
    noindex: post.seo.noindex,
  }
}

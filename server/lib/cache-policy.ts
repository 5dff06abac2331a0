/**
 * How long an HTTP cache in front of the app (Varnish, a CDN) may keep each kind of answer, and
 * the keys that name what an answer shows, so a post write purges exactly those (docs/edge-cache.md).
 *
 * Browsers always revalidate (max-age=0, answered by a 304 on a matching ETag); the shared cache
 * keeps a page for s-maxage and may serve it stale while it fetches a fresh copy. Blog answers are
 * purged on every post write when CACHE_PURGE_URL is set, so they may stay a day; without a purger
 * they refresh within half a minute. Marketing pages change only with a release.
 */
export type PublicKind = 'marketing' | 'blog-list' | 'post' | 'feed' | 'sitemap' | 'robots' | 'redirect'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function sharedMaxAge(kind: PublicKind, purging: boolean): number {
  if (kind === 'marketing' || kind === 'robots') return HOUR
  return purging ? DAY : 30
}

export function publicCacheControl(kind: PublicKind, purging: boolean): string {
  return `public, max-age=0, s-maxage=${sharedMaxAge(kind, purging)}, stale-while-revalidate=${MINUTE}`
}

/** Anything that depends on a session: a signed-in preview, the admin, a form result with a visitor's data. */
export const PRIVATE = 'private, no-store'

/** Files under public/ (illustrations, logos, icons) keep their names across releases: a week, then revalidate. */
export const PUBLIC_FILE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** Every cacheable answer carries `site`: purging it empties the cache after a release. */
const SITE_KEY = 'site'

export const postKey = (id: number) => `post-${id}`
export const feedKey = (language: string) => `feed-${language}`
/** An author's page and the pages of their posts (byline, JSON-LD): purged when the author or their posts change. */
export const authorKey = (userId: number) => `author-${userId}`
const BLOG_LIST_KEY = 'blog-list'
export const SITEMAP_KEY = 'sitemap'
/** Every redirect managed in the admin (server/services/redirects/redirects.ts): purged on any redirect write. */
export const REDIRECTS_KEY = 'redirects'

/** The keys of the answers that show a kind of page (a post page adds its own post key). */
export function keysOf(kind: PublicKind, extra: readonly string[] = []): string[] {
  const own: Record<PublicKind, string[]> = {
    marketing: ['pages'],
    'blog-list': [BLOG_LIST_KEY],
    post: [],
    feed: [],
    sitemap: [SITEMAP_KEY],
    robots: ['robots'],
    redirect: [REDIRECTS_KEY],
  }
  return [SITE_KEY, ...own[kind], ...extra]
}

/** After an author's profile edit: their page, their posts' pages (byline, JSON-LD) and the sitemap (slug). */
export function authorProfileKeys(userId: number): string[] {
  return [authorKey(userId), SITEMAP_KEY]
}

/** What a post shows up in, as far as a write can change it. */
export interface PostShown {
  id: number
  language: string
  published: boolean
  translation_id: number | null
  author_id?: number | null
}

/**
 * The keys to purge after a post write (create, edit, publish, unpublish, delete, slug change,
 * translation link): the post's page and its translations' (their language switch names it), and,
 * when the post is or was public, the lists, the sitemap and the feed of each language it was or is in.
 */
export function postWriteKeys(before: PostShown | null, after: PostShown | null): string[] {
  const keys = new Set<string>()
  for (const post of [before, after]) {
    if (!post) continue
    keys.add(postKey(post.id))
    if (post.translation_id !== null) keys.add(postKey(post.translation_id))
    if (post.author_id) keys.add(authorKey(post.author_id))
  }
  const shown = [before, after].filter((post): post is PostShown => Boolean(post?.published))
  if (shown.length) {
    keys.add(BLOG_LIST_KEY)
    keys.add(SITEMAP_KEY)
    for (const post of shown) keys.add(feedKey(post.language))
  }
  return [...keys]
}

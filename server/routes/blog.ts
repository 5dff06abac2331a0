import express, { Router, type Response } from 'express'
import { categoryLabel, getBlogContent } from '../../content/blog-i18n.js'
import { localeTags, localizePath, locales, type Locale } from '../../content/index.js'
import { industries } from '../../content/en/industries/index.js'
import { products } from '../../content/en/products/index.js'
import type { Env } from '../env.js'
import { feedKey } from '../lib/cache-policy.js'
import { ServiceUnavailableError } from '../lib/errors.js'
import type { CacheHeaders } from '../middleware/public-cache.js'
import { uploadsDir } from '../services/media/media.js'
import type { Post, PostsService } from '../services/posts/posts.js'
import type { AuthorsService } from '../services/authors/authors.js'

/** Public pages besides products, industries and posts (product-spec section 2, plus the legal pages). */
const staticPaths = [
  '/',
  '/pricing',
  '/pricing/quote',
  '/hardware',
  '/industries',
  '/about',
  '/career',
  '/licenses',
  '/privacy',
  '/accessibility',
  '/blog',
  '/newsletter',
]

const FEED_SIZE = 20

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

/** One page in one locale, with its twins by locale (logical paths; a locale left out has no twin). */
interface SitemapUrl {
  locale: Locale
  path: string
  alternates: Partial<Record<Locale, string>>
  lastmod?: string
}

function everyLocale(path: string): SitemapUrl[] {
  const alternates = Object.fromEntries(locales.map((l) => [l, path])) as Record<Locale, string>
  return locales.map((locale) => ({ locale, path, alternates }))
}

/**
 * A post alone, or with its published translation: the pair then lists each other as alternates.
 * A post marked noindex is left out (its page says noindex: listing it would contradict that), and
 * is no alternate of its twin either. It stays in the RSS feed: subscribers still get it.
 */
function postUrls(all: Post[]): SitemapUrl[] {
  const posts = all.filter((p) => !p.seo.noindex)
  const byId = new Map(posts.map((p) => [p.id, p]))
  return posts.map((p) => {
    const twin = p.translation_id === null ? undefined : byId.get(p.translation_id)
    const alternates: Partial<Record<Locale, string>> = { [p.language]: `/blog/${p.slug}` }
    if (twin && twin.language !== p.language) alternates[twin.language] = `/blog/${twin.slug}`
    return { locale: p.language, path: `/blog/${p.slug}`, alternates, lastmod: p.updatedAt.slice(0, 10) }
  })
}

function alternateLinks(baseUrl: string, alternates: Partial<Record<Locale, string>>): string {
  const present = locales.filter((l) => alternates[l])
  if (present.length < 2) return ''
  const link = (hreflang: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(baseUrl + localizePath(alternates[locale] as string, locale))}"/>`
  return [
    ...present.map((l) => link(localeTags[l], l)),
    link('x-default', alternates.en ? 'en' : (present[0] as Locale)),
  ].join('')
}

/**
 * Every public page in both languages; pages with a twin in the other language carry hreflang
 * alternates (en-CA, fr-CA, x-default = English). A post without a translation stands alone.
 */
/** Author pages (/blog/author/{slug}) in every language, for authors with a published post. */
function authorUrls(authors: { slug: string; lastmod: string }[]): SitemapUrl[] {
  return authors.flatMap((a) => everyLocale(`/blog/author/${a.slug}`).map((u) => ({ ...u, lastmod: a.lastmod })))
}

/** Newsletter issues that went out (/newsletter/{slug}): each in its own language only. */
function newsletterUrls(issues: ArchivedIssue[]): SitemapUrl[] {
  return issues.flatMap((i) => {
    if (!i.slug) return []
    const path = `/newsletter/${i.slug}`
    return [{ locale: i.language, path, alternates: { [i.language]: path }, lastmod: i.updatedAt.slice(0, 10) }]
  })
}

interface ArchivedIssue {
  language: Locale
  slug: string | null
  updatedAt: string
}

function sitemapXml(
  baseUrl: string,
  posts: Post[],
  authors: { slug: string; lastmod: string }[] = [],
  issues: ArchivedIssue[] = [],
): string {
  const urls: SitemapUrl[] = [
    ...staticPaths.flatMap(everyLocale),
    ...products.flatMap((p) => everyLocale(`/products/${p.slug}`)),
    ...industries.flatMap((i) => everyLocale(`/categories/${i.slug}`)),
    ...postUrls(posts),
    ...authorUrls(authors),
    ...newsletterUrls(issues),
  ]
  const entries = urls.map(
    (u) =>
      `  <url><loc>${escapeXml(baseUrl + localizePath(u.path, u.locale))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${alternateLinks(baseUrl, u.alternates)}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

function rssXml(baseUrl: string, locale: Locale, posts: Post[]): string {
  const { blog } = getBlogContent(locale)
  const listUrl = `${baseUrl}${localizePath('/blog', locale)}`
  const items = posts.map((p) => {
    const link = `${baseUrl}${localizePath(`/blog/${p.slug}`, locale)}`
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(categoryLabel(locale, p.category))}</category>`,
      `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const lastBuild = posts[0] ? new Date(posts[0].updatedAt).toUTCString() : new Date(0).toUTCString()
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(blog.feed.title)}</title>
    <link>${escapeXml(listUrl)}</link>
    <description>${escapeXml(blog.feed.description)}</description>
    <language>${localeTags[locale].toLowerCase()}</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(`${listUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`
}

function sendUnavailable(res: Response, error: unknown): void {
  const message = error instanceof ServiceUnavailableError ? error.message : new ServiceUnavailableError().message
  res.status(503).setHeader('Retry-After', '60').type('text/plain').send(message)
}

/** Uploaded images, the feed and the crawler files: /uploads/*, /blog/rss.xml, /sitemap.xml, /robots.txt. */
export function blogRouter({
  env,
  posts,
  authors,
  cache,
  newsletters,
}: {
  env: Pick<Env, 'BASE_URL' | 'DATA_DIR'>
  posts: PostsService
  authors: AuthorsService
  cache: CacheHeaders
  /** The newsletter archive's issues, listed in the sitemap (server/services/newsletters). */
  newsletters?: { listArchive(): Promise<ArchivedIssue[]> }
}): Router {
  const router = Router()

  // Upload names carry a content hash, so a file never changes: cache it for a year.
  router.use(
    '/uploads',
    express.static(uploadsDir(env.DATA_DIR), {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found.')
    },
  )

  router.get('/robots.txt', (_req, res) => {
    cache.public(res, 'robots')
    res
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${env.BASE_URL}/sitemap.xml\n`)
  })

  router.get('/sitemap.xml', async (_req, res) => {
    try {
      const [published, authorPages, issues] = await Promise.all([
        posts.listAllPublished(),
        authors.listForSitemap(),
        newsletters?.listArchive() ?? [],
      ])
      cache.public(res, 'sitemap')
      res.type('application/xml').send(sitemapXml(env.BASE_URL, published, authorPages, issues))
    } catch (error) {
      sendUnavailable(res, error)
    }
  })

  // One feed per language: /blog/rss.xml (English posts), /fr/blog/rss.xml (French posts).
  for (const locale of locales) {
    router.get(`${localizePath('/blog', locale)}/rss.xml`, async (_req, res) => {
      try {
        const latest = await posts.listAllPublished({ language: locale, limit: FEED_SIZE })
        cache.public(res, 'feed', [feedKey(locale)])
        res.type('application/rss+xml').send(rssXml(env.BASE_URL, locale, latest))
      } catch (error) {
        sendUnavailable(res, error)
      }
    })
  }

  return router
}

import express, { Router, type Response } from 'express'
import { blog } from '../../content/en/blog.js'
import { industries } from '../../content/en/industries/index.js'
import { products } from '../../content/en/products/index.js'
import type { AppDeps } from '../app.js'
import { ServiceUnavailableError } from '../lib/errors.js'
import { uploadsDir } from '../services/media.js'
import { createPostsService, type Post } from '../services/posts.js'

/** Public pages besides products, industries and posts (product-spec section 2, plus the legal pages). */
const staticPaths = [
  '/',
  '/pricing',
  '/hardware',
  '/industries',
  '/about',
  '/career',
  '/licenses',
  '/privacy',
  '/accessibility',
  '/blog',
]

const FEED_SIZE = 20

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

function sitemapXml(baseUrl: string, posts: Post[]): string {
  const urls = [
    ...staticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...products.map((p) => ({ path: `/products/${p.slug}`, lastmod: undefined })),
    ...industries.map((i) => ({ path: `/categories/${i.slug}`, lastmod: undefined })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt.slice(0, 10) })),
  ]
  const entries = urls.map(
    (u) =>
      `  <url><loc>${escapeXml(baseUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

function rssXml(baseUrl: string, posts: Post[]): string {
  const items = posts.map((p) => {
    const link = `${baseUrl}/blog/${p.slug}`
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(p.category)}</category>`,
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
    <link>${escapeXml(`${baseUrl}/blog`)}</link>
    <description>${escapeXml(blog.feed.description)}</description>
    <language>en-ca</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
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
export function blogRouter(deps: AppDeps): Router {
  const { env, db, logger } = deps
  const posts = createPostsService(db, { logger })
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
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${env.BASE_URL}/sitemap.xml\n`)
  })

  router.get('/sitemap.xml', async (_req, res) => {
    try {
      const published = await posts.listAllPublished()
      res
        .type('application/xml')
        .setHeader('Cache-Control', 'public, max-age=300')
        .send(sitemapXml(env.BASE_URL, published))
    } catch (error) {
      sendUnavailable(res, error)
    }
  })

  router.get('/blog/rss.xml', async (_req, res) => {
    try {
      const latest = await posts.listAllPublished(FEED_SIZE)
      res
        .type('application/rss+xml')
        .setHeader('Cache-Control', 'public, max-age=300')
        .send(rssXml(env.BASE_URL, latest))
    } catch (error) {
      sendUnavailable(res, error)
    }
  })

  return router
}

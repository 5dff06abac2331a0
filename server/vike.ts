import path from 'node:path'
import express, { type Express, type Request, type Response, type NextFunction } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import { authorKey, postKey, PUBLIC_FILE_MAX_AGE_SECONDS, type PublicKind } from './lib/cache-policy.js'
import { createCssInliner } from './lib/inline-css.js'
import { rootDir } from './lib/paths.js'
import { lowerScriptPriority } from './lib/script-priority.js'
import { currentUser } from './middleware/auth.js'
import { drawingRasters } from './routes/drawing-rasters.js'
import type { CacheHeaders } from './middleware/public-cache.js'

/**
 * Static assets: hashed files under /assets are immutable for a year; other public files
 * (favicon, illustrations, logos) keep their names across releases, so they are kept a week.
 */
export function mountStatic(app: Express, isProduction: boolean): void {
  const clientDir = path.join(rootDir, 'dist/client')
  // The drawings' raster copies, from the SVGs the build copied (in development, from public/).
  app.use(drawingRasters(isProduction ? clientDir : path.join(rootDir, 'public')))
  if (!isProduction) return
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
    }),
  )
  // Public files all have an extension (favicon.svg, illustrations/*.svg, site.webmanifest): page
  // URLs skip the file-system lookup, which would otherwise cost every rendered page a stat().
  const publicFiles = express.static(clientDir, { maxAge: PUBLIC_FILE_MAX_AGE_SECONDS * 1000, index: false })
  app.use((req, res, next) => {
    if (isFileRequest(req.path)) publicFiles(req, res, next)
    else next()
  })
}

/** A path whose last segment has an extension: '/favicon.svg', not '/blog' or '/blog/my-post'. */
function isFileRequest(pathname: string): boolean {
  return pathname.lastIndexOf('.') > pathname.lastIndexOf('/')
}

/** In development, Vite's middleware (HMR, on-the-fly transforms) comes first. */
export async function mountViteDev(app: Express): Promise<() => Promise<void>> {
  const { devMiddleware, viteServer } = await createDevMiddleware({ root: rootDir })
  app.use(devMiddleware)
  return () => viteServer?.close() ?? Promise.resolve()
}

export interface PageRendererOptions {
  /**
   * Production serves built assets; its page CSS is inlined (server/lib/inline-css.ts) and its scripts
   * are fetched at low priority (server/lib/script-priority.ts).
   */
  isProduction?: boolean
  /** Server-side services handed to +data through pageContext (the page bundle has its own module copies). */
  services?: Vike.PageContextServices
  cache: CacheHeaders
}

const kindByPageId: Record<string, PublicKind> = {
  '/pages/blog': 'blog-list',
  '/pages/blog/@slug': 'post',
  '/pages/blog/author/@slug': 'blog-list',
  // The newsletter archive: purged by key ('newsletters') when an issue starts or finishes going out.
  '/pages/newsletter': 'blog-list',
  '/pages/newsletter/@slug': 'blog-list',
}

/** An author page (pages/blog/author/@slug names its author) and a post's author: purged with the author. */
function authorKeysOf(data: unknown): string[] {
  const d = data as { author?: { id?: unknown }; post?: { authorId?: unknown } } | undefined
  const id = d?.author?.id ?? d?.post?.authorId
  return typeof id === 'number' ? [authorKey(id)] : []
}

/** The post a post page shows (pages/blog/@slug/+data.ts names it), for its purge key. */
function postIdOf(data: unknown): number | undefined {
  const id = (data as { post?: { id?: unknown } } | undefined)?.post?.id
  return typeof id === 'number' ? id : undefined
}

/** A page that renders its form with refused input (the quote builder) answers 4xx: `data.httpStatus`. */
function statusOf(data: unknown, rendered: number): number {
  const status = (data as { httpStatus?: unknown } | undefined)?.httpStatus
  return rendered === 200 && typeof status === 'number' && status >= 400 && status < 500 ? status : rendered
}

/** Other purge keys a page names in its data (a post page: the related posts it links to). */
function extraKeysOf(data: unknown): string[] {
  const keys = (data as { cacheKeys?: unknown } | undefined)?.cacheKeys
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
}

/**
 * The catch-all after every router: Vike renders the page. A 200 for an anonymous visitor is
 * public (cached by the edge under its keys, ETag and 304 from res.send); anything rendered for a
 * signed-in user (a draft preview) and every other status is private.
 */
export function createPageRenderer(baseUrl: string, options: PageRendererOptions) {
  const { services, cache } = options
  const inlineCss = options.isProduction ? createCssInliner(path.join(rootDir, 'dist/client')) : undefined
  // Script tags first, while the document is still without its inlined CSS (less to scan).
  const finishHtml = (html: string) => (inlineCss ? inlineCss(lowerScriptPriority(html)) : html)

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = currentUser(res)
      // No headersOriginal: no page reads request headers, and Vike would copy them through a
      // WHATWG Headers object on every render.
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        user,
        baseUrl,
        services,
      })
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      const { headers } = httpResponse
      const statusCode = statusOf(pageContext.data, httpResponse.statusCode)
      for (const [name, value] of headers) {
        // The cache policy and our helmet CSP decide these, not Vike's defaults.
        if (!/^(cache-control|content-security-policy)$/i.test(name)) res.setHeader(name, value)
      }
      const isHtml = headers.some(([n, v]) => n.toLowerCase() === 'content-type' && v.startsWith('text/html'))
      const kind = kindByPageId[pageContext.pageId ?? ''] ?? 'marketing'
      const postId = kind === 'post' ? postIdOf(pageContext.data) : undefined
      const keys = [...(postId === undefined ? [] : [postKey(postId)]), ...extraKeysOf(pageContext.data)]
      if (kind !== 'marketing') keys.push(...authorKeysOf(pageContext.data))
      if (statusCode === 200 && !user) cache.public(res, kind, keys)
      else cache.private(res)
      // A 503 page (the database is unavailable): tell clients and proxies when to try again.
      if (statusCode === 503) res.setHeader('Retry-After', '5')
      res.status(statusCode).send(isHtml ? finishHtml(httpResponse.body) : httpResponse.body)
    } catch (error) {
      next(error)
    }
  }
}

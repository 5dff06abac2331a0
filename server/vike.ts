import path from 'node:path'
import express, { type Express, type Request, type Response, type NextFunction } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { createCssInliner } from './lib/inline-css.js'
import { createLeanRenderer } from './lean-render.js'
import { rootDir } from './lib/paths.js'
import { renderCacheKey, type RenderCache } from './services/render-cache.js'

export interface RenderContextExtras {
  cspNonce: string
  user?: { id: number; email: string; role: string } | null
}

/**
 * Static assets: hashed files under /assets are immutable for a year; other public files
 * (favicon, illustrations) may change between releases, so they revalidate daily.
 */
export function mountStatic(app: Express, isProduction: boolean): void {
  if (!isProduction) return
  const clientDir = path.join(rootDir, 'dist/client')
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
  const publicFiles = express.static(clientDir, { maxAge: '1d', index: false })
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

export interface VikeHandlerOptions {
  /** Production serves built assets; its page CSS is inlined (server/lib/inline-css.ts). */
  isProduction?: boolean
  /** Server-side services handed to +data through pageContext (the page bundle has its own module copies). */
  services?: Vike.PageContextServices
  /** HTML of anonymous blog pages (server/services/render-cache.ts). */
  renderCache?: RenderCache
}

function sendCached(renderCache: RenderCache, key: string, res: Response): boolean {
  const hit = renderCache.get(key)
  if (!hit) return false
  const body = renderCache.body(hit, res.locals.cspNonce as string)
  for (const [name, value] of hit.headers) res.setHeader(name, value)
  res.setHeader('Content-Length', body.length)
  res.setHeader('X-Render-Cache', 'hit')
  res.status(hit.statusCode).end(body)
  return true
}

/** Pages whose later anonymous requests take the lean render path (server/lean-render.ts). */
export const leanPageIds = ['/pages/blog/@slug']

interface RenderedPage {
  statusCode: number
  headers: [string, string][]
  /** The HTML as sent (CSS inlined), with the nonce it was rendered with. */
  body: string
  /** Rendered by the lean path (server/lean-render.ts) rather than by Vike. */
  lean: boolean
}

/**
 * The public pages: `early` goes right after the security headers, before static files and
 * routers; `handler` is the catch-all after every router.
 *
 * - `early` answers render cache hits, and anonymous GETs (no cookie, so no session) of pages the
 *   lean path has learnt: their URLs reached the catch-all before, past every router, and
 *   routers choose by method and path, so they would again.
 * - `handler` renders every other page with Vike (a page the lean path knows but a signed-in
 *   user asks for, a first request, an error) and lets the lean path learn from 200 answers.
 *
 * Pages rendered for the render cache carry its placeholder nonce, replaced by each request's own.
 */
export function createPageRenderer(baseUrl: string, options: VikeHandlerOptions = {}) {
  const { renderCache, services } = options
  const inlineCss = options.isProduction ? createCssInliner(path.join(rootDir, 'dist/client')) : (html: string) => html
  // Production only: in development Vite reloads page modules, which the lean path would keep.
  const lean = options.isProduction ? createLeanRenderer({ pageIds: leanPageIds }) : null

  function cacheKey(req: Request, res: Response): string | null {
    return renderCache ? renderCacheKey(req, Boolean(res.locals.user)) : null
  }

  function renderNonce(key: string | null, res: Response): string {
    return key && renderCache ? renderCache.placeholderNonce : (res.locals.cspNonce as string)
  }

  async function renderLean(req: Request, nonce: string): Promise<RenderedPage | null> {
    const page = await lean?.render({
      urlOriginal: req.originalUrl,
      headers: req.headers,
      cspNonce: nonce,
      baseUrl,
      services,
    })
    return page ? { ...page, lean: true } : null
  }

  async function renderWithVike(req: Request, nonce: string, user: RenderContextExtras['user']) {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: nonce,
      user,
      baseUrl,
      services,
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return null
    // Our helmet CSP is stricter than Vike's default header; keep ours.
    const headers = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy')
    const { statusCode } = httpResponse
    const isHtml = headers.some(([n, v]) => n.toLowerCase() === 'content-type' && v.startsWith('text/html'))
    const body = isHtml ? inlineCss(httpResponse.body) : httpResponse.body
    // A 200 answer went through routing, +data and onRenderHtml: its pageContext is complete.
    if (statusCode === 200) lean?.learn(req.originalUrl, pageContext as PageContextServer, nonce, body, headers)
    return { statusCode, headers, body, lean: false }
  }

  function send(res: Response, key: string | null, page: RenderedPage): void {
    let { body } = page
    if (key && renderCache) {
      if (page.statusCode === 200) renderCache.set(key, { statusCode: 200, headers: page.headers, body })
      body = body.split(renderCache.placeholderNonce).join(res.locals.cspNonce as string)
      res.setHeader('X-Render-Cache', 'miss')
    }
    for (const [name, value] of page.headers) res.setHeader(name, value)
    // Which renderer answered: 'lean' (server/lean-render.ts) or 'vike'.
    res.setHeader('X-Render-Path', page.lean ? 'lean' : 'vike')
    // Sent like a cache hit: no ETag (pages are no-store, and hashing every page costs a SHA-1).
    const bytes = Buffer.from(body)
    res.setHeader('Content-Length', bytes.length)
    // A 503 page (the database is unavailable): tell clients and proxies when to try again.
    if (page.statusCode === 503) res.setHeader('Retry-After', '5')
    res.status(page.statusCode).end(bytes)
  }

  return {
    early: async (req: Request, res: Response, next: NextFunction) => {
      try {
        const key = cacheKey(req, res)
        if (key && renderCache && sendCached(renderCache, key, res)) return
        const anonymous = req.method === 'GET' && !req.headers.cookie && !res.locals.user
        const page = anonymous ? await renderLean(req, renderNonce(key, res)) : null
        if (page) send(res, key, page)
        else next()
      } catch (error) {
        next(error)
      }
    },

    handler: async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user = (res.locals.user as RenderContextExtras['user']) ?? null
        const key = cacheKey(req, res)
        if (key && renderCache && sendCached(renderCache, key, res)) return
        const nonce = renderNonce(key, res)
        const page = (!user && (await renderLean(req, nonce))) || (await renderWithVike(req, nonce, user))
        if (page) send(res, key, page)
        else next()
      } catch (error) {
        next(error)
      }
    },
  }
}

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

function isSignedIn(res: Response): boolean {
  return Boolean(res.locals.user)
}

/**
 * Answers cached blog pages early in the middleware chain (after the security headers, before
 * static files and routers), so a hit costs little more than writing the bytes.
 */
export function renderCacheMiddleware(renderCache: RenderCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = renderCacheKey(req, isSignedIn(res))
    if (key && sendCached(renderCache, key, res)) return
    next()
  }
}

/** Pages whose later anonymous requests take the lean render path (server/lean-render.ts). */
export const leanPageIds = ['/pages/blog/@slug']

export function vikeHandler(baseUrl: string, options: VikeHandlerOptions = {}) {
  const { renderCache, services } = options
  const inlineCss = options.isProduction ? createCssInliner(path.join(rootDir, 'dist/client')) : (html: string) => html
  // Production only: in development Vite reloads page modules, which the lean path would keep.
  const lean = options.isProduction ? createLeanRenderer({ pageIds: leanPageIds }) : null

  /** The page as sent (CSS inlined): from the lean path when it knows the page, else from Vike. */
  async function render(req: Request, renderNonce: string, user: RenderContextExtras['user']) {
    if (lean && !user) {
      const page = await lean.render({
        urlOriginal: req.originalUrl,
        headers: req.headers,
        cspNonce: renderNonce,
        baseUrl,
        services,
      })
      if (page) return { ...page, lean: true }
    }
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: renderNonce,
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
    if (statusCode === 200) lean?.learn(req.originalUrl, pageContext as PageContextServer, renderNonce, body, headers)
    return { statusCode, headers, body, lean: false }
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const nonce = res.locals.cspNonce as string
      const user = (res.locals.user as RenderContextExtras['user']) ?? null
      const key = renderCache ? renderCacheKey(req, Boolean(user)) : null
      if (key && renderCache && sendCached(renderCache, key, res)) return
      // Pages rendered for the cache carry a placeholder, replaced by each request's nonce.
      const page = await render(req, key && renderCache ? renderCache.placeholderNonce : nonce, user)
      if (!page) return next()
      const { headers } = page
      let { body } = page
      if (key && renderCache) {
        if (page.statusCode === 200) renderCache.set(key, { statusCode: 200, headers, body })
        body = body.split(renderCache.placeholderNonce).join(nonce)
        res.setHeader('X-Render-Cache', 'miss')
      }
      for (const [name, value] of headers) res.setHeader(name, value)
      // Which renderer answered: 'lean' (server/lean-render.ts) or 'vike'.
      res.setHeader('X-Render-Path', page.lean ? 'lean' : 'vike')
      // Sent like a cache hit: no ETag (pages are no-store, and hashing every page costs a SHA-1).
      const bytes = Buffer.from(body)
      res.setHeader('Content-Length', bytes.length)
      res.status(page.statusCode).end(bytes)
    } catch (error) {
      next(error)
    }
  }
}

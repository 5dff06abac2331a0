import path from 'node:path'
import express, { type Express, type Request, type Response, type NextFunction } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import { createCssInliner } from './lib/inline-css.js'
import { rootDir } from './lib/paths.js'

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
  app.use(express.static(clientDir, { maxAge: '1d', index: false }))
}

/** In development, Vite's middleware (HMR, on-the-fly transforms) comes first. */
export async function mountViteDev(app: Express): Promise<() => Promise<void>> {
  const { devMiddleware, viteServer } = await createDevMiddleware({ root: rootDir })
  app.use(devMiddleware)
  return () => viteServer?.close() ?? Promise.resolve()
}

export function vikeHandler(baseUrl: string, isProduction: boolean) {
  const inlineCss = isProduction ? createCssInliner(path.join(rootDir, 'dist/client')) : (html: string) => html
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        cspNonce: res.locals.cspNonce as string,
        user: (res.locals.user as RenderContextExtras['user']) ?? null,
        baseUrl,
      })
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      httpResponse.headers.forEach(([name, value]) => {
        // Our helmet CSP is stricter than Vike's default header; keep ours.
        if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value)
      })
      res.status(httpResponse.statusCode)
      const isHtml = httpResponse.headers.some(([n, v]) => n.toLowerCase() === 'content-type' && v.startsWith('text/html'))
      res.send(isHtml ? inlineCss(httpResponse.body) : httpResponse.body)
    } catch (error) {
      next(error)
    }
  }
}

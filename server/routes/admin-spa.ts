import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import type { ViteDevServer } from 'vite'
import type { Env } from '../env.js'
import { rootDir } from '../lib/paths.js'

/** The placeholder admin/vite.config.ts writes into every script and style tag (html.cspNonce). */
const NONCE_PLACEHOLDER = '__ADMIN_CSP_NONCE__'

/**
 * /admin: the react-admin SPA. Production serves the build in dist/admin: hashed assets are
 * immutable; every other /admin path answers the same index.html (history fallback) with this
 * request's CSP nonce, so /admin/blogs/3/edit loads directly and survives a reload. Development
 * starts the admin's own Vite dev server on first use (on-the-fly transforms and HMR).
 */
export function adminSpaRouter(env: Env): Router {
  return env.isProduction ? builtAdmin() : devAdmin()
}

/**
 * The built admin's hashed files (public, immutable for a year). Mounted before the sessions: a
 * file needs no session, and a rolling session would otherwise set a cookie on a public answer
 * (dropped by the cookie guard, with an error logged for every file the admin loads).
 */
export function adminAssetsRouter(env: Env): Router {
  const router = Router()
  if (env.isProduction)
    router.use(
      '/admin/assets',
      express.static(path.join(rootDir, 'dist/admin/assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
        index: false,
      }),
    )
  return router
}

function withNonce(html: string, res: Response): string {
  return html.replaceAll(NONCE_PLACEHOLDER, String(res.locals.cspNonce))
}

function builtAdmin(): Router {
  const distDir = path.join(rootDir, 'dist/admin')
  const router = Router()
  let cachedHtml: string | undefined

  const serve = (_req: Request, res: Response) => {
    const file = path.join(distDir, 'index.html')
    cachedHtml ??= existsSync(file) ? readFileSync(file, 'utf8') : undefined
    res.set('Cache-Control', 'private, no-store')
    if (!cachedHtml) {
      res.status(503).type('text/plain').send('The admin has not been built yet. Run `npm run build`.')
      return
    }
    res.type('html').send(withNonce(cachedHtml, res))
  }
  router.get('/admin', serve)
  router.get('/admin/{*splat}', serve)
  return router
}

function devAdmin(): Router {
  const router = Router()
  let server: Promise<ViteDevServer> | undefined
  const vite = () =>
    (server ??= import('vite').then(({ createServer }) =>
      createServer({
        configFile: path.join(rootDir, 'admin/vite.config.ts'),
        // Its own HMR port: the public site's Vite server already uses the default one.
        server: { middlewareMode: true, hmr: { port: 24679 } },
        appType: 'custom',
      }),
    ))

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/admin')) return next()
    try {
      const dev = await vite()
      // Module requests carry an extension or Vite's /@ prefix; everything else is an admin route.
      const isPage = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/admin/@')
      if (!isPage) return dev.middlewares(req, res, next)
      const html = await dev.transformIndexHtml(
        req.originalUrl,
        readFileSync(path.join(rootDir, 'admin/index.html'), 'utf8'),
      )
      res.set('Cache-Control', 'private, no-store').type('html').send(withNonce(html, res))
    } catch (error) {
      next(error)
    }
  })
  return router
}

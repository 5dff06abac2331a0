import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import express, { Router, type Request, type Response } from 'express'
import type { Env } from '../env.js'
import { rootDir } from '../lib/paths.js'

/** The placeholder admin/vite.config.ts writes into every script and style tag (html.cspNonce). */
export const NONCE_PLACEHOLDER = '__ADMIN_CSP_NONCE__'

/**
 * /admin: the react-admin SPA built into dist/admin. Hashed assets are immutable; every other
 * /admin path answers the same index.html (history fallback) with this request's CSP nonce, so
 * /admin/blogs/3/edit loads directly and survives a reload.
 */
export function adminSpaRouter(env: Env): Router {
  const distDir = path.join(rootDir, 'dist/admin')
  const router = Router()
  let cachedHtml: string | undefined

  router.use(
    '/admin/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  )

  function html(): string | undefined {
    if (cachedHtml && env.isProduction) return cachedHtml
    const file = path.join(distDir, 'index.html')
    if (!existsSync(file)) return undefined
    cachedHtml = readFileSync(file, 'utf8')
    return cachedHtml
  }

  const serve = (_req: Request, res: Response) => {
    const page = html()
    res.set('Cache-Control', 'no-store')
    if (!page) {
      res.status(503).type('text/plain').send('The admin has not been built yet. Run `npm run build`.')
      return
    }
    res.type('html').send(page.replaceAll(NONCE_PLACEHOLDER, String(res.locals.cspNonce)))
  }
  router.get('/admin', serve)
  router.get('/admin/{*splat}', serve)
  return router
}

import type { RequestHandler } from 'express'
import { isLocalPath } from '../lib/local-path.js'
import type { RedirectsService } from '../services/redirects/redirects.js'
import type { CacheHeaders } from './public-cache.js'

/**
 * Before every route: a path redirected in the admin answers 301 (public, under the `redirects`
 * surrogate key, so the edge keeps it until a redirect changes). The query string is kept when the
 * destination has none. After the answer: a 404 of a page a visitor asked for is counted.
 */
export function applyRedirects(redirects: RedirectsService, cache: CacheHeaders): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    res.on('finish', () => {
      if (res.statusCode === 404 && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html'))
        void redirects.record404(req.path, req.headers['user-agent'])
    })
    try {
      const to = await redirects.resolve(req.path)
      // A row stored before destinations were checked as browsers read them never sends anyone off-site.
      if (!to || (to.startsWith('/') && !isLocalPath(to))) return next()
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
      cache.public(res, 'redirect')
      res.redirect(301, to.includes('?') || !query ? to : `${to}${query}`)
    } catch {
      // The redirect table cannot be read: serve the page as if there were no redirect.
      next()
    }
  }
}

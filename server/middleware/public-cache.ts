import type { RequestHandler, Response } from 'express'
import { keysOf, PRIVATE, publicCacheControl, type PublicKind } from '../lib/cache-policy.js'
import type { Logger } from '../lib/logger.js'

/**
 * `Cross-Origin-Opener-Policy: same-origin` (helmet's default) puts a page in a browsing context group of its own: the
 * browser cannot keep the tab's renderer, and starts a new one, cold, for every visit that arrives from another site or
 * a new tab (Chrome on Android gives such sites a process of their own). Lighthouse's mobile TBT at a benchmarkIndex
 * of 1,100 measured 2-3 times higher with it (home: median 356 ms with it, 113 ms without, the same bytes, 7 runs each
 * interleaved). What it guards (another site's window that opened ours reading or navigating it) matters where a
 * page holds someone's data: answers that depend on a session or a private link (back office, draft previews, booking
 * pages, form results) keep it; public pages, the same for every visitor and cached, go without.
 */
const OPENER_POLICY = 'Cross-Origin-Opener-Policy'

/** Sets the headers of one answer by kind (server/lib/cache-policy.ts says how long and which keys). */
export function cacheHeaders(purging: boolean) {
  return {
    /**
     * A public answer: shared caches keep it under its keys (`Surrogate-Key` for CDNs, `xkey` for Varnish). It goes
     * without helmet's `Cross-Origin-Opener-Policy: same-origin` (see OPENER_POLICY); every other answer keeps it.
     */
    public(res: Response, kind: PublicKind, extraKeys: readonly string[] = []): void {
      const keys = keysOf(kind, extraKeys).join(' ')
      res.setHeader('Cache-Control', publicCacheControl(kind, purging))
      res.setHeader('Surrogate-Key', keys)
      res.setHeader('xkey', keys)
      res.removeHeader(OPENER_POLICY)
    },
    private(res: Response): void {
      res.setHeader('Cache-Control', PRIVATE)
      res.removeHeader('Surrogate-Key')
      res.removeHeader('xkey')
    },
  }
}

export type CacheHeaders = ReturnType<typeof cacheHeaders>

function isPublic(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(^|[\s,])public([\s,]|$)/.test(cacheControl)
}

/**
 * A public answer never carries a cookie: a shared cache would hand one visitor's cookie to the
 * next. Mounted before anything that sets cookies, so it runs last, right before the headers go
 * out: a Set-Cookie on a public answer is dropped and logged (it is a bug to fix where it was set).
 */
export function publicCookieGuard(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead
    res.writeHead = function guardedWriteHead(this: Response, ...args: unknown[]) {
      if (isPublic(res.getHeader('Cache-Control')) && res.hasHeader('Set-Cookie')) {
        logger.error({ url: req.originalUrl }, 'a public response set a cookie: the cookie was dropped')
        res.removeHeader('Set-Cookie')
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args)
    } as Response['writeHead']
    next()
  }
}

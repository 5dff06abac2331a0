import type { RequestHandler, Response } from 'express'
import { keysOf, PRIVATE, publicCacheControl, type PublicKind } from '../lib/cache-policy.js'
import type { Logger } from '../lib/logger.js'

/** Sets the headers of one answer by kind (server/lib/cache-policy.ts says how long and which keys). */
export function cacheHeaders(purging: boolean) {
  return {
    /** A public answer: shared caches keep it under its keys (`Surrogate-Key` for CDNs, `xkey` for Varnish). */
    public(res: Response, kind: PublicKind, extraKeys: readonly string[] = []): void {
      const keys = keysOf(kind, extraKeys).join(' ')
      res.setHeader('Cache-Control', publicCacheControl(kind, purging))
      res.setHeader('Surrogate-Key', keys)
      res.setHeader('xkey', keys)
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

import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'

type Res = ServerResponse & { locals?: Record<string, unknown> }

/** A fresh nonce per admin request, for the admin SPA's scripts (server/routes/admin-spa.ts); public pages use none. */
export const cspNonce: RequestHandler = (req, res, next) => {
  if (isAdminUrl(req.url)) res.locals.cspNonce = randomBytes(16).toString('base64url')
  next()
}

const isAdminUrl = (url: string | undefined) => (url ?? '').startsWith('/admin')

/**
 * Public pages run no inline script (only the module entry from /assets and JSON data blocks), so
 * `'self'` is as strict as a nonce and leaves every page cacheable by a shared cache. The admin SPA
 * keeps its per-request nonce (and what its scripts load, via 'strict-dynamic').
 */
const productionScripts = (req: IncomingMessage, res: Res) =>
  isAdminUrl(req.url) ? `'nonce-${String(res.locals?.cspNonce)}' 'strict-dynamic'` : "'self'"

/** Development: Vite's HMR client and React refresh preamble are inline, so scripts are relaxed there. */
export function securityHeaders(isProduction: boolean): RequestHandler {
  const scriptSrc = isProduction ? [productionScripts] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: isProduction ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}

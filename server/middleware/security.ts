import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'

type Res = ServerResponse & { locals?: Record<string, unknown> }

/** A fresh nonce per request; helmet's CSP and Vike's injected scripts both use it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64url')
  next()
}

const nonceSource = (_req: IncomingMessage, res: Res) => `'nonce-${String(res.locals?.cspNonce)}'`

/**
 * Production: scripts only with the request's nonce (and what they load, via 'strict-dynamic').
 * Development: Vite's HMR client and React refresh preamble are inline, so scripts are relaxed there.
 */
export function securityHeaders(isProduction: boolean): RequestHandler {
  const scriptSrc = isProduction ? [nonceSource, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
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

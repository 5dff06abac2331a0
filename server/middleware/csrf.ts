import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { ForbiddenError } from '../lib/errors.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Same-origin check: the Origin header must be this site (BASE_URL, or the host the request was
 * addressed to); browsers that omit Origin must say Sec-Fetch-Site: same-origin.
 */
function isSameOrigin(req: Request, baseUrl: string): boolean {
  const origin = req.get('origin')
  if (origin) {
    if (origin === 'null') return false
    const allowed = new Set([new URL(baseUrl).origin, `${req.protocol}://${req.get('host') ?? ''}`])
    return allowed.has(origin)
  }
  return req.get('sec-fetch-site') === 'same-origin'
}

function tokensMatch(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Only same-origin requests may sign in (there is no session token yet). */
export function requireSameOrigin(baseUrl: string): RequestHandler {
  return (req, _res, next) => {
    next(isSameOrigin(req, baseUrl) ? undefined : new ForbiddenError('csrf.cross_site'))
  }
}

/** State-changing requests need a same-origin Origin AND the session's X-CSRF-Token. */
export function requireCsrf(baseUrl: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    if (!isSameOrigin(req, baseUrl)) return next(new ForbiddenError('csrf.cross_site'))
    if (!tokensMatch(req.session?.csrfToken, req.get('x-csrf-token'))) {
      return next(new ForbiddenError('csrf.token'))
    }
    next()
  }
}

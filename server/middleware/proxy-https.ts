import type { RequestHandler } from 'express'
import type { Logger } from '../lib/logger.js'

const TRUST_PROXY_MESSAGE =
  'Sign-in cannot work: this site is behind an HTTPS proxy (X-Forwarded-Proto: https) but the app sees plain HTTP, ' +
  'so the browser would never get the Secure session cookie. Set TRUST_PROXY (e.g. TRUST_PROXY=1) and restart.'

/**
 * Before sign-in: with a Secure session cookie on a request the app believes is plain HTTP,
 * express-session silently sends no cookie and the sign-in "succeeds" without a session. Behind a
 * TLS proxy that is a missing TRUST_PROXY: say so once in the log and in the answer.
 */
export function requireSecureSessionTransport(secureCookie: boolean, logger: Logger): RequestHandler {
  let warned = false
  return (req, res, next) => {
    if (!secureCookie || req.secure) return next()
    const forwardedHttps = /^https\b/i.test(req.get('x-forwarded-proto') ?? '')
    if (forwardedHttps && !warned) {
      warned = true
      logger.warn(
        'HTTPS proxy detected (X-Forwarded-Proto: https) but TRUST_PROXY is not set: sign-in cannot set its Secure cookie',
      )
    }
    res
      .status(500)
      .json({ message: forwardedHttps ? TRUST_PROXY_MESSAGE : 'Sign-in needs HTTPS: open this site with https://.' })
  }
}

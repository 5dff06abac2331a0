import type { RequestHandler } from 'express'
import type { Logger } from '../lib/logger.js'

const HELP = 'set TRUST_PROXY to the number of proxies in front of the app (README: "TRUST_PROXY for each topology")'

/**
 * A TRUST_PROXY that does not match the proxies in front makes every visitor one address: one form
 * rate limit for everybody, one visitor in analytics. Nothing fails, so the log says it, once each:
 * - a request whose X-Forwarded-For names more hops than are trusted (the visitor, first in it,
 *   is not the address the app uses);
 * - the first `sameAddressAfter` forwarded requests all resolved to one address (a proxy that
 *   replaced X-Forwarded-For with its own address, or a hop count too small).
 */
export function trustProxyCheck(logger: Logger, { sameAddressAfter = 100 } = {}): RequestHandler {
  let warnedHops = false
  let sameAddressDecided = false
  let firstAddress: string | undefined
  let forwarded = 0
  return (req, _res, next) => {
    const header = req.headers['x-forwarded-for']
    if ((warnedHops && sameAddressDecided) || typeof header !== 'string' || !header.trim()) return next()
    const chain = header
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const ip = req.ip ?? ''
    if (!warnedHops && chain[0] !== ip) {
      warnedHops = true
      logger.warn(
        { xForwardedFor: header, clientAddress: ip },
        `X-Forwarded-For "${header}" came through proxies TRUST_PROXY does not trust: the app takes ${ip} for the visitor ` +
          `(every visitor behind them shares its form rate limit); with ${chain.length} proxies in front, TRUST_PROXY=${chain.length}; ${HELP}`,
      )
    }
    if (!sameAddressDecided) {
      firstAddress ??= ip
      forwarded += 1
      if (ip !== firstAddress) sameAddressDecided = true
      else if (forwarded >= sameAddressAfter) {
        sameAddressDecided = true
        logger.warn(
          { clientAddress: ip, requests: forwarded },
          `every visitor appears as ${ip} (${forwarded} forwarded requests in a row): a proxy in front replaces X-Forwarded-For or TRUST_PROXY trusts too few hops, so all share one form rate limit; ${HELP}`,
        )
      }
    }
    next()
  }
}

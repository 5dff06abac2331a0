import type { RequestHandler } from 'express'
import { formTexts, requestLocale } from '../lib/form-i18n.js'

/**
 * The most parameters a URL may carry, and the most times one name may repeat. The quote page's
 * own form uses about 30 (a quantity and a mode per device, each add-on once), plus campaign
 * parameters; Express's and Vike's parsers, the cache key and the page all pay for every one, so
 * /blog with 2,000 `q` cost 14 times one search.
 */
export const MAX_QUERY_PARAMETERS = 64
export const MAX_REPEATS = 16

/** Whether a query string stays within the limits, counted without decoding it (stops at the first excess). */
export function queryWithinLimits(search: string): boolean {
  const repeats = new Map<string, number>()
  let total = 0
  for (let start = 0; start <= search.length;) {
    const amp = search.indexOf('&', start)
    const end = amp < 0 ? search.length : amp
    const pair = search.slice(start, end)
    start = end + 1
    if (!pair) continue
    const eq = pair.indexOf('=')
    const name = eq < 0 ? pair : pair.slice(0, eq)
    const count = (repeats.get(name) ?? 0) + 1
    if (++total > MAX_QUERY_PARAMETERS || count > MAX_REPEATS) return false
    repeats.set(name, count)
  }
  return true
}

/** Before anything parses the query: 400 in the visitor's language (JSON for the APIs). */
export const boundQueryParameters: RequestHandler = (req, res, next) => {
  const at = req.originalUrl.indexOf('?')
  if (at < 0 || queryWithinLimits(req.originalUrl.slice(at + 1))) return next()
  const message = formTexts(requestLocale(req)).formMessages.request.tooManyParameters
  res.status(400).set('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') res.json({ message })
  else res.type('text/plain').send(message)
}

import type { ErrorRequestHandler, RequestHandler } from 'express'
import { getShell, type Locale } from '../../content/index.js'
import { isDatabaseUnavailable } from '../db/knex.js'
import { errorBody, HttpError } from '../lib/errors.js'
import { formTexts, requestLocale, type FormTexts } from '../lib/form-i18n.js'
import type { Logger } from '../lib/logger.js'

interface BodyParserError {
  type?: string
  status?: number
  expose?: boolean
}

type RequestTexts = FormTexts['formMessages']['request']

function bodyParserMessage(err: BodyParserError, texts: RequestTexts): { status: number; message: string } | null {
  if (err.type === 'entity.too.large') return { status: 413, message: texts.tooLarge }
  if (err.type === 'entity.parse.failed') return { status: 400, message: texts.badJson }
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return { status: 415, message: texts.badEncoding }
  return null
}

/**
 * Probes and broken links rather than faults: a missing or out-of-root static file (serve-static
 * answers 404, or 403 for an escape such as '..%2f') is 404; an undecodable escape ('%E0%A4%A') is 400.
 */
function clientErrorStatus(err: unknown): 404 | 400 | null {
  if (err instanceof URIError) return 400
  const e = err as { status?: unknown; statusCode?: unknown; code?: unknown; message?: unknown } | null
  const status = Number(e?.status ?? e?.statusCode)
  if (status === 404 || (status === 403 && typeof e?.message === 'string' && /forbidden/i.test(e.message))) return 404
  if (status === 400 && typeof e?.message === 'string' && /decode/i.test(e.message)) return 400
  return null
}

/** The answers' language: the visitor's (a /fr path or a form posted from a /fr page), else English. */
function requestTexts(locale: Locale): RequestTexts {
  return formTexts(locale).formMessages.request
}

/** Unknown /api routes answer JSON 404 instead of falling through to the page renderer. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: requestTexts(requestLocale(req)).notFound })
}

const RETRY_AFTER_SECONDS = '5'

function errorSummary(err: unknown): { name?: string; code?: unknown; message?: string } {
  const e = err as { name?: string; code?: unknown; message?: string } | null
  return { name: e?.name, code: e?.code, message: e?.message }
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return
    if (err instanceof HttpError) {
      if (err.status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS)
      // "Sign in first" depends on the request's cookie: no cache or proxy may keep it for others.
      if (err.status === 401) res.setHeader('Cache-Control', 'no-store')
      // `message`/`errors` in English plus `code`/`params`/`errorCodes`: the admin shows the codes in
      // its language (server/lib/errors.ts).
      res.status(err.status).json(errorBody(err))
      return
    }
    const locale = requestLocale(req)
    const texts = requestTexts(locale)
    const parsed = bodyParserMessage(err as BodyParserError, texts)
    if (parsed) {
      res.status(parsed.status).json({ message: parsed.message })
      return
    }
    const wantsJson = req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json'
    // A locked, full or unreachable database: 503, try again shortly; not a bug to log as one.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err: errorSummary(err), url: req.originalUrl, method: req.method }, 'database unavailable')
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS)
      if (wantsJson) res.status(503).json({ message: texts.unavailable })
      else res.status(503).type('text/plain').send(texts.unavailable)
      return
    }
    const clientStatus = clientErrorStatus(err)
    if (clientStatus) {
      logger.info({ url: req.originalUrl, method: req.method, status: clientStatus }, 'request refused')
      const message = clientStatus === 404 ? texts.notFound : texts.badUrl
      if (wantsJson) res.status(clientStatus).json({ message })
      else res.status(clientStatus).type('text/plain').send(message)
      return
    }
    logger.error({ err, url: req.originalUrl, method: req.method }, 'unhandled error')
    if (wantsJson) res.status(500).json({ message: texts.serverError })
    // A page request: a short text in the visitor's language (/fr pages and forms posted from them).
    else res.status(500).type('text/plain').send(getShell(locale).ui.serverError.text)
  }
}

import type { ErrorRequestHandler, RequestHandler } from 'express'
import { getShell } from '../../content/index.js'
import { HttpError } from '../lib/errors.js'
import { requestLocale } from '../lib/form-i18n.js'
import type { Logger } from '../lib/logger.js'

interface BodyParserError {
  type?: string
  status?: number
  expose?: boolean
}

function bodyParserMessage(err: BodyParserError): { status: number; message: string } | null {
  if (err.type === 'entity.too.large') return { status: 413, message: 'The request body is too large.' }
  if (err.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' }
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return { status: 415, message: 'Unsupported request encoding.' }
  return null
}

/** Unknown /api routes answer JSON 404 instead of falling through to the page renderer. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.' })
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return
    if (err instanceof HttpError) {
      res.status(err.status).json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) })
      return
    }
    const parsed = bodyParserMessage(err as BodyParserError)
    if (parsed) {
      res.status(parsed.status).json({ message: parsed.message })
      return
    }
    logger.error({ err, url: req.originalUrl, method: req.method }, 'unhandled error')
    const wantsJson = req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json'
    if (wantsJson) res.status(500).json({ message: 'Something went wrong on our side. Please try again.' })
    // A page request: a short text in the visitor's language (/fr pages and forms posted from them).
    else
      res
        .status(500)
        .type('text/plain')
        .send(getShell(requestLocale(req)).ui.serverError.text)
  }
}

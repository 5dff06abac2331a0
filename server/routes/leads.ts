import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { formMessages } from '../../content/en/forms.js'
import type { AppDeps } from '../app.js'
import { HttpError } from '../lib/errors.js'
import { formRateLimit } from '../middleware/rate-limit.js'
import { systemClock } from '../services/clock.js'
import { submitDemoInquiry, submitLead, type RequestMeta } from '../services/leads.js'
import { confirmSubscription, subscribe, unsubscribe } from '../services/newsletter.js'
import { sendFormPage } from './form-pages.js'

const BODY_LIMIT = '16kb'

/**
 * Public form endpoints:
 *   POST /api/demo-inquiries, POST /web/sendDemoInquiry  demo modal (JSON)       201 {id}
 *   POST /api/leads                                       contact form            201 {id}
 *   POST /api/newsletter                                  newsletter sign-up      201 {message}
 *   GET /newsletter/confirm?token=                        double opt-in link
 *   GET|POST /newsletter/unsubscribe?token=               unsubscribe link (one-click)
 * Form-encoded posts (no JavaScript) get a result page instead of JSON.
 */
export function leadsRouter(deps: AppDeps): Router {
  const ctx = { db: deps.db, env: deps.env, clock: deps.clock ?? systemClock }
  const router = Router()
  const parse = [express.json({ limit: BODY_LIMIT }), express.urlencoded({ limit: BODY_LIMIT, extended: false })]
  const limiter = (name: string) =>
    formRateLimit(
      deps.env,
      name,
      (req, res) => respondError(req, res, 429, formMessages.rateLimited),
      deps.rateLimitRedis,
    )

  const demo = handle(async (req, res) => {
    const result = await submitDemoInquiry(ctx, req.body, meta(req))
    req.log.info({ demoInquiryId: result.id, spam: result.spam }, 'demo inquiry stored')
    if (isFormPost(req)) res.redirect(303, '/forms/sent?form=demo')
    else res.status(201).json({ id: result.id })
  })
  const demoLimiter = limiter('demo')
  router.post('/api/demo-inquiries', demoLimiter, ...parse, demo)
  router.post('/web/sendDemoInquiry', demoLimiter, ...parse, demo)

  router.post(
    '/api/leads',
    limiter('lead'),
    ...parse,
    handle(async (req, res) => {
      const result = await submitLead(ctx, req.body, meta(req))
      req.log.info({ leadId: result.id, spam: result.spam }, 'lead stored')
      if (isFormPost(req)) res.redirect(303, '/forms/sent?form=lead')
      else res.status(201).json({ id: result.id })
    }),
  )

  router.post(
    '/api/newsletter',
    limiter('newsletter'),
    ...parse,
    handle(async (req, res) => {
      await subscribe(ctx, req.body, meta(req))
      if (isFormPost(req)) res.redirect(303, '/forms/sent?form=newsletter')
      else res.status(201).json({ message: formMessages.pages.newsletterPending.text })
    }),
  )

  router.get('/forms/sent', (req, res) => {
    const pages = {
      demo: formMessages.pages.demoSent,
      lead: formMessages.pages.leadSent,
      newsletter: formMessages.pages.newsletterPending,
    }
    const page = pages[String(req.query.form) as keyof typeof pages] ?? formMessages.pages.leadSent
    sendFormPage(res, 200, page)
  })

  const confirm: RequestHandler = handle(async (req, res) => {
    const outcome = await confirmSubscription(ctx, queryToken(req), meta(req))
    if (outcome === 'confirmed') sendFormPage(res, 200, formMessages.pages.confirmed)
    else sendFormPage(res, 400, formMessages.pages.invalidLink)
  })
  router.get('/newsletter/confirm', confirm)

  const leave: RequestHandler = handle(async (req, res) => {
    const outcome = await unsubscribe(ctx, queryToken(req))
    if (outcome === 'unsubscribed') sendFormPage(res, 200, formMessages.pages.unsubscribed)
    else sendFormPage(res, 400, formMessages.pages.invalidLink)
  })
  router.get('/newsletter/unsubscribe', leave)
  // RFC 8058 one-click unsubscribe: mail clients POST to the List-Unsubscribe URL.
  router.post('/newsletter/unsubscribe', limiter('unsubscribe'), ...parse, leave)

  return router
}

function meta(req: Request): RequestMeta {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '', referer: req.get('referer') ?? '' }
}

function queryToken(req: Request): string {
  const value = req.query.token
  return typeof value === 'string' ? value.slice(0, 100) : ''
}

/** The page the form was on, when it is on this site. */
function backPath(req: Request): string {
  try {
    const referer = new URL(req.get('referer') ?? '')
    return referer.host === req.get('host') ? `${referer.pathname}${referer.search}` : '/'
  } catch {
    return '/'
  }
}

function isFormPost(req: Request): boolean {
  return Boolean(req.is('application/x-www-form-urlencoded'))
}

function respondError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  errors?: Record<string, string>,
): void {
  if (isFormPost(req))
    sendFormPage(res, status, { title: formMessages.pages.error.title, text: message }, backPath(req))
  else res.status(status).json({ message, ...(errors ? { errors } : {}) })
}

/** Validation errors of form posts become a result page; JSON callers get the usual {message, errors}. */
function handle(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res, next) => {
    try {
      await fn(req, res)
    } catch (error) {
      if (error instanceof HttpError && isFormPost(req))
        respondError(req, res, error.status, error.message, error.errors)
      else next(error)
    }
  }
}

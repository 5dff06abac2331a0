import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { localizePath, type Locale } from '../../content/index.js'
import type { Env } from '../env.js'
import { HttpError } from '../lib/errors.js'
import { PRIVATE } from '../lib/cache-policy.js'
import { isLocalPath } from '../lib/local-path.js'
import { formTexts, requestLocale } from '../lib/form-i18n.js'
import { formRateLimit, type RedisSendCommand } from '../middleware/rate-limit.js'
import { submitDemoInquiry, submitLead, type LeadsContext, type RequestMeta } from '../services/leads/leads.js'
import { confirmSubscription, subscribe, unsubscribe } from '../services/subscribers/subscribers.js'
import { submitQuoteLead } from '../services/leads/quote-leads.js'
import { getQuoteTexts } from '../../content/quote.js'
import { sendFormPage } from './form-pages.js'
import { bookingTexts } from '../../content/booking.js'
import type { BookingsService } from '../services/bookings/bookings.js'

const BODY_LIMIT = '16kb'

/**
 * Public form endpoints:
 *   POST /api/demo-inquiries, POST /web/sendDemoInquiry  demo modal (JSON)       201 {id}
 *   POST /api/leads                                       contact form            201 {id}
 *   POST /api/newsletter                                  newsletter sign-up      201 {message}
 *   POST /api/quote-leads                                 quote builder lead      201 {id}
 *   GET /newsletter/confirm?token=                        double opt-in link
 *   GET|POST /newsletter/unsubscribe?token=               unsubscribe link (one-click)
 * Form-encoded posts (no JavaScript) get a result page instead of JSON. Every answer is in the
 * visitor's language (server/lib/form-i18n.ts requestLocale: the form's `language` field, else a
 * /fr/... path or Referer, else English); French result and newsletter pages live under /fr.
 */
export function leadsRouter(deps: {
  env: Env
  /** What the form services work with (server/compose.ts leadForms). */
  forms: LeadsContext
  rateLimitRedis?: RedisSendCommand
  /** Demo bookings (issue 35): a stored request's answer carries the pass to book a slot for it. */
  bookings?: Pick<BookingsService, 'passFor'>
}): Router {
  const ctx = deps.forms
  const router = Router()
  const parse = [express.json({ limit: BODY_LIMIT }), express.urlencoded({ limit: BODY_LIMIT, extended: false })]
  const limiter = (name: string) =>
    formRateLimit(
      deps.env,
      name,
      (req, res) => respondError(req, res, 429, formTexts(requestLocale(req)).formMessages.rateLimited),
      deps.rateLimitRedis,
    )

  // The pass that lets this visitor (and only them) book a demo slot for the request just stored.
  const passOf = (id: number, spam: boolean) =>
    deps.bookings && !spam ? { lead: id, pass: deps.bookings.passFor(id) } : undefined
  const demo = handle(async (req, res) => {
    const result = await submitDemoInquiry(ctx, req.body, meta(req))
    req.log.info({ demoInquiryId: result.id, spam: result.spam }, 'demo inquiry stored')
    if (isFormPost(req)) redirectToSent(req, res, 'demo', passOf(result.id, result.spam))
    else res.status(201).json({ id: result.id, booking: passOf(result.id, result.spam) })
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
      if (isFormPost(req)) redirectToSent(req, res, 'lead', passOf(result.id, result.spam))
      else res.status(201).json({ id: result.id, booking: passOf(result.id, result.spam) })
    }),
  )

  router.post(
    '/api/quote-leads',
    limiter('quote'),
    ...parse,
    handle(async (req, res) => {
      const m = meta(req)
      const result = await submitQuoteLead(ctx, req.body, m)
      const { copyHeld } = result
      req.log.info({ leadId: result.id, spam: result.spam, intent: result.intent, copyHeld }, 'quote lead stored')
      // "Book a demo with this quote" is a demo request: on to choosing a time, like the demo form's.
      const booking = result.intent === 'demo' ? passOf(result.id, result.spam) : undefined
      const sent: SentForm = copyHeld ? 'quote-held' : booking ? 'quote-demo' : 'quote'
      if (isFormPost(req)) redirectToSent(req, res, sent, booking)
      else if (copyHeld)
        res.status(201).json({ id: result.id, booking, message: getQuoteTexts(m.locale).lead.copyHeldText })
      else res.status(201).json({ id: result.id, booking })
    }),
  )

  router.post(
    '/api/newsletter',
    limiter('newsletter'),
    ...parse,
    handle(async (req, res) => {
      const m = meta(req)
      const { held } = await subscribe(ctx, req.body, m)
      const { pages } = formTexts(m.locale).formMessages
      if (isFormPost(req)) redirectToSent(req, res, held ? 'newsletter-held' : 'newsletter')
      else res.status(201).json({ message: (held ? pages.newsletterHeld : pages.newsletterPending).text })
    }),
  )

  router.get(['/forms/sent', '/fr/forms/sent'], (req, res) => {
    const locale = requestLocale(req)
    const { pages: texts } = formTexts(locale).formMessages
    const { sentTitle, sentText, sentDemoText, copyHeldTitle, copyHeldText } = getQuoteTexts(locale).lead
    const pages: Record<SentForm, { title: string; text: string }> = {
      demo: texts.demoSent,
      lead: texts.leadSent,
      newsletter: texts.newsletterPending,
      'newsletter-held': texts.newsletterHeld,
      quote: { title: sentTitle, text: sentText },
      'quote-demo': { title: sentTitle, text: sentDemoText },
      'quote-held': { title: copyHeldTitle, text: copyHeldText },
    }
    const form = String(req.query.form)
    // A demo request (the demo form, the contact form's "Book my demo", the quote's "Book a demo with
    // this quote") sent without JavaScript: on to choosing a time (the booking page checks the pass).
    const { lead, pass } = req.query
    const book =
      bookingForms.has(form) && typeof lead === 'string' && typeof pass === 'string'
        ? {
            href: `${localizePath('/demo/book', locale)}?${new URLSearchParams({ lead, pass })}`,
            label: bookingTexts[locale].pickTitle,
          }
        : undefined
    // The contact form's text promises a call back: with the link to book, it says to choose a time first.
    const page =
      form === 'lead' && book
        ? texts.leadSentBook
        : Object.hasOwn(pages, form)
          ? pages[form as SentForm]
          : texts.leadSent
    sendFormPage(res, 200, page, locale, undefined, book)
  })

  // The links in the emails: the page answers in the subscriber's language (their consent's).
  const confirm: RequestHandler = handle(async (req, res) => {
    const { outcome, locale = requestLocale(req) } = await confirmSubscription(ctx, queryToken(req), meta(req))
    const { pages } = formTexts(locale).formMessages
    if (outcome === 'confirmed') sendFormPage(res, 200, pages.confirmed, locale)
    else sendFormPage(res, 400, pages.invalidLink, locale)
  })
  router.get(['/newsletter/confirm', '/fr/newsletter/confirm'], confirm)

  const leave: RequestHandler = handle(async (req, res) => {
    const { outcome, locale = requestLocale(req) } = await unsubscribe(ctx, queryToken(req))
    const { pages } = formTexts(locale).formMessages
    if (outcome === 'unsubscribed') sendFormPage(res, 200, pages.unsubscribed, locale)
    else sendFormPage(res, 400, pages.invalidLink, locale)
  })
  const unsubscribePaths = ['/newsletter/unsubscribe', '/fr/newsletter/unsubscribe']
  router.get(unsubscribePaths, leave)
  // RFC 8058 one-click unsubscribe: mail clients POST to the List-Unsubscribe URL.
  router.post(unsubscribePaths, limiter('unsubscribe'), ...parse, leave)

  return router
}

function meta(req: Request): RequestMeta {
  return {
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
    referer: req.get('referer') ?? '',
    locale: requestLocale(req),
  }
}

type SentForm = 'demo' | 'lead' | 'newsletter' | 'newsletter-held' | 'quote' | 'quote-demo' | 'quote-held'
/** The thank-you pages that go on to booking a demo slot when the answer carries a pass. */
const bookingForms = new Set<string>(['demo', 'lead', 'quote-demo', 'quote-held'] satisfies SentForm[])

/** To the thank-you page of a form posted without JavaScript, in the visitor's language; never cached. */
function redirectToSent(req: Request, res: Response, form: SentForm, booking?: { lead: number; pass: string }): void {
  res.setHeader('Cache-Control', PRIVATE)
  const more = booking ? `&${new URLSearchParams({ lead: String(booking.lead), pass: booking.pass })}` : ''
  res.redirect(303, `${localizePath('/forms/sent', requestLocale(req))}?form=${form}${more}`)
}

function queryToken(req: Request): string {
  const value = req.query.token
  return typeof value === 'string' ? value.slice(0, 100) : ''
}

/** The page the form was on, when it is on this site; else the home page in the visitor's language. */
function backPath(req: Request, locale: Locale): string {
  const home = localizePath('/', locale)
  try {
    const referer = new URL(req.get('referer') ?? '')
    const path = `${referer.pathname}${referer.search}`
    return referer.host === req.get('host') && isLocalPath(path) ? path : home
  } catch {
    return home
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
  if (isFormPost(req)) {
    const locale = requestLocale(req)
    const title = formTexts(locale).formMessages.pages.error.title
    sendFormPage(res, status, { title, text: message }, locale, backPath(req, locale))
  } else res.status(status).json({ message, ...(errors ? { errors } : {}) })
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

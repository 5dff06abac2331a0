import express, { Router, type Request, type Response } from 'express'
import { localizePath, splitLocale, type Locale } from '../../content/index.js'
import { PRIVATE } from '../lib/cache-policy.js'
import type { BookingsService } from '../services/bookings/bookings.js'
import { isTimeZone } from '../services/leads/business-hours.js'
import { bookingTexts } from '../../content/booking.js'
import { fill, lengthMinutes } from '../../shared/booking/days.js'
import { escapeHtml } from '../lib/html.js'
import { bookingPage, dayOfSlots, formatWhen, zoneLabel, zoneSelect } from './booking-html.js'

type Bookings = Pick<
  BookingsService,
  'slots' | 'slotMinutes' | 'checkPass' | 'book' | 'byToken' | 'reschedule' | 'cancel' | 'businessTimeZone'
>
type Shown = { startsAt: string }

/**
 * The booking pages that work without JavaScript (issue 35), private and not indexed:
 *   GET|POST /demo/book?lead=&pass=&tz=   the free slots in a chosen zone; the post books one
 *   GET /demo/booking/:token              the visitor's demo (link of their emails)
 *   POST /demo/booking/:token/reschedule  moves it; POST .../cancel cancels it
 * each also under /fr. Public pages stay cacheable: nothing here is cached.
 */
export function bookingPagesRouter({ bookings }: { bookings: Bookings }): Router {
  const router = Router()
  const form = express.urlencoded({ limit: '2kb', extended: false })

  const send = (res: Response, status: number, locale: Locale, title: string, body: string) =>
    res
      .status(status)
      .type('html')
      .setHeader('Cache-Control', PRIVATE)
      .send(bookingPage(locale, title, body))

  const zoneOf = async (value: unknown) =>
    typeof value === 'string' && value.length <= 64 && isTimeZone(value) ? value : bookings.businessTimeZone()

  const shown = (slots: { startsAt: number }[]): Shown[] =>
    slots.map((s) => ({ startsAt: new Date(s.startsAt).toISOString() }))

  /**
   * The zone menu (GET, keeps lead, pass and day) and the slot form (POST) for one day of `slots`:
   * `day`, else the first, with links to the days before and after (keep lead, pass and zone).
   */
  function pickForms(
    locale: Locale,
    action: string,
    hidden: Record<string, string>,
    zone: string,
    slots: Shown[],
    { day, move = false }: { day?: unknown; move?: boolean } = {},
  ) {
    const t = bookingTexts[locale]
    const inputsOf = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('')
    const link = (key: string) => `${action}?${new URLSearchParams({ ...hidden, tz: zone, day: key })}#days`
    const shownDay = dayOfSlots(slots, zone, locale, day, link)
    const kept = { ...hidden, ...(shownDay.day ? { day: shownDay.day } : {}) }
    const zoneForm = `<form method="get" action="${escapeHtml(action)}" class="zone">${inputsOf(kept)}${zoneSelect('tz', t.zoneLabel, zone, locale)} <button type="submit" class="secondary">${escapeHtml(t.zoneButton)}</button></form>`
    if (!slots.length) return `${zoneForm}<p>${escapeHtml(t.none)}</p>`
    return `${zoneForm}
<p class="note">${escapeHtml(fill(t.shownIn, { zone: zoneLabel(zone, locale) }))}</p>
<form method="post" action="${escapeHtml(move ? `${action}/reschedule` : action)}">${inputsOf({ ...kept, tz: zone })}
${shownDay.html}
<button type="submit">${escapeHtml(move ? t.move : t.book)}</button>
</form>`
  }

  const bookPaths = ['/demo/book', '/fr/demo/book']
  const passOf = (source: Record<string, unknown>) => ({
    lead: Number(source.lead),
    pass: typeof source.pass === 'string' ? source.pass.slice(0, 100) : '',
  })

  router.get(bookPaths, async (req, res) => {
    const locale = splitLocale(req.path).locale
    const t = bookingTexts[locale]
    const { lead, pass } = passOf(req.query)
    if (!Number.isInteger(lead) || !bookings.checkPass(lead, pass))
      return send(res, 403, locale, t.badPassTitle, `<p>${escapeHtml(t.badPassText)}</p>`)
    const zone = await zoneOf(req.query.tz)
    const slots = shown(await bookings.slots())
    const hidden = { lead: String(lead), pass }
    send(
      res,
      200,
      locale,
      t.pickTitle,
      `<p>${escapeHtml(fill(t.pickIntro, { minutes: String(await bookings.slotMinutes()) }))}</p>${pickForms(locale, req.path, hidden, zone, slots, { day: req.query.day })}`,
    )
  })

  router.post(bookPaths, form, async (req: Request, res) => {
    const locale = splitLocale(req.path).locale
    const t = bookingTexts[locale]
    const body = (req.body ?? {}) as Record<string, unknown>
    const { lead, pass } = passOf(body)
    if (!Number.isInteger(lead) || !bookings.checkPass(lead, pass))
      return send(res, 403, locale, t.badPassTitle, `<p>${escapeHtml(t.badPassText)}</p>`)
    const zone = await zoneOf(body.tz)
    const hidden = { lead: String(lead), pass }
    const startsAt = Date.parse(String(body.startsAt ?? ''))
    if (Number.isNaN(startsAt)) {
      const slots = shown(await bookings.slots())
      const picker = pickForms(locale, req.path, hidden, zone, slots, { day: body.day })
      return send(res, 400, locale, t.pickTitle, `<p role="alert">${escapeHtml(t.chooseSlot)}</p>${picker}`)
    }
    const result = await bookings.book({ leadId: lead, startsAt, visitorTimeZone: zone })
    if (result.ok) {
      const when = formatWhen(result.booking.starts_at, zone, locale)
      const manage = localizePath(`/demo/booking/${result.token}`, locale)
      return send(
        res,
        201,
        locale,
        t.bookedTitle,
        `<p role="status">${escapeHtml(fill(result.mailed ? t.bookedText : t.bookedTextHeld, { when, zone: zoneLabel(zone, locale) }))}</p><p><a href="${escapeHtml(manage)}">${escapeHtml(t.manageLink)}</a></p>`,
      )
    }
    if (result.reason === 'already-booked')
      return send(res, 409, locale, t.alreadyTitle, `<p role="status">${escapeHtml(t.alreadyText)}</p>`)
    const picker = pickForms(locale, req.path, hidden, zone, shown(result.next))
    send(res, 409, locale, t.takenTitle, `<p role="alert">${escapeHtml(t.takenText)}</p>${picker}`)
  })

  const managePaths = ['/demo/booking/:token', '/fr/demo/booking/:token']
  const notFound = (res: Response, locale: Locale) => {
    const t = bookingTexts[locale]
    const again = localizePath('/demo', locale)
    send(
      res,
      404,
      locale,
      t.notFoundTitle,
      `<p>${escapeHtml(t.notFoundText)}</p><p><a href="${again}">${escapeHtml(t.bookAgain)}</a></p>`,
    )
  }
  /** `mailed`: false when this cancellation's email was held (the address's daily count). */
  const cancelledPage = (res: Response, status: number, locale: Locale, mailed = true) => {
    const t = bookingTexts[locale]
    const again = localizePath('/demo', locale)
    send(
      res,
      status,
      locale,
      t.cancelledTitle,
      `<p role="status">${escapeHtml(mailed ? t.cancelledText : t.cancelledTextHeld)}</p><p><a href="${again}">${escapeHtml(t.bookAgain)}</a></p>`,
    )
  }

  /** The manage page: the booking, the move form, the cancel button. */
  async function managePage(req: Request, res: Response, status: number, notice = '') {
    const locale = splitLocale(req.path).locale
    const t = bookingTexts[locale]
    const token = String(req.params.token ?? '').slice(0, 100)
    const booking = await bookings.byToken(token)
    if (!booking) return notFound(res, locale)
    if (booking.status !== 'booked') return cancelledPage(res, 200, locale)
    const body = req.body as Record<string, unknown> | undefined
    const zone = await zoneOf(req.query.tz ?? body?.tz ?? booking.visitor_time_zone)
    const base = localizePath(`/demo/booking/${token}`, locale)
    const when = formatWhen(booking.starts_at, zone, locale)
    const slots = shown(await bookings.slots())
    send(
      res,
      status,
      locale,
      t.manageTitle,
      `${notice}<p>${escapeHtml(fill(t.manageText, { when, zone: zoneLabel(zone, locale), minutes: String(lengthMinutes(booking.starts_at, booking.ends_at)) }))}</p>
<h2>${escapeHtml(t.moveLegend)}</h2>
${pickForms(locale, base, {}, zone, slots, { day: req.query.day ?? body?.day, move: true })}
<form method="post" action="${escapeHtml(base)}/cancel"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>`,
    )
  }

  router.get(managePaths, (req, res) => managePage(req, res, 200))

  router.post(
    managePaths.map((p) => `${p}/reschedule`),
    form,
    async (req, res) => {
      const locale = splitLocale(req.path).locale
      const t = bookingTexts[locale]
      const token = String(req.params.token ?? '').slice(0, 100)
      const body = (req.body ?? {}) as Record<string, unknown>
      const startsAt = Date.parse(String(body.startsAt ?? ''))
      req.url = req.url.replace(/\/reschedule(\?|$)/, '$1')
      if (Number.isNaN(startsAt)) return managePage(req, res, 400, `<p role="alert">${escapeHtml(t.chooseSlot)}</p>`)
      const result = await bookings.reschedule(token, startsAt)
      if (result.ok) {
        const zone = await zoneOf(body.tz ?? result.booking.visitor_time_zone)
        const when = formatWhen(result.booking.starts_at, zone, locale)
        const back = localizePath(`/demo/booking/${token}`, locale)
        return send(
          res,
          200,
          locale,
          t.movedTitle,
          `<p role="status">${escapeHtml(fill(result.mailed ? t.movedText : t.movedTextHeld, { when, zone: zoneLabel(zone, locale) }))}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t.manageLink)}</a></p>`,
        )
      }
      if (result.reason === 'gone') return cancelledPage(res, 410, locale)
      managePage(req, res, 409, `<p role="alert">${escapeHtml(t.takenText)}</p>`)
    },
  )

  router.post(
    managePaths.map((p) => `${p}/cancel`),
    async (req, res) => {
      const locale = splitLocale(req.path).locale
      const token = String(req.params.token ?? '').slice(0, 100)
      if (!(await bookings.byToken(token))) return notFound(res, locale)
      const cancelled = await bookings.cancel(token)
      cancelledPage(res, cancelled ? 200 : 410, locale, cancelled?.mailed ?? true)
    },
  )

  return router
}

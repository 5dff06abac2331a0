import express, { Router, type Response } from 'express'
import { z } from 'zod'
import { PRIVATE } from '../lib/cache-policy.js'
import { ConflictError, errorBody, ForbiddenError, HttpError, NotFoundError } from '../lib/errors.js'
import type { BookingsService } from '../services/bookings/bookings.js'
import { isTimeZone } from '../services/leads/business-hours.js'
import type { Slot } from '../services/bookings/slots.js'
import { parseBody } from './admin-api/body.js'

/**
 * The public booking API (issue 35): GET /api/bookings/slots lists the free demo slots (instants in
 * UTC; the page shows them in the visitor's zone); POST /api/bookings takes one for the demo request
 * just stored, proven by the pass its answer carried. Answers are private: public pages stay
 * cacheable and fetch the slots from here. Every refusal is an error code (server/i18n/errors-en.ts);
 * the page shows its own words for it in its language.
 */
const bookingBody = z.object({
  lead: z.coerce.number('field.malformed').int('field.malformed').positive('field.malformed'),
  pass: z.string('field.not_text').min(1, 'field.required').max(100, 'field.max_chars'),
  startsAt: z.iso.datetime('booking.slot_required'),
  timeZone: z
    .string('field.not_text')
    .max(64, 'booking.zone_invalid')
    .refine(isTimeZone, 'booking.zone_invalid')
    .default('America/Toronto'),
})
const moveBody = z.object({ startsAt: z.iso.datetime('booking.slot_required') })

const shown = (slot: Slot) => ({
  startsAt: new Date(slot.startsAt).toISOString(),
  endsAt: new Date(slot.endsAt).toISOString(),
})

/** A refusal with its code; a visitor whose time was just taken also gets the next free ones. */
function refuse(res: Response, error: HttpError, next?: Slot[]) {
  res.status(error.status).json({ ...errorBody(error), ...(next ? { next: next.map(shown) } : {}) })
}

export function bookingsRouter({ bookings }: { bookings: BookingsService }): Router {
  const router = Router()

  router.get('/api/bookings/slots', async (_req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    res.json({ slots: (await bookings.slots()).map(shown) })
  })

  router.post('/api/bookings', express.json({ limit: '2kb' }), async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const { lead, pass, startsAt, timeZone } = parseBody(bookingBody, req.body)
    if (!bookings.checkPass(lead, pass)) throw new ForbiddenError('booking.bad_pass')
    const result = await bookings.book({ leadId: lead, startsAt: Date.parse(startsAt), visitorTimeZone: timeZone })
    if (result.ok) {
      res.status(201).json({
        booking: { startsAt: result.booking.starts_at, endsAt: result.booking.ends_at },
        // The visitor's own key to /demo/booking/<token> (also in their email): move or cancel.
        token: result.token,
        // False when the invitation was not emailed (the address had its unconfirmed emails for today).
        mailed: result.mailed,
      })
      return
    }
    if (result.reason === 'already-booked') return refuse(res, new ConflictError('booking.already_booked'), [])
    refuse(res, new ConflictError('booking.slot_taken'), result.next)
  })
  // The visitor's own booking, by the token of their emails: see it, move it, cancel it.
  router.get('/api/bookings/manage/:token', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const booking = await bookings.byToken(req.params.token)
    if (!booking) throw new NotFoundError('booking.not_found')
    res.json({
      booking: { startsAt: booking.starts_at, endsAt: booking.ends_at, status: booking.status },
      slots: booking.status === 'booked' ? (await bookings.slots()).map(shown) : [],
    })
  })

  router.post('/api/bookings/manage/:token/reschedule', express.json({ limit: '1kb' }), async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const { startsAt } = parseBody(moveBody, req.body)
    const result = await bookings.reschedule(req.params.token, Date.parse(startsAt))
    if (result.ok) {
      res.json({
        booking: { startsAt: result.booking.starts_at, endsAt: result.booking.ends_at },
        mailed: result.mailed,
      })
      return
    }
    if (result.reason === 'gone') return refuse(res, new HttpError(410, 'booking.gone'))
    refuse(res, new ConflictError('booking.slot_taken'), result.next)
  })

  router.post('/api/bookings/manage/:token/cancel', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const cancelled = await bookings.cancel(req.params.token)
    if (cancelled) {
      res.json({ cancelled: true, mailed: cancelled.mailed })
      return
    }
    refuse(res, new HttpError(410, 'booking.gone'))
  })
  return router
}

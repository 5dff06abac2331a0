import express, { Router } from 'express'
import { z } from 'zod'
import { PRIVATE } from '../lib/cache-policy.js'
import type { BookingsService } from '../services/bookings/bookings.js'
import { isTimeZone } from '../services/leads/business-hours.js'
import type { Slot } from '../services/bookings/slots.js'

/**
 * The public booking API (issue 35): GET /api/bookings/slots lists the free demo slots (instants in
 * UTC; the page shows them in the visitor's zone); POST /api/bookings takes one for the demo request
 * just stored, proven by the pass its answer carried. Answers are private: public pages stay
 * cacheable and fetch the slots from here.
 */
const bookingBody = z.object({
  lead: z.coerce.number().int().positive(),
  pass: z.string().min(1).max(100),
  startsAt: z.iso.datetime(),
  timeZone: z.string().max(64).refine(isTimeZone, 'Choose a time zone from the list.').default('America/Toronto'),
})

/** The answer to a visitor whose time was just taken: the next free ones to choose from. */
const slotTaken = (next: Slot[]) => ({
  code: 'booking.slot_taken',
  message: 'Someone has just booked that time. Please choose another.',
  next: next.map(shown),
})

const shown = (slot: Slot) => ({
  startsAt: new Date(slot.startsAt).toISOString(),
  endsAt: new Date(slot.endsAt).toISOString(),
})

export function bookingsRouter({ bookings }: { bookings: BookingsService }): Router {
  const router = Router()

  router.get('/api/bookings/slots', async (_req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    res.json({ slots: (await bookings.slots()).map(shown) })
  })

  router.post('/api/bookings', express.json({ limit: '2kb' }), async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const parsed = bookingBody.safeParse(req.body)
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]))
      res.status(400).json({ code: 'validation.invalid', message: 'Please correct the fields marked.', errors })
      return
    }
    const { lead, pass, startsAt, timeZone } = parsed.data
    if (!bookings.checkPass(lead, pass)) {
      res
        .status(403)
        .json({ code: 'booking.bad_pass', message: 'This booking link is not valid. Please send the form again.' })
      return
    }
    const result = await bookings.book({ leadId: lead, startsAt: Date.parse(startsAt), visitorTimeZone: timeZone })
    if (result.ok) {
      res.status(201).json({
        booking: { startsAt: result.booking.starts_at, endsAt: result.booking.ends_at },
        // The visitor's own key to /demo/booking/<token> (also in their email): move or cancel.
        token: result.token,
      })
      return
    }
    if (result.reason === 'already-booked') {
      res.status(409).json({ code: 'booking.already_booked', message: 'You already have a demo booked.', next: [] })
      return
    }
    res.status(409).json(slotTaken(result.next))
  })
  // The visitor's own booking, by the token of their emails: see it, move it, cancel it.
  router.get('/api/bookings/manage/:token', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const booking = await bookings.byToken(req.params.token)
    if (!booking) {
      res.status(404).json({ code: 'booking.not_found', message: 'This booking link is not valid.' })
      return
    }
    res.json({
      booking: { startsAt: booking.starts_at, endsAt: booking.ends_at, status: booking.status },
      slots: booking.status === 'booked' ? (await bookings.slots()).map(shown) : [],
    })
  })

  router.post('/api/bookings/manage/:token/reschedule', express.json({ limit: '1kb' }), async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const parsed = z.object({ startsAt: z.iso.datetime() }).safeParse(req.body)
    if (!parsed.success) {
      res.status(400).json({
        code: 'validation.invalid',
        message: 'Please correct the fields marked.',
        errors: { startsAt: 'Choose a time from the list.' },
      })
      return
    }
    const result = await bookings.reschedule(req.params.token, Date.parse(parsed.data.startsAt))
    if (result.ok) {
      res.json({ booking: { startsAt: result.booking.starts_at, endsAt: result.booking.ends_at } })
      return
    }
    if (result.reason === 'gone') {
      res.status(410).json({ code: 'booking.gone', message: 'This demo was cancelled. Please book a new time.' })
      return
    }
    res.status(409).json(slotTaken(result.next))
  })

  router.post('/api/bookings/manage/:token/cancel', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    if (await bookings.cancel(req.params.token)) {
      res.json({ cancelled: true })
      return
    }
    res.status(410).json({ code: 'booking.gone', message: 'This demo was already cancelled.' })
  })
  return router
}

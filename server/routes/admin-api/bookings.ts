import { Router, type Response } from 'express'
import { currentUser, requireRole } from '../../middleware/auth.js'
import { UnauthorizedError, ValidationError } from '../../lib/errors.js'
import type { BookingsAdminService, SlotRulesStore } from '../../services/bookings/admin.js'
import {
  holidaySchema,
  outcomeSchema,
  parseAvailability,
  slotRulesSchema,
} from '../../services/bookings/admin-schema.js'
import { parseBody } from './body.js'
import { optionalString, parseId, parseListQuery, sendList } from './query.js'

const STATUSES = ['booked', 'cancelled', 'held', 'no_show'] as const

function actor(res: Response) {
  const user = currentUser(res)
  if (!user) throw new UnauthorizedError()
  return user
}

/**
 * The back office of demo bookings (issue 35, ra-data-simple-rest): /bookings (upcoming first, by
 * salesperson and status; PUT marks a past demo held or no-show), /availability (a person's sales
 * flag, zone, weekly hours and days off), /holidays and /booking-settings (the slot rules; admins).
 * Administrators see everyone's; a salesperson their own.
 */
export function bookingsResource({
  admin,
  rules,
  businessTimeZone,
}: {
  admin: BookingsAdminService
  rules: SlotRulesStore
  businessTimeZone: () => Promise<string>
}): Router {
  const router = Router()

  router.get('/bookings', async (req, res) => {
    const q = parseListQuery(req, {
      sortFields: { startsAt: 'startsAt' },
      defaultSort: { field: 'startsAt', order: 'asc' },
      filters: ['userId', 'leadId', 'status', 'upcoming'],
    })
    const status = optionalString(q.filter.status)
    if (status && !(STATUSES as readonly string[]).includes(status))
      throw new ValidationError('validation.invalid', { errors: { status: 'field.unsupported' } })
    const userId = q.filter.userId === undefined || q.filter.userId === '' ? undefined : parseId(q.filter.userId)
    // A lead's bookings (the lead page): its number, or its id in the leads resource ('demo-12').
    const lead = q.filter.leadId === undefined ? undefined : String(q.filter.leadId).replace(/^[a-z]+-/, '')
    const leadId = lead === undefined ? undefined : parseId(lead)
    const { items, total } = await admin.list(
      actor(res),
      {
        ...(userId ? { userId } : {}),
        ...(leadId ? { leadId } : {}),
        ...(status ? { status: status as (typeof STATUSES)[number] } : {}),
        upcoming: q.filter.upcoming === true || q.filter.upcoming === 'true',
        ...(q.ids ? { ids: q.ids } : {}),
      },
      { offset: q.offset, limit: q.limit, order: q.sort.order },
    )
    sendList(res, 'bookings', items, q.offset, total)
  })

  router.get('/bookings/counts', async (_req, res) => {
    actor(res)
    res.set('Cache-Control', 'no-store').json({ id: 'counts', ...(await admin.counts()) })
  })

  router.get('/bookings/:id', async (req, res) => {
    res.json(await admin.get(actor(res), parseId(req.params.id)))
  })

  router.put('/bookings/:id', async (req, res) => {
    const { status } = parseBody(outcomeSchema, req.body)
    res.json(await admin.setOutcome(actor(res), parseId(req.params.id), status))
  })

  router.get('/availability', async (req, res) => {
    const q = parseListQuery(req, {
      sortFields: { id: 'email', email: 'email' },
      defaultSort: { field: 'email', order: 'asc' },
      filters: ['q'],
    })
    const all = await admin.availabilityList(actor(res), q.ids)
    sendList(res, 'availability', all.slice(q.offset, q.offset + q.limit), q.offset, all.length)
  })

  router.get('/availability/:id', async (req, res) => {
    res.json(await admin.availability(actor(res), parseId(req.params.id)))
  })

  router.put('/availability/:id', async (req, res) => {
    const body = parseAvailability(req.body)
    res.json(await admin.saveAvailability(actor(res), parseId(req.params.id), body))
  })

  router.get('/holidays', async (_req, res) => {
    actor(res)
    const all = await admin.holidays.list()
    sendList(res, 'holidays', all, 0, all.length)
  })
  router.get('/holidays/:id', async (req, res) => {
    actor(res)
    res.json(await admin.holidays.get(parseId(req.params.id)))
  })
  router.use(['/holidays', '/booking-settings'], (req, _res, next) =>
    req.method === 'GET' ? next() : requireRole('admin')(req, _res, next),
  )
  router.post('/holidays', async (req, res) => {
    res.status(201).json(await admin.holidays.create(parseBody(holidaySchema, req.body)))
  })
  router.put('/holidays/:id', async (req, res) => {
    res.json(await admin.holidays.update(parseId(req.params.id), parseBody(holidaySchema, req.body)))
  })
  router.delete('/holidays/:id', async (req, res) => {
    res.json(await admin.holidays.remove(parseId(req.params.id)))
  })

  // One record, id 1: react-admin edits it as /booking-settings/1.
  router.get('/booking-settings/:id', async (_req, res) => {
    actor(res)
    res
      .set('Cache-Control', 'no-store')
      .json({ id: 1, ...(await rules.get()), businessTimeZone: await businessTimeZone() })
  })
  router.put('/booking-settings/:id', async (req, res) => {
    const saved = await rules.set(parseBody(slotRulesSchema, req.body))
    res.json({ id: 1, ...saved, businessTimeZone: await businessTimeZone() })
  })
  return router
}

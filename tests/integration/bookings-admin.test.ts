import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBookingsService } from '../../server/services/bookings/bookings'
import { zonedToUtc } from '../../server/services/leads/business-hours'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { postJson, validInquiry } from '../helpers/leads'

/** The back office of demo bookings (issue 35 items 1 and 5): roles, 400s, slot rules, outcomes. */
const MONDAY_6AM = zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto')

describe('the bookings back office API', () => {
  let app: TestApp
  let now = MONDAY_6AM
  let admin: AdminClient
  let sam: AdminClient
  let ed: AdminClient
  let samId = 0
  let leadId = 0
  let bookingId = 0

  const slots = async () =>
    ((await (await fetch(`${app.url}/api/bookings/slots`)).json()) as { slots: { startsAt: string }[] }).slots

  beforeAll(async () => {
    ;({ app, admin } = await startSignedInAdmin({ deps: { clock: () => new Date(now) } }))
    samId = (await createUser(app, 'sam@mapleserve.test', 'editor')).id
    await createUser(app, 'ed@mapleserve.test', 'editor')
    ;[sam, ed] = await Promise.all([signIn(app, 'sam@mapleserve.test'), signIn(app, 'ed@mapleserve.test')])
    const [row] = (await app
      .db('leads')
      .insert({
        kind: 'demo',
        name: 'Ana Lima',
        company: 'Casa Ana',
        email: 'ana@example.com',
        created_at: new Date(now).toISOString(),
      })
      .returning('id')) as { id: number }[]
    leadId = row!.id
  }, 90_000)

  afterAll(() => app?.close())

  it('when an administrator makes Sam a salesperson with Monday hours, then those slots are offered; Sam cannot make himself one', async () => {
    const own = await sam.request(`/api/admin/availability/${samId}`, { method: 'PUT', json: { sales: true } })
    expect(own.status).toBe(404)
    const res = await admin.request(`/api/admin/availability/${samId}`, {
      method: 'PUT',
      json: {
        sales: true,
        timeZone: 'America/Toronto',
        hours: [{ weekday: 1, from: '09:00', to: '10:00' }],
        daysOff: [{ date: '2026-12-25', label: 'Vacation' }],
      },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ sales: true, hours: [{ weekday: 1, from: '09:00', to: '10:00' }] })
    expect(await slots()).toHaveLength(8)
    const samsOwn = await sam.request('/api/admin/availability')
    expect(samsOwn.headers.get('content-range')).toBe('availability 0-0/1')
    const sales = await sam.request(`/api/admin/availability/${samId}`, { method: 'PUT', json: { sales: false } })
    expect(sales.status).toBe(403)
  })

  it('when availability, a holiday or the slot rules are wrong, then 400 naming each field', async () => {
    const res = await admin.request(`/api/admin/availability/${samId}`, {
      method: 'PUT',
      json: {
        timeZone: 'Mars/Olympus',
        hours: [{ weekday: 1, from: '10:00', to: '09:00' }],
        daysOff: [{ date: 'soon' }],
      },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(Object.keys(body.errors).sort()).toEqual(['daysOff', 'hours.0.to', 'timeZone'])
    expect(body.errors['hours.0.to']).toBe('The end must be after the start')
    const holiday = await admin.request('/api/admin/holidays', { method: 'POST', json: { date: '25/12' } })
    expect(holiday.status).toBe(400)
    const rules = await admin.request('/api/admin/booking-settings/1', {
      method: 'PUT',
      json: { slotMinutes: 1, bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 500 },
    })
    expect(rules.status).toBe(400)
    expect(Object.keys(((await rules.json()) as { errors: object }).errors).sort()).toEqual([
      'horizonDays',
      'slotMinutes',
    ])
    expect((await sam.request('/api/admin/booking-settings/1', { method: 'PUT', json: {} })).status).toBe(403)
    expect((await sam.request('/api/admin/holidays', { method: 'POST', json: { date: '2026-12-25' } })).status).toBe(
      403,
    )
  })

  it('when weekly hours overlap or end before they start, then 400 naming that row, in codes the admin translates; touching ranges are fine', async () => {
    const put = (hours: object[]) =>
      admin.request(`/api/admin/availability/${samId}`, { method: 'PUT', json: { sales: true, hours } })
    const overlap = await put([
      { weekday: 1, from: '09:00', to: '12:00' },
      { weekday: 2, from: '11:00', to: '13:00' },
      { weekday: 1, from: '11:00', to: '13:00' },
      { weekday: 1, from: '14:00', to: '14:00' },
    ])
    expect(overlap.status).toBe(400)
    const body = (await overlap.json()) as {
      errors: Record<string, string>
      errorCodes: Record<string, { code: string; params?: object }>
    }
    expect(body.errors).toEqual({
      'hours.2.from': 'Overlaps 09:00–12:00 the same day',
      'hours.3.to': 'The end must be after the start',
    })
    expect(body.errorCodes['hours.2.from']).toEqual({
      code: 'booking.hours_overlap',
      params: { from: '09:00', to: '12:00' },
    })
    expect(await (await admin.request(`/api/admin/availability/${samId}`)).json()).toMatchObject({
      hours: [{ weekday: 1, from: '09:00', to: '10:00' }],
    })
    const touching = await put([
      { weekday: 1, from: '09:00', to: '10:00' },
      { weekday: 1, from: '10:00', to: '10:30' },
    ])
    expect(touching.status).toBe(200)
    expect(await put([{ weekday: 1, from: '09:00', to: '10:00' }])).toHaveProperty('status', 200)
  })

  it('when the slot rules or a holiday change, then the offered slots change', async () => {
    const put = (json: object) => admin.request('/api/admin/booking-settings/1', { method: 'PUT', json })
    expect((await put({ slotMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 14 })).status).toBe(200)
    expect((await slots()).map((s) => s.startsAt).slice(0, 2)).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:30:00.000Z',
    ])
    expect(await slots()).toHaveLength(4)
    // The visitor's booking page says the length an admin chose, in both languages.
    const inquiry = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: 'thirty@bistro.test' })
    const asked = (await inquiry.json()) as { id: number; booking: { pass: string } }
    const page = async (prefix: string) =>
      (await fetch(`${app.url}${prefix}/demo/book?lead=${asked.id}&pass=${asked.booking.pass}`)).text()
    expect(await page('')).toContain('30-minute</span> slot')
    // French keeps a number with its unit (a no-break space): a phone never puts "minutes" on the next line.
    expect(await page('/fr')).toContain('créneau de 30\u00a0minutes')
    expect((await put({ slotMinutes: 15, bufferMinutes: 5, minNoticeMinutes: 120, horizonDays: 5 })).status).toBe(200)
    expect(await slots()).toHaveLength(4) // this Monday only: next Monday is past the 5-day horizon
    await put({ slotMinutes: 15, bufferMinutes: 5, minNoticeMinutes: 120, horizonDays: 14 })
    const holiday = await admin.request('/api/admin/holidays', {
      method: 'POST',
      json: { date: '2026-12-07', label: 'Closed' },
    })
    expect(holiday.status).toBe(201)
    expect(await slots()).toHaveLength(4)
    const { id } = (await holiday.json()) as { id: number }
    expect((await admin.request(`/api/admin/holidays/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await slots()).toHaveLength(8)
  })

  it('when a demo is booked, then its salesperson and admins list it with the lead, others do not', async () => {
    const pass = createBookingsService({
      db: app.db,
      clock: () => new Date(now),
      env: app.env,
      businessTimeZone: async () => 'America/Toronto',
    }).passFor(leadId)
    const booked = await postJson(`${app.url}/api/bookings`, {
      lead: leadId,
      pass,
      startsAt: '2026-11-30T14:00:00.000Z',
      timeZone: 'Europe/Paris',
    })
    expect(booked.status).toBe(201)
    const list = await sam.request(`/api/admin/bookings?filter=${encodeURIComponent('{"upcoming":true}')}`)
    expect(list.headers.get('content-range')).toBe('bookings 0-0/1')
    const [row] = (await list.json()) as { id: number; leadName: string; leadCompany: string; status: string }[]
    expect(row).toMatchObject({ leadName: 'Ana Lima', leadCompany: 'Casa Ana', status: 'booked', userId: samId })
    bookingId = row!.id
    expect((await ed.request('/api/admin/bookings')).headers.get('content-range')).toBe('bookings */0')
    expect((await ed.request(`/api/admin/bookings/${bookingId}`)).status).toBe(404)
    const filtered = await admin.request(
      `/api/admin/bookings?filter=${encodeURIComponent(`{"userId":${samId},"status":"booked"}`)}`,
    )
    expect(filtered.headers.get('content-range')).toBe('bookings 0-0/1')
    const ofLead = (id: string) =>
      admin.request(`/api/admin/bookings?filter=${encodeURIComponent(`{"leadId":"${id}"}`)}`)
    const lead = await ofLead(`demo-${leadId}`)
    expect(lead.headers.get('content-range')).toBe('bookings 0-0/1')
    expect(await lead.json()).toMatchObject([{ leadRef: `demo-${leadId}`, salesperson: 'sam@mapleserve.test' }])
    expect((await ofLead(`demo-${leadId + 1}`)).headers.get('content-range')).toBe('bookings */0')
    expect((await admin.request('/api/admin/bookings?filter={"status":"lost"}')).status).toBe(400)
    expect(await (await admin.request('/api/admin/bookings/counts')).json()).toMatchObject({
      booked: 1,
      held: 0,
      noShow: 0,
    })
  })

  it('when a past demo is marked held, then the booking and the lead timeline say so; not before its time', async () => {
    const early = await sam.request(`/api/admin/bookings/${bookingId}`, { method: 'PUT', json: { status: 'held' } })
    expect(early.status).toBe(400)
    now = MONDAY_6AM + 4 * 3_600_000 // 10:00, after the 9:00 demo
    const again = await signIn(app, 'sam@mapleserve.test')
    expect(
      (await again.request(`/api/admin/bookings/${bookingId}`, { method: 'PUT', json: { status: 'gone' } })).status,
    ).toBe(400)
    const held = await again.request(`/api/admin/bookings/${bookingId}`, { method: 'PUT', json: { status: 'held' } })
    expect(held.status).toBe(200)
    expect(await held.json()).toMatchObject({ status: 'held' })
    const kinds = (await app.db('lead_activity').where({ subject_id: leadId }).pluck('kind')) as string[]
    expect(kinds).toContain('booking_held')
    const noShow = await again.request(`/api/admin/bookings/${bookingId}`, {
      method: 'PUT',
      json: { status: 'no_show' },
    })
    expect(noShow.status).toBe(409)
    const adminAgain = await signIn(app, 'owner@mapleserve.test')
    expect(await (await adminAgain.request('/api/admin/bookings/counts')).json()).toMatchObject({ booked: 0, held: 1 })
  })
})

import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBookingsService } from '../../server/services/bookings/bookings'
import { errorsEn } from '../../server/i18n/errors-en'
import { reminderMail, type ReminderPayload } from '../../server/services/bookings/notices'
import { zonedToUtc } from '../../server/services/leads/business-hours'
import { startTestApp, type TestApp } from '../helpers/app'
import { addDemoLeads, addSalesperson } from '../helpers/bookings'
import { postJson } from '../helpers/leads'

/** The public booking API (issue 35): slots, a booking, a taken slot, bad input. */
const NOW = new Date(zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto')) // Monday 6:00 EST

/**
 * The app on `clock` with one salesperson free Mondays 9:00-10:00 in Toronto and a demo lead for each of `names`;
 * `pass` gives a lead's booking pass.
 */
async function startBookingApp(clock: () => Date, names: string[]) {
  const app = await startTestApp({}, { clock })
  const { passFor } = createBookingsService({
    db: app.db,
    clock,
    env: app.env,
    businessTimeZone: async () => 'America/Toronto',
  })
  await addSalesperson(app.db, { now: clock().getTime(), weekdays: [1], from: 9 * 60, to: 10 * 60 })
  return { app, pass: passFor, leads: await addDemoLeads(app.db, names, clock()) }
}

describe('the booking API', () => {
  let app: TestApp
  let pass: (leadId: number) => string
  let leads: number[] = []
  let anaToken = ''

  beforeAll(async () => {
    ;({ app, pass, leads } = await startBookingApp(() => NOW, ['Ana', 'Ben', 'Chloé']))
  }, 60_000)

  afterAll(() => app?.close())

  it('when the slots are asked for, then the free ones come in UTC, privately', async () => {
    const res = await fetch(`${app.url}/api/bookings/slots`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(res.headers.get('set-cookie')).toBeNull()
    const { slots } = (await res.json()) as { slots: { startsAt: string }[] }
    // Monday 9:00-10:00 EST in 15-minute slots, this week and next (the 14-day horizon).
    expect(slots.map((s) => s.startsAt).filter((s) => s.startsWith('2026-11-30'))).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:15:00.000Z',
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T14:45:00.000Z',
    ])
    expect(slots).toHaveLength(8)
  })

  it('when a visitor books with their pass, then 201; the next visitor for that time is offered others', async () => {
    const [ana, ben] = leads as [number, number]
    const won = await postJson(`${app.url}/api/bookings`, {
      lead: ana,
      pass: pass(ana),
      startsAt: '2026-11-30T14:00:00.000Z',
      timeZone: 'America/St_Johns',
    })
    expect(won.status).toBe(201)
    const wonBody = (await won.json()) as { booking: unknown; token: string }
    expect(wonBody.booking).toEqual({ startsAt: '2026-11-30T14:00:00.000Z', endsAt: '2026-11-30T14:15:00.000Z' })
    anaToken = wonBody.token
    const lost = await postJson(`${app.url}/api/bookings`, {
      lead: ben,
      pass: pass(ben),
      startsAt: '2026-11-30T14:00:00.000Z',
    })
    expect(lost.status).toBe(409)
    const body = (await lost.json()) as { code: string; next: { startsAt: string }[] }
    expect(body.code).toBe('booking.slot_taken')
    // 9:15 falls in the 5-minute buffer after Ana's demo.
    expect(body.next.map((s) => s.startsAt).slice(0, 3)).toEqual([
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T14:45:00.000Z',
      '2026-12-07T14:00:00.000Z',
    ])
    const again = await postJson(`${app.url}/api/bookings`, {
      lead: ana,
      pass: pass(ana),
      startsAt: '2026-11-30T14:30:00.000Z',
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe('booking.already_booked')
  })

  it('when the pass, the time or the zone is wrong, then 4xx answers an error code naming each field and nothing is booked', async () => {
    const chloe = leads[2]!
    const bad = [
      [{ lead: chloe, pass: 'forged', startsAt: '2026-11-30T14:45:00.000Z' }, 403, 'booking.bad_pass', undefined],
      [
        { lead: chloe, pass: pass(chloe), startsAt: 'tomorrow' },
        400,
        'validation.invalid',
        { startsAt: 'booking.slot_required' },
      ],
      [
        { lead: chloe, pass: pass(chloe), startsAt: '2026-11-30T14:45:00.000Z', timeZone: 'Mars/Olympus' },
        400,
        'validation.invalid',
        { timeZone: 'booking.zone_invalid' },
      ],
    ] as const
    for (const [body, status, code, fields] of bad) {
      const res = await postJson(`${app.url}/api/bookings`, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      const answer = (await res.json()) as {
        code: string
        message: string
        errorCodes?: Record<string, { code: string }>
      }
      expect(answer.code).toBe(code)
      expect(answer.message).toBe(errorsEn[code])
      const fieldCodes = Object.entries(answer.errorCodes ?? {}).map(([field, m]) => [field, m.code])
      expect(Object.fromEntries(fieldCodes)).toEqual(fields ?? {})
    }
    expect(await app.db('bookings').where({ lead_id: chloe })).toEqual([])
  })

  it('when the visitor moves and then cancels with their token, then each change is a new version of one invitation', async () => {
    const manage = `${app.url}/api/bookings/manage/${anaToken}`
    const seen = await fetch(manage)
    expect(seen.status).toBe(200)
    expect(((await seen.json()) as { booking: { status: string } }).booking.status).toBe('booked')
    const moved = await postJson(`${manage}/reschedule`, { startsAt: '2026-12-07T14:15:00.000Z' })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toEqual({
      booking: { startsAt: '2026-12-07T14:15:00.000Z', endsAt: '2026-12-07T14:30:00.000Z' },
      mailed: true,
    })
    // Reminders 24 h and 1 h before, those still ahead; a reminder of the old time is skipped.
    const reminders = await app.db('outbox').where({ kind: 'booking-reminder' }).orderBy('id')
    expect(reminders.map((r) => [r.next_attempt_at, JSON.parse(r.payload as string).sequence])).toEqual([
      ['2026-11-30T13:00:00.000Z', 0],
      ['2026-12-06T14:15:00.000Z', 1],
      ['2026-12-07T13:15:00.000Z', 1],
    ])
    const remind = (row: { payload: string }) =>
      reminderMail(app.db, app.env, JSON.parse(row.payload) as ReminderPayload, { zone: 'America/Toronto', now: NOW })
    expect(await remind(reminders[0])).toBeNull()
    expect((await remind(reminders[2]))?.subject).toMatch(
      /^Reminder: your MapleServe demo at Monday, December 7, 2026 at 10:45/,
    )
    expect((await postJson(`${manage}/cancel`, {})).status).toBe(200)
    expect(await remind(reminders[2])).toBeNull()
    const codeOf = async (res: Response) => [res.status, ((await res.json()) as { code: string }).code]
    expect(await codeOf(await postJson(`${manage}/cancel`, {}))).toEqual([410, 'booking.gone'])
    expect(await codeOf(await postJson(`${manage}/reschedule`, { startsAt: '2026-12-07T14:30:00.000Z' }))).toEqual([
      410,
      'booking.gone',
    ])
    expect(await codeOf(await fetch(`${app.url}/api/bookings/manage/not-a-token`))).toEqual([404, 'booking.not_found'])

    // Ana's invitations, in order: booked, moved, cancelled: one UID, SEQUENCE 0, 1, 2.
    const rows = await app.db('outbox').where({ subject_type: 'booking' }).orderBy('id')
    const toAna = rows
      .map((r) => JSON.parse(r.payload as string) as { to: string; text: string; icalEvent: { content: string } })
      .filter((m) => m.to === 'Ana@example.com')
    const events = toAna.map((m) => {
      const root = new ICAL.Component(ICAL.parse(m.icalEvent.content))
      const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!)
      return [root.getFirstPropertyValue('method'), event.uid, event.sequence, event.startDate.toJSDate().toISOString()]
    })
    const uid = events[0]![1]
    expect(events).toEqual([
      ['REQUEST', uid, 0, '2026-11-30T14:00:00.000Z'],
      ['REQUEST', uid, 1, '2026-12-07T14:15:00.000Z'],
      ['CANCEL', uid, 2, '2026-12-07T14:15:00.000Z'],
    ])
    // In St. John's time, as Ana chose: 10:30 a.m. Newfoundland time for 9:00 in Toronto.
    expect(toAna[0]!.text).toMatch(/Monday, November 30, 2026 at 10:30\u00a0a\.m\., Newfoundland Time \(St\. John’s\)/)
    // Nothing the requester typed goes to an address nobody has proven (decisions.md): no name in the
    // greeting or as the invitation's attendee.
    for (const mail of toAna) {
      expect(mail.text).toMatch(/^Hello,\n/)
      expect(mail.text).not.toContain('Ana\n')
      expect(mail.text.replace('Ana@example.com', '')).not.toContain('Ana')
      // (iCalendar folds long lines: unfolded first.)
      const unfolded = mail.icalEvent.content.replace(/\r\n[ \t]/g, '')
      expect(unfolded.replace(/Ana@example\.com/gi, '')).not.toMatch(/CN=.?Ana/)
    }
    // The salesperson's mail opens the lead: the admin's ids carry the lead's kind (demo-N).
    const toSeller = rows
      .map((r) => JSON.parse(r.payload as string) as { to: string; text: string; subject?: string })
      .filter((m) => m.to !== 'Ana@example.com' && (m.subject ?? '').includes('Ana'))
    expect(toSeller.length).toBeGreaterThan(0)
    for (const mail of toSeller)
      expect(mail.text).toContain(`Open the lead: ${app.env.BASE_URL}/admin/leads/demo-${leads[0]}\n`)
  })
  it('when a booking is moved and cancelled again and again, then its address gets its few emails a day, sales every change, and the page says none was sent', async () => {
    const ben = leads[1]!
    const booked = await postJson(`${app.url}/api/bookings`, {
      lead: ben,
      pass: pass(ben),
      startsAt: '2026-11-30T14:30:00.000Z',
    })
    expect(booked.status).toBe(201)
    const { token, mailed } = (await booked.json()) as { token: string; mailed: boolean }
    expect(mailed).toBe(true)
    const manage = `${app.url}/api/bookings/manage/${token}`
    const moves = []
    for (const startsAt of ['2026-11-30T14:45:00.000Z', '2026-12-07T14:00:00.000Z', '2026-12-07T14:30:00.000Z']) {
      const res = await postJson(`${manage}/reschedule`, { startsAt })
      expect(res.status).toBe(200)
      moves.push(((await res.json()) as { mailed: boolean }).mailed)
    }
    // UNPROVEN_MAIL_PER_DAY is 3: the booking and two moves are emailed, the third move is not.
    expect(moves).toEqual([true, true, false])
    // The page without JavaScript says so when it cancels.
    const cancelled = await fetch(`${app.url}/demo/booking/${token}/cancel`, { method: 'POST' })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('so we did not email a cancellation')
    const rows = await app.db('outbox').where({ kind: 'mail', subject_type: 'booking' }).orderBy('id')
    const mails = rows.map((r) => JSON.parse(r.payload as string) as { to: string; subject: string })
    expect(mails.filter((m) => m.to === 'Ben@example.com')).toHaveLength(3)
    // The salesperson hears of all five changes.
    expect(mails.filter((m) => m.to !== 'Ben@example.com' && m.subject.includes('Ben'))).toHaveLength(5)
  })
})

/**
 * A visitor books the time they were shown a moment ago, though the clock has since carried it inside the
 * notice (two hours by default): the list they picked from is a few seconds or minutes old, and nobody took the
 * time, so it is theirs; five minutes on, it is gone. (The browser tests met the first case when a slot boundary
 * passed between showing the times and the Book click: "Your demo is booked" never came.)
 */
describe('the booking API, as the clock moves on', () => {
  let app: TestApp
  let now = new Date(zonedToUtc(2026, 11, 30, 6 * 60 + 59, 'America/Toronto') + 50_000) // Monday 6:59:50 EST
  let pass: (leadId: number) => string
  let leads: number[] = []

  beforeAll(async () => {
    ;({ app, pass, leads } = await startBookingApp(() => now, ['Dana', 'Eli']))
  }, 60_000)

  afterAll(() => app?.close())

  const nine = '2026-11-30T14:00:00.000Z'
  const firstOffered = async () =>
    ((await (await fetch(`${app.url}/api/bookings/slots`)).json()) as { slots: { startsAt: string }[] }).slots[0]
      ?.startsAt

  it('when the time shown first has just come within the notice, then it is still booked; one that did so over five minutes ago is refused', async () => {
    const [dana, eli] = leads as [number, number]
    expect(await firstOffered()).toBe(nine)
    now = new Date(now.getTime() + 30_000) // 7:00:20: 9:00 is less than two hours away
    expect(await firstOffered()).toBe('2026-11-30T14:15:00.000Z')
    const booked = await postJson(`${app.url}/api/bookings`, { lead: dana, pass: pass(dana), startsAt: nine })
    expect(booked.status).toBe(201)
    expect(((await booked.json()) as { booking: { startsAt: string } }).booking.startsAt).toBe(nine)

    now = new Date(zonedToUtc(2026, 11, 30, 7 * 60 + 35, 'America/Toronto') + 20_000) // 7:35:20
    // 9:30 came within the notice at 7:30, more than five minutes ago (and is clear of 9:00's buffer).
    const late = await postJson(`${app.url}/api/bookings`, {
      lead: eli,
      pass: pass(eli),
      startsAt: '2026-11-30T14:30:00.000Z',
    })
    expect(late.status).toBe(409)
    expect(await app.db('bookings').where({ lead_id: eli }).pluck('id')).toEqual([])
  })
})

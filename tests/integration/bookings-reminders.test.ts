import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server/lib/logger'
import { createBookingsService, type BookingsService } from '../../server/services/bookings/bookings'
import { createBookingReminderWorker } from '../../server/services/bookings/reminders'
import { zonedToUtc } from '../../server/services/leads/business-hours'
import { startTestApp, type TestApp } from '../helpers/app'
import { addDemoLeads, addSalesperson } from '../helpers/bookings'

/** The demo reminders' outbox lane (issue 35 item 4): 1 h before, skipped once the demo moved. */
const NOW = zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto') // Monday 6:00 EST

describe('the demo reminders', () => {
  let app: TestApp
  let now = NOW
  let zoneReads = 0
  let bookings: BookingsService
  const sent: { to: string; subject: string }[] = []

  beforeAll(async () => {
    app = await startTestApp({}, { clock: () => new Date(now) })
    bookings = createBookingsService({
      db: app.db,
      clock: () => new Date(now),
      env: app.env,
      businessTimeZone: async () => 'America/Toronto',
    })
    await addSalesperson(app.db, { now: NOW, weekdays: [1], from: 9 * 60, to: 10 * 60 })
    await addSalesperson(app.db, { email: 'sue@mapleserve.test', now: NOW, weekdays: [1], from: 9 * 60, to: 10 * 60 })
    const [ana, ben, chloe] = (await addDemoLeads(app.db, ['ana', 'ben', 'chloe'], new Date(NOW))) as [
      number,
      number,
      number,
    ]
    const at = (time: string) => ({ startsAt: Date.parse(`2026-11-30T${time}:00.000Z`), visitorTimeZone: 'UTC' })
    expect((await bookings.book({ leadId: ana, ...at('14:00') })).ok).toBe(true)
    expect((await bookings.book({ leadId: ben, ...at('14:30') })).ok).toBe(true)
    const chloes = await bookings.book({ leadId: chloe, ...at('14:00') })
    if (!chloes.ok) throw new Error('not booked')
    // Chloé moves to next Monday: her first reminder no longer stands.
    expect((await bookings.reschedule(chloes.token, Date.parse('2026-12-07T14:30:00.000Z'))).ok).toBe(true)
  }, 60_000)

  afterAll(() => app?.close())

  it('when three reminders fall due, then one claim reads the business zone once, sends two and skips the moved one', async () => {
    now = Date.parse('2026-11-30T13:40:00.000Z')
    const worker = createBookingReminderWorker({
      env: app.env,
      db: app.db,
      logger: createLogger('silent'),
      clock: () => new Date(now),
      businessTimeZone: async () => {
        zoneReads += 1
        return 'America/Toronto'
      },
      mailTransport: () => {
        const transport = nodemailer.createTransport({ jsonTransport: true })
        return {
          ...transport,
          sendMail: async (message: { to: string; subject: string }) => {
            sent.push({ to: message.to, subject: message.subject })
            return { messageId: 'x' }
          },
        } as unknown as ReturnType<typeof nodemailer.createTransport>
      },
      outbox: { batchSize: 10 },
    })
    // Each claim takes what the lane has room for (two at a time here); each reads the zone once.
    let claims = 0
    let delivered = 0
    for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) {
      claims += 1
      delivered += n
    }
    await worker.stop()
    expect(delivered).toBe(3)
    expect(claims).toBeLessThan(3)
    expect(zoneReads).toBe(claims)
    expect(sent.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com'])
    expect(sent.every((m) => m.subject.startsWith('Reminder: your MapleServe demo'))).toBe(true)
    const rows = await app.db('outbox').where({ kind: 'booking-reminder' }).orderBy('id').select('status')
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent', 'skipped', 'pending', 'pending'])
  })
})

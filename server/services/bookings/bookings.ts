import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/knex.js'
import {
  bookingByTokenHash,
  bookingsOfLead,
  insertBooking,
  liveBookings,
  salesSchedules,
  type BookingRow,
} from '../../db/repositories/bookings.js'
import type { Clock } from '../system/clock.js'
import { freeSlots, type DayHours, type SalesSchedule, type Slot, type SlotRules } from './slots.js'

/**
 * Demo bookings (issue 35): the free slots of every salesperson, and taking one. A slot goes to
 * exactly one visitor: the database's unique index on a salesperson's live slot decides between
 * simultaneous takers, on any replica; a taker who loses is offered the next free slots.
 */
export const DEFAULT_SLOT_RULES: SlotRules = {
  slotMinutes: 15,
  bufferMinutes: 5,
  minNoticeMinutes: 120,
  horizonDays: 14,
}

/** How many free slots a visitor whose choice was taken is offered instead. */
const OFFERED_AFTER_LOSS = 6
const DAY = 86_400_000

export interface BookingsDeps {
  db: Db
  clock: Clock
  /** Used to sign the pass that lets a visitor book for the lead they just sent. */
  sessionSecret: string
  /** The business time zone: a salesperson's hours are in it unless they have their own. */
  businessTimeZone: () => Promise<string>
  rules?: SlotRules
}

export type BookResult =
  { ok: true; booking: BookingRow; token: string } | { ok: false; reason: 'taken' | 'already-booked'; next: Slot[] }

export function createBookingsService({
  db,
  clock,
  sessionSecret,
  businessTimeZone,
  rules = DEFAULT_SLOT_RULES,
}: BookingsDeps) {
  const passKey = createHmac('sha256', sessionSecret).update('mapleserve booking pass v1').digest()

  async function schedules(): Promise<SalesSchedule[]> {
    const { people, hours, daysOff } = await salesSchedules(db)
    const zone = await businessTimeZone()
    return people.map((person) => {
      const weekly: Partial<Record<number, DayHours[]>> = {}
      for (const h of hours.filter((h) => h.user_id === person.id))
        (weekly[h.weekday] ??= []).push({ from: h.from_minute, to: h.to_minute })
      const off = daysOff.filter((d) => d.user_id === null || d.user_id === person.id).map((d) => d.date)
      return { userId: person.id, timeZone: person.time_zone ?? zone, weekly, daysOff: new Set(off) }
    })
  }

  async function upcoming(now: number): Promise<BookingRow[]> {
    const until = now + (rules.horizonDays + 1) * DAY
    return liveBookings(db, new Date(now - DAY).toISOString(), new Date(until).toISOString())
  }

  async function slots(): Promise<Slot[]> {
    const now = clock().getTime()
    const booked = (await upcoming(now)).map((b) => ({ userId: b.user_id, startsAt: Date.parse(b.starts_at) }))
    return freeSlots(now, await schedules(), booked, rules)
  }

  return {
    slots,

    /** The pass given with a stored demo request: it lets that visitor (and only them) book for it. */
    passFor(leadId: number): string {
      return createHmac('sha256', passKey).update(`lead:${leadId}`).digest('base64url')
    },

    checkPass(leadId: number, pass: string): boolean {
      const expected = Buffer.from(this.passFor(leadId))
      const given = Buffer.from(pass)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    /** Takes the slot starting at `startsAt` for the lead, with the least busy salesperson free then. */
    async book(input: { leadId: number; startsAt: number; visitorTimeZone: string }): Promise<BookResult> {
      const live = (await bookingsOfLead(db, input.leadId)).filter((b) => b.status === 'booked')
      if (live.length) return { ok: false, reason: 'already-booked', next: [] }
      const now = clock().getTime()
      const booked = await upcoming(now)
      const free = freeSlots(
        now,
        await schedules(),
        booked.map((b) => ({ userId: b.user_id, startsAt: Date.parse(b.starts_at) })),
        rules,
      )
      const slot = free.find((s) => s.startsAt === input.startsAt)
      const load = (userId: number) => booked.filter((b) => b.user_id === userId).length
      for (const userId of [...(slot?.userIds ?? [])].sort((a, b) => load(a) - load(b))) {
        const token = randomBytes(24).toString('base64url')
        const at = new Date(now).toISOString()
        const row = await insertBooking(db, {
          lead_id: input.leadId,
          user_id: userId,
          starts_at: new Date(input.startsAt).toISOString(),
          ends_at: new Date(input.startsAt + rules.slotMinutes * 60_000).toISOString(),
          visitor_time_zone: input.visitorTimeZone,
          status: 'booked',
          token_hash: hashToken(token),
          sequence: 0,
          created_at: at,
          updated_at: at,
        })
        if (row) return { ok: true, booking: row, token }
      }
      const next = (await slots()).slice(0, OFFERED_AFTER_LOSS)
      return { ok: false, reason: 'taken', next }
    },

    async byToken(token: string): Promise<BookingRow | undefined> {
      return bookingByTokenHash(db, hashToken(token))
    },
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

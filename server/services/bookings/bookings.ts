import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/knex.js'
import {
  bookingByTokenHash,
  bookingsOfLead,
  insertBooking,
  isSlotTaken,
  leadForBooking,
  liveBookings,
  salesSchedules,
  updateLiveBooking,
  type BookingRow,
} from '../../db/repositories/bookings.js'
import { insertActivity } from '../../db/repositories/leads/activity.js'
import { stopClock, updateLead } from '../../db/repositories/leads/rows.js'
import type { Env } from '../../env.js'
import { enqueue } from '../mail/outbox.js'
import { mayMailUnproven } from '../mail/unproven.js'
import type { Clock } from '../system/clock.js'
import type { BookingEvent } from './mail.js'
import { manageUrl, noticeMails, REMINDER_HOURS, type ReminderPayload } from './notices.js'
import { freeSlots, type DayHours, type SalesSchedule, type Slot, type SlotRules } from './slots.js'
import { LATE_PICK_MINUTES } from '../../../shared/booking/rules.js'

/**
 * Demo bookings (issue 35): the free slots of every salesperson, taking one, moving and cancelling
 * it. A slot goes to exactly one visitor: the database's unique index on a salesperson's live slot
 * decides between simultaneous takers, on any replica; a taker who loses is offered the next free
 * slots. The booking, the lead's new status and owner, its timeline entry and both invitations are
 * one transaction: all are stored, or none.
 */
export const DEFAULT_SLOT_RULES: SlotRules = {
  slotMinutes: 15,
  bufferMinutes: 5,
  minNoticeMinutes: 120,
  horizonDays: 14,
}

/** `p` with its notice shortened by LATE_PICK_MINUTES: what a visitor's pick is checked against. */
const forPicks = (p: Plan): Plan => ({
  ...p,
  rules: { ...p.rules, minNoticeMinutes: Math.max(0, p.rules.minNoticeMinutes - LATE_PICK_MINUTES) },
})

/** How many free slots a visitor whose choice was taken is offered instead. */
const OFFERED_AFTER_LOSS = 6
const DAY = 86_400_000

export interface BookingsDeps {
  db: Db
  env: Pick<Env, 'BASE_URL' | 'MAIL_FROM' | 'SESSION_SECRET' | 'UNPROVEN_MAIL_PER_DAY'>
  clock: Clock
  /** The business time zone: a salesperson's hours are in it unless they have their own. */
  businessTimeZone: () => Promise<string>
  /** The slot rules in force (the back office's booking settings); DEFAULT_SLOT_RULES when not given. */
  rules?: () => Promise<SlotRules>
}

/** What the free slots are made of besides the bookings: every salesperson's week, the zone, the rules. */
interface Plan {
  schedules: SalesSchedule[]
  zone: string
  rules: SlotRules
}

export type BookResult =
  /** `mailed`: whether the visitor's email went (services/mail/unproven.ts: an address's daily count). */
  | { ok: true; booking: BookingRow; token: string; mailed: boolean }
  | { ok: false; reason: 'taken' | 'already-booked' | 'gone'; next: Slot[] }

export function createBookingsService({
  db,
  env,
  clock,
  businessTimeZone,
  rules = async () => DEFAULT_SLOT_RULES,
}: BookingsDeps) {
  const passKey = createHmac('sha256', env.SESSION_SECRET).update('mapleserve booking pass v1').digest()
  const passFor = (leadId: number) => createHmac('sha256', passKey).update(`lead:${leadId}`).digest('base64url')

  async function plan(): Promise<Plan> {
    const [{ people, hours, daysOff }, zone, current] = await Promise.all([
      salesSchedules(db),
      businessTimeZone(),
      rules(),
    ])
    const schedules = people.map((person) => {
      const weekly: Partial<Record<number, DayHours[]>> = {}
      for (const h of hours.filter((h) => h.user_id === person.id))
        (weekly[h.weekday] ??= []).push({ from: h.from_minute, to: h.to_minute })
      const off = daysOff.filter((d) => d.user_id === null || d.user_id === person.id).map((d) => d.date)
      return { userId: person.id, timeZone: person.time_zone ?? zone, weekly, daysOff: new Set(off) }
    })
    return { schedules, zone, rules: current }
  }

  /** The free slots of `p` now, against the live bookings read now (but `exceptBookingId`'s). */
  async function freeNow(p: Plan, exceptBookingId?: number): Promise<{ free: Slot[]; booked: BookingRow[] }> {
    const now = clock().getTime()
    const until = now + (p.rules.horizonDays + 1) * DAY
    const booked = (await liveBookings(db, new Date(now - DAY).toISOString(), new Date(until).toISOString())).filter(
      (b) => b.id !== exceptBookingId,
    )
    const taken = booked.map((b) => ({ userId: b.user_id, startsAt: Date.parse(b.starts_at) }))
    return { free: freeSlots(now, p.schedules, taken, p.rules), booked }
  }

  /**
   * In `trx`: the lead's timeline entry and both emails of `event` for `booking`. Nobody has proven the
   * visitor's address is theirs, and a booking's pass or link can book, move and cancel again and again:
   * their email goes only while the address has emails left today (UNPROVEN_MAIL_PER_DAY, shared with
   * quote copies and newsletter confirmations); the salesperson's always goes. True when the visitor's went.
   */
  async function notify(
    trx: Db,
    event: Exclude<BookingEvent, 'reminder'>,
    booking: BookingRow,
    token: string | null,
    zone: string,
  ): Promise<boolean> {
    const now = clock()
    await insertActivity(trx, {
      subject_id: booking.lead_id,
      at: now.toISOString(),
      actor_id: null,
      actor_email: null,
      kind: `booking_${event}`,
      details: JSON.stringify({ startsAt: booking.starts_at, userId: booking.user_id, sequence: booking.sequence }),
    })
    const language = (await leadForBooking(trx, booking.lead_id))?.language ?? 'en'
    const link = manageUrl(env, language, token)
    const [visitor, ...others] = (await noticeMails(trx, env, { event, booking, link, zone, now })) ?? []
    const mailed = visitor ? await mayMailUnproven(trx, env, visitor.to, now) : false
    for (const mail of mailed ? [visitor!, ...others] : others)
      await enqueue(trx, 'mail', { type: 'booking', id: booking.id }, mail, now)
    if (event === 'cancelled') return mailed
    // Reminders 24 h and 1 h before, those still ahead; each goes only if this version still stands.
    const payload: ReminderPayload = { bookingId: booking.id, sequence: booking.sequence, link }
    for (const hours of REMINDER_HOURS) {
      const at = Date.parse(booking.starts_at) - hours * 3_600_000
      if (at > now.getTime())
        await enqueue(trx, 'booking-reminder', { type: 'booking', id: booking.id }, payload, now, new Date(at))
    }
    return mailed
  }

  return {
    passFor,
    businessTimeZone,

    /** The pass given with a stored demo request: it lets that visitor (and only them) book for it. */
    checkPass(leadId: number, pass: string): boolean {
      const expected = Buffer.from(passFor(leadId))
      const given = Buffer.from(pass)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    /** How long a demo booked now lasts (the booking settings' slot length). */
    async slotMinutes(): Promise<number> {
      return (await rules()).slotMinutes
    },

    async slots(): Promise<Slot[]> {
      return (await freeNow(await plan())).free
    },

    /** Takes the slot starting at `startsAt` for the lead, with the least busy salesperson free then. */
    async book(input: { leadId: number; startsAt: number; visitorTimeZone: string }): Promise<BookResult> {
      const live = (await bookingsOfLead(db, input.leadId)).filter((b) => b.status === 'booked')
      if (live.length) return { ok: false, reason: 'already-booked', next: [] }
      const p = await plan()
      const { slotMinutes } = p.rules
      const { free, booked } = await freeNow(forPicks(p))
      const slot = free.find((s) => s.startsAt === input.startsAt)
      const load = (userId: number) => booked.filter((b) => b.user_id === userId).length
      for (const userId of [...(slot?.userIds ?? [])].sort((a, b) => load(a) - load(b))) {
        const token = randomBytes(24).toString('base64url')
        const at = clock().toISOString()
        try {
          const { booking, mailed } = await db.transaction(async (trx) => {
            const row = await insertBooking(trx, {
              lead_id: input.leadId,
              user_id: userId,
              starts_at: new Date(input.startsAt).toISOString(),
              ends_at: new Date(input.startsAt + slotMinutes * 60_000).toISOString(),
              visitor_time_zone: input.visitorTimeZone,
              status: 'booked',
              token_hash: hashToken(token),
              sequence: 0,
              created_at: at,
              updated_at: at,
            })
            // "Demo booked", owned by the salesperson: the response clock stops.
            await updateLead(trx, input.leadId, { pipeline_status: 'demo_booked', owner_id: userId })
            await stopClock(trx, input.leadId, at)
            return { booking: row, mailed: await notify(trx, 'booked', row, token, p.zone) }
          })
          return { ok: true, booking, token, mailed }
        } catch (error) {
          if (!isSlotTaken(error)) throw error
        }
      }
      return { ok: false, reason: 'taken', next: (await freeNow(p)).free.slice(0, OFFERED_AFTER_LOSS) }
    },

    async byToken(token: string): Promise<BookingRow | undefined> {
      return bookingByTokenHash(db, hashToken(token))
    },

    /** Moves a live booking to another free slot (same salesperson if free, else another); SEQUENCE + 1. */
    async reschedule(token: string, startsAt: number): Promise<BookResult> {
      const current = await bookingByTokenHash(db, hashToken(token))
      if (current?.status !== 'booked') return { ok: false, reason: 'gone', next: [] }
      const p = await plan()
      const { slotMinutes } = p.rules
      const { free } = await freeNow(forPicks(p), current.id)
      const users = free.find((s) => s.startsAt === startsAt)?.userIds ?? []
      const ordered = users.includes(current.user_id) ? [current.user_id] : users
      for (const userId of ordered) {
        const changes = {
          user_id: userId,
          starts_at: new Date(startsAt).toISOString(),
          ends_at: new Date(startsAt + slotMinutes * 60_000).toISOString(),
          sequence: current.sequence + 1,
          updated_at: clock().toISOString(),
        }
        try {
          const moved = await db.transaction(async (trx) => {
            if (!(await updateLiveBooking(trx, current.id, changes))) return null
            const row = { ...current, ...changes }
            if (userId !== current.user_id) await updateLead(trx, current.lead_id, { owner_id: userId })
            return { row, mailed: await notify(trx, 'rescheduled', row, token, p.zone) }
          })
          if (!moved) return { ok: false, reason: 'gone', next: [] }
          return { ok: true, booking: moved.row, token, mailed: moved.mailed }
        } catch (error) {
          if (!isSlotTaken(error)) throw error
        }
      }
      return { ok: false, reason: 'taken', next: (await freeNow(p, current.id)).free.slice(0, OFFERED_AFTER_LOSS) }
    },

    /**
     * Cancels a live booking: METHOD:CANCEL to both, SEQUENCE + 1; null when it was no longer live, else
     * whether the visitor's email went.
     */
    async cancel(token: string): Promise<{ mailed: boolean } | null> {
      const current = await bookingByTokenHash(db, hashToken(token))
      if (current?.status !== 'booked') return null
      const changes = {
        status: 'cancelled' as const,
        sequence: current.sequence + 1,
        updated_at: clock().toISOString(),
      }
      const zone = await businessTimeZone()
      return db.transaction(async (trx) => {
        if (!(await updateLiveBooking(trx, current.id, changes))) return null
        return { mailed: await notify(trx, 'cancelled', { ...current, ...changes }, null, zone) }
      })
    },
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

import type { Db } from '../../db/knex.js'
import { bookingById, type BookingStatus } from '../../db/repositories/bookings.js'
import {
  availabilityUsers,
  bookingWithLead,
  countByStatus,
  daysOffOf,
  deleteHoliday,
  holidayById,
  hoursOf,
  insertHoliday,
  listBookings,
  listHolidays,
  saveAvailability,
  setOutcome,
  updateHoliday,
  type AvailabilityUserRow,
  type BookingListRow,
} from '../../db/repositories/bookings-admin.js'
import { insertActivity } from '../../db/repositories/leads/activity.js'
import { settingsRepository } from '../../db/repositories/settings.js'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { Clock } from '../system/clock.js'
import type { AvailabilityInput, HolidayInput } from './admin-schema.js'
import { DEFAULT_SLOT_RULES } from './bookings.js'
import type { SlotRules } from './slots.js'

/** Who asks: administrators see and change everyone's; a salesperson only their own. */
export interface Actor {
  id: number
  email: string
  role: string
}

const RULE_KEYS: Record<keyof SlotRules, string> = {
  slotMinutes: 'booking_slot_minutes',
  bufferMinutes: 'booking_buffer_minutes',
  minNoticeMinutes: 'booking_min_notice_minutes',
  horizonDays: 'booking_horizon_days',
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))

function bookingView(b: BookingListRow) {
  return {
    id: b.id,
    leadId: b.lead_id,
    /** The lead's id in the admin's leads resource (kind-id). */
    leadRef: `${b.lead_kind}-${b.lead_id}`,
    leadName: b.lead_name,
    leadCompany: b.lead_company,
    userId: b.user_id,
    salesperson: b.user_name || b.user_email,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
    visitorTimeZone: b.visitor_time_zone,
    status: b.status,
    sequence: b.sequence,
  }
}

/** The slot rules stored in the settings table (DEFAULT_SLOT_RULES for any not set). */
export function createSlotRulesStore(db: Db) {
  const repo = settingsRepository(db)
  return {
    async get(): Promise<SlotRules> {
      const all = await repo.all()
      const rules = { ...DEFAULT_SLOT_RULES }
      for (const key of Object.keys(RULE_KEYS) as (keyof SlotRules)[]) {
        const n = Number(all[RULE_KEYS[key]])
        if (all[RULE_KEYS[key]] !== undefined && Number.isInteger(n)) rules[key] = n
      }
      return rules
    },
    async set(rules: SlotRules): Promise<SlotRules> {
      await repo.set(
        Object.fromEntries(Object.entries(RULE_KEYS).map(([k, key]) => [key, String(rules[k as keyof SlotRules])])),
      )
      return rules
    },
  }
}
export type SlotRulesStore = ReturnType<typeof createSlotRulesStore>

/** The back office of demo bookings (issue 35 items 1 and 5). */
export function createBookingsAdminService({ db, clock }: { db: Db; clock: Clock }) {
  const isAdmin = (a: Actor) => a.role === 'admin'

  async function availabilityOf(users: AvailabilityUserRow[]) {
    const ids = users.map((u) => u.id)
    const [hours, off] = await Promise.all([hoursOf(db, ids), daysOffOf(db, ids)])
    return users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      sales: Boolean(u.sales),
      timeZone: u.time_zone,
      hours: hours
        .filter((h) => h.user_id === u.id)
        .map((h) => ({ weekday: h.weekday, from: hhmm(h.from_minute), to: hhmm(h.to_minute) })),
      daysOff: off.filter((d) => d.user_id === u.id).map((d) => ({ date: d.date, label: d.label })),
    }))
  }

  return {
    async list(
      actor: Actor,
      q: { userId?: number; leadId?: number; status?: BookingStatus; upcoming?: boolean; ids?: number[] },
      page: { offset: number; limit: number; order: 'asc' | 'desc' },
    ) {
      const userId = isAdmin(actor) ? q.userId : actor.id
      const { rows, total } = await listBookings(
        db,
        {
          ...(userId === undefined ? {} : { userId }),
          ...(q.leadId === undefined ? {} : { leadId: q.leadId }),
          ...(q.status ? { status: q.status } : {}),
          ...(q.upcoming ? { endsFrom: clock().toISOString() } : {}),
          ...(q.ids ? { ids: q.ids } : {}),
        },
        page,
      )
      return { items: rows.map(bookingView), total }
    },

    async get(actor: Actor, id: number) {
      const row = await bookingWithLead(db, id)
      if (!row || (!isAdmin(actor) && row.user_id !== actor.id)) throw new NotFoundError('not_found')
      return bookingView(row)
    },

    /** Marks a past demo held or no-show, with its lead timeline entry. */
    async setOutcome(actor: Actor, id: number, status: 'held' | 'no_show') {
      const booking = await bookingById(db, id)
      if (!booking || (!isAdmin(actor) && booking.user_id !== actor.id)) throw new NotFoundError('not_found')
      if (booking.status === status) return this.get(actor, id)
      const now = clock()
      if (Date.parse(booking.starts_at) > now.getTime())
        throw new ValidationError('validation.invalid', {
          errors: { status: 'booking.outcome_too_early' },
        })
      await db.transaction(async (trx) => {
        if (!(await setOutcome(trx, id, status, now.toISOString()))) throw new ConflictError('booking.not_live')
        await insertActivity(trx, {
          subject_id: booking.lead_id,
          at: now.toISOString(),
          actor_id: actor.id,
          actor_email: actor.email,
          kind: `booking_${status}`,
          details: JSON.stringify({ bookingId: id, startsAt: booking.starts_at, userId: booking.user_id }),
        })
      })
      return this.get(actor, id)
    },

    async counts() {
      const c = await countByStatus(db)
      return { booked: c.booked ?? 0, held: c.held ?? 0, noShow: c.no_show ?? 0, cancelled: c.cancelled ?? 0 }
    },

    async availabilityList(actor: Actor, ids?: number[]) {
      const users = await availabilityUsers(db, isAdmin(actor) ? ids : [actor.id])
      const list = await availabilityOf(users)
      return isAdmin(actor) ? list : list.filter((u) => u.sales)
    },

    async availability(actor: Actor, userId: number) {
      if (!isAdmin(actor) && userId !== actor.id) throw new NotFoundError('not_found')
      const [person] = await availabilityOf(await availabilityUsers(db, [userId]))
      if (!person || (!isAdmin(actor) && !person.sales)) throw new NotFoundError('not_found')
      return person
    },

    async saveAvailability(actor: Actor, userId: number, input: AvailabilityInput) {
      const before = await this.availability(actor, userId)
      if (!isAdmin(actor) && input.sales !== undefined && input.sales !== before.sales)
        throw new ForbiddenError('auth.admin_only')
      const dates = input.daysOff.map((d) => d.date)
      if (new Set(dates).size !== dates.length)
        throw new ValidationError('validation.invalid', { errors: { daysOff: 'booking.day_off_twice' } })
      await saveAvailability(db, userId, {
        ...(isAdmin(actor) && input.sales !== undefined ? { sales: input.sales } : {}),
        time_zone: input.timeZone,
        hours: input.hours.map((h) => ({ weekday: h.weekday, from_minute: minutes(h.from), to_minute: minutes(h.to) })),
        daysOff: input.daysOff,
      })
      return this.availability(actor, userId)
    },

    holidays: {
      list: () => listHolidays(db),
      async get(id: number) {
        const row = await holidayById(db, id)
        if (!row) throw new NotFoundError('not_found')
        return row
      },
      create: (input: HolidayInput) => insertHoliday(db, input),
      async update(id: number, input: HolidayInput) {
        if (!(await updateHoliday(db, id, input))) throw new NotFoundError('not_found')
        return { ...input, id, user_id: null }
      },
      async remove(id: number) {
        const row = await holidayById(db, id)
        if (!row || !(await deleteHoliday(db, id))) throw new NotFoundError('not_found')
        return row
      },
    },
  }
}
export type BookingsAdminService = ReturnType<typeof createBookingsAdminService>

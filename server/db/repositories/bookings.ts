import type { Db } from '../knex.js'
import { isUniqueViolation } from '../knex.js'
import type { LeadKind } from './leads/rows.js'

export type BookingStatus = 'booked' | 'cancelled' | 'held' | 'no_show'

export interface BookingRow {
  id: number
  lead_id: number
  user_id: number
  starts_at: string
  ends_at: string
  visitor_time_zone: string
  status: BookingStatus
  token_hash: string
  sequence: number
  created_at: string
  updated_at: string
}

export interface SalesHoursRow {
  user_id: number
  weekday: number
  from_minute: number
  to_minute: number
}

export interface SalespersonRow {
  id: number
  /** The public name, if the person has one; else only the email. */
  name: string | null
  email: string
  time_zone: string | null
}

/** Salespeople who can take demos, with their weekly hours and days off (theirs and holidays). */
export async function salesSchedules(db: Db): Promise<{
  people: SalespersonRow[]
  hours: SalesHoursRow[]
  daysOff: { user_id: number | null; date: string }[]
}> {
  const people = (await db('users')
    .where({ sales: true, disabled: false })
    .select('id', 'public_name as name', 'email', 'time_zone')
    .orderBy('id')) as SalespersonRow[]
  const ids = people.map((p) => p.id)
  const hours = ids.length
    ? ((await db('sales_hours')
        .whereIn('user_id', ids)
        .select('user_id', 'weekday', 'from_minute', 'to_minute')) as SalesHoursRow[])
    : []
  const daysOff = (await db('sales_days_off')
    .where((w) => w.whereNull('user_id').orWhereIn('user_id', ids))
    .select('user_id', 'date')) as { user_id: number | null; date: string }[]
  return { people, hours, daysOff }
}

/** Live bookings starting in [from, to) (ISO instants). */
export async function liveBookings(db: Db, from: string, to: string): Promise<BookingRow[]> {
  return db('bookings').where({ status: 'booked' }).where('starts_at', '>=', from).where('starts_at', '<', to)
}

/**
 * Takes a slot. Throws when a live booking already holds that slot of that salesperson (the unique
 * index decides, whichever replica inserts first): see isSlotTaken.
 */
export async function insertBooking(db: Db, row: Omit<BookingRow, 'id'>): Promise<BookingRow> {
  const [inserted] = (await db('bookings').insert(row).returning('*')) as BookingRow[]
  return inserted!
}

/** The error of taking (or moving to) a slot a live booking holds. */
export const isSlotTaken = isUniqueViolation

export async function bookingByTokenHash(db: Db, tokenHash: string): Promise<BookingRow | undefined> {
  return db('bookings').where({ token_hash: tokenHash }).first()
}

export async function bookingsOfLead(db: Db, leadId: number): Promise<BookingRow[]> {
  return db('bookings').where({ lead_id: leadId }).orderBy('id', 'asc')
}

export interface BookingLead {
  id: number
  /** The admin's id of a lead carries its kind: /admin/leads/demo-12. */
  kind: LeadKind
  name: string
  email: string
  phone: string
  company: string
  language: string
  owner_id: number | null
}

/** The lead a booking is for: who to invite, in which language. */
export async function leadForBooking(db: Db, leadId: number): Promise<BookingLead | undefined> {
  return db('leads')
    .where({ id: leadId })
    .whereNull('anonymized_at')
    .first('id', 'kind', 'name', 'email', 'phone', 'company', 'language', 'owner_id')
}

export async function salesperson(db: Db, userId: number): Promise<SalespersonRow | undefined> {
  return db('users').where({ id: userId }).first('id', 'public_name as name', 'email', 'time_zone')
}

/** Moves or ends a live booking; false when it was no longer live (or the new slot is taken: throws). */
export async function updateLiveBooking(
  db: Db,
  id: number,
  changes: Partial<Pick<BookingRow, 'starts_at' | 'ends_at' | 'status' | 'sequence' | 'updated_at' | 'user_id'>>,
): Promise<boolean> {
  return (await db('bookings').where({ id, status: 'booked' }).update(changes)) === 1
}

export async function bookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  return db('bookings').where({ id }).first()
}

import type { Db } from '../knex.js'
import type { BookingRow, BookingStatus, SalesHoursRow } from './bookings.js'

/** A booking as the back office lists it: with its lead's name and company and its salesperson. */
export interface BookingListRow extends BookingRow {
  lead_name: string
  lead_company: string
  lead_kind: string
  user_email: string
  user_name: string | null
}

export interface BookingFilter {
  userId?: number
  leadId?: number
  status?: BookingStatus
  /** Only bookings ending at or after this instant (ISO). */
  endsFrom?: string
  ids?: number[]
}

/** The booking with its lead's and its salesperson's names (BookingListRow), for the list and one record alike. */
const LIST_COLUMNS = [
  'b.*',
  'l.name as lead_name',
  'l.company as lead_company',
  'l.kind as lead_kind',
  'u.email as user_email',
  'u.public_name as user_name',
]

function listQuery(db: Db, f: BookingFilter) {
  const q = db('bookings as b').join('leads as l', 'l.id', 'b.lead_id').join('users as u', 'u.id', 'b.user_id')
  if (f.userId !== undefined) q.where('b.user_id', f.userId)
  if (f.leadId !== undefined) q.where('b.lead_id', f.leadId)
  if (f.status) q.where('b.status', f.status)
  if (f.endsFrom) q.where('b.ends_at', '>=', f.endsFrom)
  if (f.ids) q.whereIn('b.id', f.ids)
  return q
}

/** Bookings by start time (upcoming first: ascending), with the total for Content-Range. */
export async function listBookings(
  db: Db,
  f: BookingFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<{ rows: BookingListRow[]; total: number }> {
  const [count] = (await listQuery(db, f).count({ n: '*' })) as { n: number | string }[]
  const rows = (await listQuery(db, f)
    .select(...LIST_COLUMNS)
    .orderBy('b.starts_at', page.order)
    .orderBy('b.id', 'asc')
    .offset(page.offset)
    .limit(page.limit)) as BookingListRow[]
  return { rows, total: Number(count?.n ?? 0) }
}

export async function bookingWithLead(db: Db, id: number): Promise<BookingListRow | undefined> {
  const rows = (await listQuery(db, { ids: [id] }).select(...LIST_COLUMNS)) as BookingListRow[]
  return rows[0]
}

/** Marks a past live booking held or no-show; false when it was not live any more. */
export async function setOutcome(db: Db, id: number, status: 'held' | 'no_show', updatedAt: string): Promise<boolean> {
  return (await db('bookings').where({ id, status: 'booked' }).update({ status, updated_at: updatedAt })) === 1
}

export interface AvailabilityUserRow {
  id: number
  email: string
  name: string | null
  role: string
  sales: boolean | number
  time_zone: string | null
}

export async function availabilityUsers(db: Db, ids?: number[]): Promise<AvailabilityUserRow[]> {
  const q = db('users')
    .where({ disabled: false })
    .select('id', 'email', 'public_name as name', 'role', 'sales', 'time_zone')
  if (ids) q.whereIn('id', ids)
  return (await q.orderBy('email')) as AvailabilityUserRow[]
}

export async function hoursOf(db: Db, userIds: number[]): Promise<SalesHoursRow[]> {
  if (!userIds.length) return []
  return (await db('sales_hours')
    .whereIn('user_id', userIds)
    .select('user_id', 'weekday', 'from_minute', 'to_minute')
    .orderBy(['weekday', 'from_minute'])) as SalesHoursRow[]
}

export interface DayOffRow {
  id: number
  user_id: number | null
  date: string
  label: string
}

export async function daysOffOf(db: Db, userIds: number[]): Promise<DayOffRow[]> {
  if (!userIds.length) return []
  return (await db('sales_days_off').whereIn('user_id', userIds).orderBy('date')) as DayOffRow[]
}

/** Replaces a person's sales flag, zone, weekly hours and days off in one transaction. */
export async function saveAvailability(
  db: Db,
  userId: number,
  input: {
    sales?: boolean
    time_zone: string | null
    hours: Omit<SalesHoursRow, 'user_id'>[]
    daysOff: { date: string; label: string }[]
  },
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users')
      .where({ id: userId })
      .update({ time_zone: input.time_zone, ...(input.sales === undefined ? {} : { sales: input.sales }) })
    await trx('sales_hours').where({ user_id: userId }).delete()
    if (input.hours.length) await trx('sales_hours').insert(input.hours.map((h) => ({ ...h, user_id: userId })))
    await trx('sales_days_off').where({ user_id: userId }).delete()
    if (input.daysOff.length) await trx('sales_days_off').insert(input.daysOff.map((d) => ({ ...d, user_id: userId })))
  })
}

/** Holidays: days off for every salesperson (no user). */
export async function listHolidays(db: Db): Promise<DayOffRow[]> {
  return (await db('sales_days_off').whereNull('user_id').orderBy('date')) as DayOffRow[]
}

export async function holidayById(db: Db, id: number): Promise<DayOffRow | undefined> {
  return (await db('sales_days_off').whereNull('user_id').where({ id }).first()) as DayOffRow | undefined
}

export async function insertHoliday(db: Db, row: { date: string; label: string }): Promise<DayOffRow> {
  const [inserted] = (await db('sales_days_off')
    .insert({ ...row, user_id: null })
    .returning('*')) as DayOffRow[]
  return inserted!
}

export async function updateHoliday(db: Db, id: number, row: { date: string; label: string }): Promise<boolean> {
  return (await db('sales_days_off').whereNull('user_id').where({ id }).update(row)) === 1
}

export async function deleteHoliday(db: Db, id: number): Promise<boolean> {
  return (await db('sales_days_off').whereNull('user_id').where({ id }).delete()) === 1
}

/** Booked, held and no-show demos (for the dashboard). */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = (await db('bookings').groupBy('status').select('status').count({ n: '*' })) as {
    status: string
    n: number | string
  }[]
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
}

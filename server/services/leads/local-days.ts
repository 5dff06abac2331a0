import { zoned, zonedToUtc } from './business-hours.js'

/**
 * Calendar days in the site's time zone (Settings › Leads desk › time zone, the zone the admins
 * work in): analytics days and the dashboard's weeks start at local midnight, not UTC midnight.
 * Days are 'YYYY-MM-DD' text; day arithmetic is done on the calendar, so daylight-saving days
 * (23 or 25 hours long) are still one day.
 */

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** The local date of an instant. */
export function localDay(ms: number, timeZone: string): string {
  const z = zoned(ms, timeZone)
  return `${z.y}-${pad(z.m)}-${pad(z.d)}`
}

/** The instant (epoch ms) of local midnight starting `day`. */
export function localMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return zonedToUtc(y, m, d, 0, timeZone)
}

const calendar = (day: string) => Date.parse(`${day}T00:00:00.000Z`)
const dayText = (t: number) => new Date(t).toISOString().slice(0, 10)

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return dayText(calendar(day) + n * DAY_MS)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendar(to) - calendar(from)) / DAY_MS)
}

/** The Monday on or before `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(calendar(day)).getUTCDay() + 6) % 7))
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(calendar(text)) && dayText(calendar(text)) === text
}

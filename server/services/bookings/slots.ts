import { zoned, zonedToUtc } from '../leads/business-hours.js'

/**
 * Free demo slots (issue 35): each salesperson's weekly hours are wall-clock times in their own
 * IANA time zone, turned into instants day by day (so a daylight-saving change moves the instants,
 * never the hours), then cut into slots stepped in real time from each opening: a day of 25 or 23
 * hours yields no slot twice and none at a shifted hour.
 */
export interface DayHours {
  /** Minutes after local midnight. */
  from: number
  to: number
}

export interface SalesSchedule {
  userId: number
  timeZone: string
  /** Opening hours by weekday, 0 = Sunday … 6 = Saturday; a day without hours is closed. */
  weekly: Partial<Record<number, DayHours[]>>
  /** Local dates (YYYY-MM-DD, in the salesperson's zone) off: their days off and the holidays. */
  daysOff: ReadonlySet<string>
}

export interface SlotRules {
  slotMinutes: number
  /** Free time kept before and after each booked demo. */
  bufferMinutes: number
  /** The earliest slot offered starts this long after now. */
  minNoticeMinutes: number
  /** The latest slot offered starts within this many days of now. */
  horizonDays: number
}

export interface Booked {
  userId: number
  /** Epoch milliseconds. */
  startsAt: number
}

export interface Slot {
  startsAt: number
  endsAt: number
  /** The salespeople free for it, in the order given. */
  userIds: number[]
}

const MINUTE = 60_000
const DAY = 86_400_000

export function localDate(ms: number, timeZone: string): string {
  const z = zoned(ms, timeZone)
  return `${z.y}-${String(z.m).padStart(2, '0')}-${String(z.d).padStart(2, '0')}`
}

/** Every free slot from now + notice to now + horizon, earliest first. */
export function freeSlots(now: number, schedules: SalesSchedule[], booked: Booked[], rules: SlotRules): Slot[] {
  const slot = rules.slotMinutes * MINUTE
  const buffer = rules.bufferMinutes * MINUTE
  const earliest = now + rules.minNoticeMinutes * MINUTE
  const latest = now + rules.horizonDays * DAY
  const bySlot = new Map<number, number[]>()
  for (const schedule of schedules) {
    const taken = booked.filter((b) => b.userId === schedule.userId).map((b) => b.startsAt)
    const clashes = (start: number) => taken.some((t) => start < t + slot + buffer && t < start + slot + buffer)
    const first = zoned(now, schedule.timeZone)
    // One more day than the horizon: a zone behind UTC reaches into the next local date.
    for (let i = 0; i <= rules.horizonDays + 1; i++) {
      const day = new Date(Date.UTC(first.y, first.m - 1, first.d + i))
      const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]
      const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
      if (schedule.daysOff.has(date)) continue
      for (const hours of schedule.weekly[day.getUTCDay()] ?? []) {
        const close = zonedToUtc(y, m, d, hours.to, schedule.timeZone)
        for (let start = zonedToUtc(y, m, d, hours.from, schedule.timeZone); start + slot <= close; start += slot) {
          if (start < earliest || start > latest || clashes(start)) continue
          const users = bySlot.get(start)
          if (users) users.push(schedule.userId)
          else bySlot.set(start, [schedule.userId])
        }
      }
    }
  }
  return [...bySlot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startsAt, userIds]) => ({ startsAt, endsAt: startsAt + slot, userIds }))
}

/**
 * Business time between two instants: only the minutes that fall inside the opening hours of the
 * given days, in the given IANA time zone (daylight-saving changes included, since each day's
 * opening and closing are converted from wall-clock time on their own).
 */
export interface BusinessHours {
  timeZone: string
  /** Open days, 0 = Sunday … 6 = Saturday. */
  days: number[]
  /** Wall-clock opening and closing, 'HH:MM' ('24:00' closes at midnight). */
  from: string
  to: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export function isTimeZone(value: string): boolean {
  try {
    formatter(value)
    return true
  } catch {
    return false
  }
}

export function zoned(
  ms: number,
  timeZone: string,
): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour! % 24, mi: parts.minute!, s: parts.second! }
}

function offsetMs(ms: number, timeZone: string): number {
  const z = zoned(ms, timeZone)
  return Date.UTC(z.y, z.m - 1, z.d, z.h, z.mi, z.s) - Math.floor(ms / 1000) * 1000
}

/** The instant of a wall-clock time (minutes after local midnight) on a local date. */
export function zonedToUtc(y: number, m: number, d: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d, 0, minutes)
  const first = offsetMs(guess, timeZone)
  const t = guess - first
  const second = offsetMs(t, timeZone)
  return second === first ? t : guess - second
}

export function minutesOfDay(hhmm: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes <= 1440 ? minutes : null
}

const MAX_DAYS = 400

/** Business minutes (fractional) from `start` to `end` (epoch ms). */
export function businessMinutesBetween(start: number, end: number, hours: BusinessHours): number {
  if (!(end > start)) return 0
  const from = minutesOfDay(hours.from) ?? 0
  const to = minutesOfDay(hours.to) ?? 1440
  if (to <= from || !hours.days.length) return 0
  let { y, m, d } = zoned(start, hours.timeZone)
  let total = 0
  for (let i = 0; i < MAX_DAYS; i++) {
    if (zonedToUtc(y, m, d, 0, hours.timeZone) > end) break
    if (hours.days.includes(new Date(Date.UTC(y, m - 1, d)).getUTCDay())) {
      const open = zonedToUtc(y, m, d, from, hours.timeZone)
      const close = zonedToUtc(y, m, d, to, hours.timeZone)
      total += Math.max(0, Math.min(close, end) - Math.max(open, start))
    }
    const next = new Date(Date.UTC(y, m - 1, d + 1))
    y = next.getUTCFullYear()
    m = next.getUTCMonth() + 1
    d = next.getUTCDate()
  }
  return total / 60_000
}

import { describe, expect, it } from 'vitest'
import { zonedToUtc } from '../leads/business-hours'
import { freeSlots, localDate, type SalesSchedule, type SlotRules } from './slots'

/** Issue 35, item 6: the daylight-saving changes and far-away visitors, as tests. */
const RULES: SlotRules = { slotMinutes: 15, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 14 }
const WEEKDAYS_9_TO_5 = Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, [{ from: 9 * 60, to: 17 * 60 }]]))

function seller(userId: number, timeZone: string, daysOff: string[] = []): SalesSchedule {
  return { userId, timeZone, weekly: WEEKDAYS_9_TO_5, daysOff: new Set(daysOff) }
}

/** Wall-clock time of an instant in a zone, as 'YYYY-MM-DD HH:MM'. */
function wallClock(ms: number, timeZone: string): string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

function expectEveryLocalSlotOnTheHours(slots: { startsAt: number }[], timeZone: string): void {
  expect(new Set(slots.map((s) => s.startsAt)).size).toBe(slots.length)
  for (const { startsAt } of slots) {
    const [, time] = wallClock(startsAt, timeZone).split(' ')
    const [h, m] = time!.split(':').map(Number)
    expect(h! * 60 + m!, wallClock(startsAt, timeZone)).toBeGreaterThanOrEqual(9 * 60)
    expect(h! * 60 + m!, wallClock(startsAt, timeZone)).toBeLessThanOrEqual(16 * 60 + 45)
    expect(m! % 15).toBe(0)
  }
}

describe('free demo slots', () => {
  it('when November’s change falls inside the horizon in Toronto, then 9:00 stays 9:00 and no slot is offered twice', () => {
    const now = zonedToUtc(2026, 10, 30, 6 * 60, 'America/Toronto') // Friday 6:00 EDT; EST from Sunday 1 Nov
    const slots = freeSlots(now, [seller(1, 'America/Toronto')], [], RULES)
    expectEveryLocalSlotOnTheHours(slots, 'America/Toronto')
    const firstOn = (date: string) => slots.find((s) => localDate(s.startsAt, 'America/Toronto') === date)!
    expect(new Date(firstOn('2026-10-30').startsAt).toISOString()).toBe('2026-10-30T13:00:00.000Z') // EDT, UTC-4
    expect(new Date(firstOn('2026-11-02').startsAt).toISOString()).toBe('2026-11-02T14:00:00.000Z') // EST, UTC-5
    // 32 quarter hours on each of 10 weekdays, Friday 30 Oct to Thursday 12 Nov (the horizon ends 5:00 EST on Friday 13).
    expect(slots.length).toBe(32 * 10)
  })

  it('when March’s change falls inside the horizon in Vancouver, then the hours follow the wall clock', () => {
    const now = zonedToUtc(2027, 3, 12, 8 * 60, 'America/Vancouver') // Friday 8:00 PST; PDT from Sunday 14 Mar
    const slots = freeSlots(now, [seller(2, 'America/Vancouver')], [], RULES)
    expectEveryLocalSlotOnTheHours(slots, 'America/Vancouver')
    const monday = slots.find((s) => localDate(s.startsAt, 'America/Vancouver') === '2027-03-15')!
    expect(new Date(monday.startsAt).toISOString()).toBe('2027-03-15T16:00:00.000Z') // PDT, UTC-7
    const friday = slots.find((s) => localDate(s.startsAt, 'America/Vancouver') === '2027-03-12')!
    expect(new Date(friday.startsAt).toISOString()).toBe('2027-03-12T18:00:00.000Z') // 10:00 PST (2 h notice)
  })

  it('when a visitor in St. John’s or Paris books a Toronto salesperson, then each sees the instant at its own hour', () => {
    const now = zonedToUtc(2026, 10, 26, 6 * 60, 'America/Toronto')
    const slots = freeSlots(now, [seller(1, 'America/Toronto')], [], RULES)
    const nine = slots.find((s) => wallClock(s.startsAt, 'America/Toronto') === '2026-10-27 09:00')!
    expect(wallClock(nine.startsAt, 'America/St_Johns')).toBe('2026-10-27 10:30') // a half-hour offset
    // Europe left summer time on 25 Oct, Toronto keeps it until 1 Nov: 5 hours apart that week, not 6.
    expect(wallClock(nine.startsAt, 'Europe/Paris')).toBe('2026-10-27 14:00')
    const nineAfter = slots.find((s) => wallClock(s.startsAt, 'America/Toronto') === '2026-11-03 09:00')!
    expect(wallClock(nineAfter.startsAt, 'Europe/Paris')).toBe('2026-11-03 15:00')
    expect(wallClock(nineAfter.startsAt, 'America/St_Johns')).toBe('2026-11-03 10:30')
  })

  it('when a salesperson is booked, off or on holiday, then those times are not offered; another’s are', () => {
    const now = zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto') // Monday
    const booked = zonedToUtc(2026, 11, 30, 10 * 60, 'America/Toronto')
    const slots = freeSlots(
      now,
      [seller(1, 'America/Toronto', ['2026-12-01']), seller(2, 'America/Toronto', ['2026-11-30'])],
      [{ userId: 1, startsAt: booked }],
      { ...RULES, bufferMinutes: 10 },
    )
    const at = (hhmm: string, date = '2026-11-30') =>
      slots.find((s) => wallClock(s.startsAt, 'America/Toronto') === `${date} ${hhmm}`)?.userIds
    expect(at('09:45')).toBeUndefined() // the 10-minute buffer before 10:00
    expect(at('10:00')).toBeUndefined()
    expect(at('10:15')).toBeUndefined() // and after 10:15
    expect(at('10:30')).toEqual([1])
    expect(at('08:45')).toBeUndefined() // before the day's hours and the 2-hour notice
    expect(at('10:30', '2026-12-01')).toEqual([2]) // 1 is off that day
  })
})

import { describe, expect, it } from 'vitest'
import { businessMinutesBetween, isTimeZone, type BusinessHours } from './business-hours'

const toronto: BusinessHours = { timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' }
const at = (iso: string) => Date.parse(iso)

describe('business minutes', () => {
  it('when both instants are inside one open day, then it is the plain difference', () => {
    // 10:00 to 10:45 in Toronto (UTC-5 in November).
    expect(businessMinutesBetween(at('2026-11-23T15:00:00Z'), at('2026-11-23T15:45:00Z'), toronto)).toBe(45)
  })

  it('when a lead arrives on Friday evening and is answered Monday at 09:30, then 30 business minutes passed', () => {
    expect(businessMinutesBetween(at('2026-11-20T23:00:00Z'), at('2026-11-23T14:30:00Z'), toronto)).toBe(30)
  })

  it('when the span crosses the end of daylight saving time, then each day uses its own offset', () => {
    // Sat 31 Oct 2026 to Tue 3 Nov 2026 09:00 local; DST ends Sun 1 Nov. Mon is a full 8 h day.
    expect(businessMinutesBetween(at('2026-10-31T12:00:00Z'), at('2026-11-03T14:00:00Z'), toronto)).toBe(480)
  })

  it('when the hours are 00:00 to 24:00 every day, then business time is wall time', () => {
    const always: BusinessHours = { timeZone: 'UTC', days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }
    expect(businessMinutesBetween(at('2026-11-20T23:00:00Z'), at('2026-11-22T23:00:00Z'), always)).toBe(2880)
  })

  it('when a time zone is unknown, then isTimeZone says so', () => {
    expect(isTimeZone('America/Montreal')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})

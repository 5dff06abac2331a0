import { describe, expect, it } from 'vitest'
import { dayIndex, slotDays } from './slot-days'

// Toronto, Sunday 8 March 2026 (the spring change) and the days around it.
const slots = [
  '2026-03-09T13:00:00.000Z', // Mon 9:00 EDT
  '2026-03-07T14:00:00.000Z', // Sat 9:00 EST
  '2026-03-07T14:15:00.000Z',
  '2026-03-08T04:45:00.000Z', // Sat 23:45 EST
  '2026-03-09T13:15:00.000Z',
].map((startsAt) => ({ startsAt }))

describe('slotDays', () => {
  it('when slots span several days, then each day with a free slot comes once, in order, keyed by its date in the zone', () => {
    const days = slotDays(slots, 'America/Toronto', 'en-CA')
    expect(days.map((d) => d.key)).toEqual(['2026-03-07', '2026-03-09'])
    expect(days[0]!.label).toBe('Saturday, March 7')
    expect(days[0]!.slots.map((s) => s.time)).toEqual(['9:00 a.m.', '9:15 a.m.', '11:45 p.m.'])
    expect(days[1]!.slots.map((s) => s.time)).toEqual(['9:00 a.m.', '9:15 a.m.'])
  })

  it('when the zone is another, then the same instants fall on that zone’s days, named in the page’s language', () => {
    const days = slotDays(slots, 'Europe/Paris', 'fr-CA')
    // Saturday 23:45 in Toronto is Sunday 5:45 in Paris.
    expect(days.map((d) => [d.key, d.label])).toEqual([
      ['2026-03-07', 'samedi 7 mars'],
      ['2026-03-08', 'dimanche 8 mars'],
      ['2026-03-09', 'lundi 9 mars'],
    ])
    expect(days[1]!.slots.map((s) => s.time)).toEqual(['05 h 45'])
  })
})

describe('dayIndex', () => {
  const days = slotDays(slots, 'America/Toronto', 'en-CA')

  it('when the day asked for has free slots, then it is the one shown; otherwise the first day', () => {
    expect(dayIndex(days, '2026-03-09')).toBe(1)
    expect(dayIndex(days, '2026-03-08')).toBe(0)
    expect(dayIndex(days, undefined)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { MAX_QUERY_PARAMETERS, MAX_REPEATS, queryWithinLimits } from './query-limits'

describe('queryWithinLimits', () => {
  it('when a query is what the site’s own forms send, then it passes', () => {
    expect(queryWithinLimits('')).toBe(true)
    expect(queryWithinLimits('q=pos&sort=newest&page=2&utm_source=a')).toBe(true)
    expect(queryWithinLimits('plan=plus&addon=a&addon=b&addon=c&qty_station=1&mode_station=lease')).toBe(true)
  })

  it('when a name repeats more than the limit or there are too many parameters, then it fails', () => {
    expect(queryWithinLimits('q=a&'.repeat(MAX_REPEATS))).toBe(true)
    expect(queryWithinLimits('q=a&'.repeat(MAX_REPEATS + 1))).toBe(false)
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&')
    expect(queryWithinLimits(distinct(MAX_QUERY_PARAMETERS))).toBe(true)
    expect(queryWithinLimits(distinct(MAX_QUERY_PARAMETERS + 1))).toBe(false)
  })

  it('when empty pairs pad the query, then they do not hide the parameters after them', () => {
    expect(queryWithinLimits(`${'&'.repeat(500)}${'q=a&'.repeat(2000)}`)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { median } from './stats'

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
  })
  it('takes the upper middle of an even count (a measured figure, not an average)', () => {
    expect(median([40, 10, 30, 20])).toBe(30)
  })
  it('gives NaN for no values, or the fallback asked for', () => {
    expect(median([])).toBeNaN()
    expect(median([], 0)).toBe(0)
  })
  it('leaves the values it was given in their order', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

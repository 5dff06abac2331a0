import { describe, expect, it } from 'vitest'
import { retryDelay } from './outbox'

const options = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 }

describe('retryDelay', () => {
  it('when attempts grow, then the delay doubles between half and the whole of base * 2^(n-1)', () => {
    expect(retryDelay(1, options, () => 0)).toBe(15_000)
    expect(retryDelay(1, options, () => 1)).toBe(30_000)
    expect(retryDelay(2, options, () => 0)).toBe(30_000)
    expect(retryDelay(4, options, () => 1)).toBe(240_000)
  })

  it('when many attempts failed, then the delay stops growing at the maximum', () => {
    expect(retryDelay(30, options, () => 1)).toBe(3_600_000)
    expect(retryDelay(30, options, () => 0)).toBe(1_800_000)
  })
})

import { describe, expect, it } from 'vitest'
import { ratesOn, taxTableVersion, type ItemKind, type ProvinceCode } from './tax-table'
import { taxCents } from './rounding'

const on = '2026-11-23'
/** Hand-written: the percentages of the issue, per province (ppm). */
const expected: Record<ProvinceCode, Record<string, number>> = {
  AB: { GST: 50_000 },
  NT: { GST: 50_000 },
  NU: { GST: 50_000 },
  YT: { GST: 50_000 },
  BC: { GST: 50_000, PST: 70_000 },
  SK: { GST: 50_000, PST: 60_000 },
  MB: { GST: 50_000, RST: 70_000 },
  QC: { GST: 50_000, QST: 99_750 },
  ON: { HST: 130_000 },
  NS: { HST: 140_000 },
  NB: { HST: 150_000 },
  NL: { HST: 150_000 },
  PE: { HST: 150_000 },
}
const taxedKinds: ItemKind[] = ['hardware', 'software', 'service']

describe('tax table', () => {
  for (const [province, codes] of Object.entries(expected) as [ProvinceCode, Record<string, number>][]) {
    it(`when pricing in ${province}, then the rates are ${JSON.stringify(codes)} with a date and a source`, () => {
      const rates = ratesOn(province, on)
      expect(Object.fromEntries(rates.map((r) => [r.code, r.ppm]))).toEqual(codes)
      for (const r of rates) {
        expect(r.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(r.source).toMatch(/^https:\/\//)
      }
    })
    for (const kind of taxedKinds)
      it(`when ${province} taxes a ${kind} line of $100.00, then each tax is its rate of it`, () => {
        const rates = ratesOn(province, on).filter((r) => r.appliesTo.includes(kind))
        expect(rates.map((r) => [r.code, taxCents(10_000, r.ppm)])).toEqual(
          Object.entries(codes).map(([code, ppm]) => [code, Math.round(ppm / 100)]),
        )
      })
    it(`when ${province} sees card-processing fees, then no tax applies (exempt financial service)`, () => {
      expect(ratesOn(province, on).filter((r) => r.appliesTo.includes('processing'))).toEqual([])
    })
  }

  it('when a Nova Scotia quote is dated before 2025-04-01, then HST is 15 %, and 14 % from that day', () => {
    expect(ratesOn('NS', '2025-03-31').map((r) => r.ppm)).toEqual([150_000])
    expect(ratesOn('NS', '2025-04-01').map((r) => r.ppm)).toEqual([140_000])
  })

  it('when the table is read, then its version names its latest effective date', () => {
    expect(taxTableVersion).toBe('ca-sales-tax-2025-04-01')
  })
})

describe('rounding (per line, per tax, half-up)', () => {
  it('when a tax lands on half a cent, then it rounds up; below half, down', () => {
    expect(taxCents(10, 50_000)).toBe(1) // 0.5 ¢ -> 1 ¢
    expect(taxCents(9, 50_000)).toBe(0) // 0.45 ¢ -> 0 ¢
    expect(taxCents(9900, 99_750)).toBe(988) // 987.525 ¢ -> 988 ¢
    expect(taxCents(129_900, 99_750)).toBe(12_958) // 12 957.525 ¢ -> 12 958 ¢
  })
  it('when the amount is a credit, then the half rounds away from zero', () => {
    expect(taxCents(-10, 50_000)).toBe(-1)
    expect(taxCents(-100_000, 99_750)).toBe(-9975)
  })
})

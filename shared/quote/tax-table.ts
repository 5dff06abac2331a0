/**
 * Canadian sales taxes by province and territory: one dated table. Each rate carries the date it
 * took effect and where it is published; a quote uses the rates in force on its date. Rates are in
 * parts per million (5 % = 50_000, 9.975 % = 99_750) so every computation stays in integers.
 */
export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT'
export type TaxCode = 'GST' | 'HST' | 'PST' | 'RST' | 'QST'
/** What a quote line is, for tax purposes. Card-processing fees are exempt financial services. */
export type ItemKind = 'hardware' | 'software' | 'service' | 'processing'

export interface TaxRate {
  code: TaxCode
  ppm: number
  effectiveFrom: string
  source: string
  /** The item kinds this tax applies to. */
  appliesTo: readonly ItemKind[]
}

export const provinceCodes: readonly ProvinceCode[] = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
]

const TAXABLE: readonly ItemKind[] = ['hardware', 'software', 'service']

const CRA_RATES =
  'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html'

const gst: TaxRate = { code: 'GST', ppm: 50_000, effectiveFrom: '2008-01-01', source: CRA_RATES, appliesTo: TAXABLE }

function hst(ppm: number, effectiveFrom: string): TaxRate {
  return { code: 'HST', ppm, effectiveFrom, source: CRA_RATES, appliesTo: TAXABLE }
}

/** Every rate a province has had since the table starts, oldest first per code. */
const table: Record<ProvinceCode, readonly TaxRate[]> = {
  AB: [gst],
  NT: [gst],
  NU: [gst],
  YT: [gst],
  BC: [
    gst,
    {
      code: 'PST',
      ppm: 70_000,
      effectiveFrom: '2013-04-01',
      source: 'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst',
      appliesTo: TAXABLE,
    },
  ],
  SK: [
    gst,
    {
      code: 'PST',
      ppm: 60_000,
      effectiveFrom: '2017-03-23',
      source:
        'https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax',
      appliesTo: TAXABLE,
    },
  ],
  MB: [
    gst,
    {
      code: 'RST',
      ppm: 70_000,
      effectiveFrom: '2019-07-01',
      source: 'https://www.gov.mb.ca/finance/taxation/taxes/retail.html',
      appliesTo: TAXABLE,
    },
  ],
  QC: [
    gst,
    {
      code: 'QST',
      ppm: 99_750,
      effectiveFrom: '2013-01-01',
      source: 'https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/',
      appliesTo: TAXABLE,
    },
  ],
  ON: [hst(130_000, '2010-07-01')],
  NB: [hst(150_000, '2016-07-01')],
  NL: [hst(150_000, '2016-07-01')],
  PE: [hst(150_000, '2016-10-01')],
  NS: [hst(150_000, '2010-07-01'), hst(140_000, '2025-04-01')],
}

/** The table's version: the latest effective date in it. Stored with every quote. */
export const taxTableVersion = `ca-sales-tax-${Object.values(table)
  .flat()
  .map((r) => r.effectiveFrom)
  .sort()
  .at(-1)}`

export function isProvince(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (provinceCodes as readonly string[]).includes(value)
}

/** The taxes of a province on a date (YYYY-MM-DD): per code, the latest rate in effect then. */
export function ratesOn(province: ProvinceCode, date: string): TaxRate[] {
  const byCode = new Map<TaxCode, TaxRate>()
  for (const rate of table[province]) {
    if (rate.effectiveFrom > date) continue
    const current = byCode.get(rate.code)
    if (!current || current.effectiveFrom <= rate.effectiveFrom) byCode.set(rate.code, rate)
  }
  return [...byCode.values()]
}

import { addOnPrice, catalogue, hardwarePrice, type AddOnId, type HardwareId } from '../../content/catalogue'
import type { QuoteInput } from './input'
import { taxCents } from './rounding'
import { ratesOn, taxTableVersion, type ItemKind, type TaxCode } from './tax-table'

type LineItem =
  | { type: 'plan' }
  | { type: 'hardware'; id: HardwareId; mode: 'buy' | 'lease' }
  | { type: 'credit' }
  | { type: 'addOn'; id: AddOnId }
  | { type: 'installation' }
  | { type: 'processing' }
  | { type: 'oneTimeTotal' }
  | { type: 'monthlyTotal'; months: number }
  | { type: 'freeMonths'; months: number }

export interface LineTax {
  code: TaxCode
  ppm: number
  cents: number
}

export interface QuoteLine {
  item: LineItem
  kind: ItemKind | 'total'
  quantity: number
  unitCents: number
  amountCents: number
  taxes: LineTax[]
  /** Amount plus its rounded taxes. */
  totalCents: number
  /** 'included': part of the plan at no cost; 'custom': priced by sales, not in the totals. */
  status?: 'included' | 'custom'
}

export interface QuoteSection {
  lines: QuoteLine[]
  subtotalCents: number
  taxes: LineTax[]
  totalCents: number
}

export interface Quote {
  input: QuoteInput
  date: string
  taxTableVersion: string
  catalogueVersion: string
  oneTime: QuoteSection
  monthly: QuoteSection
  /** One-time total, twelve monthly totals, less the plan's free months (taxes included). */
  firstYear: QuoteSection
  /** Add-ons asked for that the plan does not offer. */
  unavailable: AddOnId[]
  /** The rates applied, with their effective dates and sources. */
  rates: ReturnType<typeof ratesOn>
}

function line(
  item: LineItem,
  kind: ItemKind,
  quantity: number,
  unitCents: number,
  rates: ReturnType<typeof ratesOn>,
  status?: QuoteLine['status'],
  amountCents = quantity * unitCents,
): QuoteLine {
  const taxes = rates
    .filter((r) => r.appliesTo.includes(kind))
    .map((r) => ({ code: r.code, ppm: r.ppm, cents: taxCents(amountCents, r.ppm) }))
  const totalCents = amountCents + taxes.reduce((sum, t) => sum + t.cents, 0)
  return { item, kind, quantity, unitCents, amountCents, taxes, totalCents, ...(status ? { status } : {}) }
}

/** Totals are sums of the lines' rounded figures: never recomputed from a subtotal. */
function section(lines: QuoteLine[]): QuoteSection {
  const byCode = new Map<TaxCode, LineTax>()
  for (const l of lines)
    for (const t of l.taxes) {
      const sum = byCode.get(t.code)
      byCode.set(t.code, { code: t.code, ppm: t.ppm, cents: (sum?.cents ?? 0) + t.cents })
    }
  return {
    lines,
    subtotalCents: lines.reduce((s, l) => s + l.amountCents, 0),
    taxes: [...byCode.values()],
    totalCents: lines.reduce((s, l) => s + l.totalCents, 0),
  }
}

/** Card processing: our markup on top of interchange, for the monthly volume at the average ticket. */
function processingCents(volumeDollars: number, ticketDollars: number, bps: number, perTxn: number): number {
  const transactions = Math.round(volumeDollars / Math.max(1, ticketDollars))
  return Math.round((volumeDollars * 100 * bps) / 10_000) + transactions * perTxn
}

/** Prices a quote with the catalogue and the taxes in force on `date` (YYYY-MM-DD). Pure. */
export function computeQuote(input: QuoteInput, date: string): Quote {
  const rates = ratesOn(input.province, date)
  const plan = catalogue.plans[input.plan]
  const n = input.locations
  const oneTime: QuoteLine[] = []
  const monthly: QuoteLine[] = []

  let boughtCents = 0
  for (const h of input.hardware) {
    if (h.quantity === 0) continue
    const price = hardwarePrice(h.id)
    const item: LineItem = { type: 'hardware', id: h.id, mode: h.mode }
    if (h.mode === 'lease' && price.leaseMonthlyCents !== null)
      monthly.push(line(item, 'hardware', h.quantity * n, price.leaseMonthlyCents, rates))
    else {
      oneTime.push(line({ ...item, mode: 'buy' }, 'hardware', h.quantity * n, price.buyCents, rates))
      boughtCents += h.quantity * n * price.buyCents
    }
  }
  const credit = Math.min(plan.hardwareCreditCents, boughtCents)
  if (credit > 0) oneTime.push(line({ type: 'credit' }, 'hardware', 1, -credit, rates))
  if (input.installation) {
    const service = catalogue.services[0]
    oneTime.push(line({ type: 'installation' }, 'service', n, service.perLocationCents, rates))
  }

  const planLine =
    plan.monthlyCents === null
      ? line({ type: 'plan' }, 'software', n, 0, rates, 'custom')
      : line({ type: 'plan' }, 'software', n, plan.monthlyCents, rates)
  monthly.unshift(planLine)
  const unavailable: AddOnId[] = []
  for (const id of input.addOns) {
    const price = addOnPrice(id, input.plan)
    if (price === 'unavailable') unavailable.push(id)
    else if (price === 'included') monthly.push(line({ type: 'addOn', id }, 'software', n, 0, rates, 'included'))
    else monthly.push(line({ type: 'addOn', id }, 'software', n, price, rates))
  }
  const rate = plan.processing
  monthly.push(
    rate
      ? line(
          { type: 'processing' },
          'processing',
          1,
          0,
          rates,
          undefined,
          processingCents(input.volume, input.ticket, rate.bps, rate.perTransactionCents),
        )
      : line({ type: 'processing' }, 'processing', 1, 0, rates, 'custom'),
  )

  const oneTimeSection = section(oneTime)
  const monthlySection = section(monthly)
  const freeMonths = Math.round(plan.freeDays / 30)
  const yearLines: QuoteLine[] = [
    total({ type: 'oneTimeTotal' }, 1, oneTimeSection),
    total({ type: 'monthlyTotal', months: 12 }, 12, monthlySection),
  ]
  if (freeMonths > 0 && planLine.amountCents > 0)
    yearLines.push(total({ type: 'freeMonths', months: freeMonths }, -freeMonths, section([planLine])))
  return {
    input,
    date,
    taxTableVersion,
    catalogueVersion: catalogue.version,
    oneTime: oneTimeSection,
    monthly: monthlySection,
    firstYear: section(yearLines),
    unavailable,
    rates,
  }
}

/** A first-year line: `times` a section, its amount and each of its taxes multiplied as rounded. */
function total(item: LineItem, times: number, s: QuoteSection): QuoteLine {
  const taxes = s.taxes.map((t) => ({ ...t, cents: t.cents * times }))
  const amountCents = s.subtotalCents * times
  return {
    item,
    kind: 'total',
    quantity: times,
    unitCents: s.subtotalCents,
    amountCents,
    taxes,
    totalCents: amountCents + taxes.reduce((sum, t) => sum + t.cents, 0),
  }
}

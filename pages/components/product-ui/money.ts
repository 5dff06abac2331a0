import { localeTags, type Locale } from '../../../content/index'
import type { ScreenLine } from '../../../content/types'

/** A line's price in cents: quantity × (unit price + priced modifiers). */
export function lineCents(line: ScreenLine): number {
  const mods = (line.mods ?? []).reduce((sum, mod) => sum + (mod.cents ?? 0), 0)
  return line.qty * (line.cents + mods)
}

export interface Totals {
  subtotal: number
  taxes: { label: string; rate: number; cents: number }[]
  total: number
}

/** Subtotal, each sales tax rounded to the cent (half up, as Canadian POS receipts do), total. */
export function ticketTotals(lines: ScreenLine[], taxes: [string, number][]): Totals {
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0)
  const taxLines = taxes.map(([label, rate]) => ({ label, rate, cents: Math.round((subtotal * rate) / 100 + 1e-9) }))
  return { subtotal, taxes: taxLines, total: subtotal + taxLines.reduce((sum, t) => sum + t.cents, 0) }
}

/** Shares of a bill split evenly: the first guests carry the leftover cents, the shares sum to the total. */
export function splitCents(total: number, ways: number): number[] {
  const base = Math.floor(total / ways)
  return Array.from({ length: ways }, (_, i) => base + (i < total - base * ways ? 1 : 0))
}

/** A tip of `percent` on an amount, to the cent. */
export function tipCents(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100)
}

/** '$77.97' in English, '77,97 $' in French (Canadian dollars). */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100)
}

export function formatPercent(value: number, locale: Locale): string {
  return (
    new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 3 }).format(value) +
    (locale === 'fr' ? '\u00a0%' : '%')
  )
}

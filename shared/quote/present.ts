import type { Locale } from '../../content/index'
import { formatMoney, formatPercent } from '../../content/money'
import type { QuoteTexts } from '../../content/quote'
import type { LineTax, Quote, QuoteLine, QuoteSection } from './compute'

interface ShownTax {
  label: string
  amount: string
}
interface ShownLine {
  label: string
  quantity: string
  amount: string
  taxes: ShownTax[]
}
export interface ShownSection {
  id: 'one-time' | 'monthly' | 'first-year'
  title: string
  lines: ShownLine[]
  subtotal: string
  taxes: ShownTax[]
  total: string
}
export interface ShownQuote {
  sections: ShownSection[]
  unavailable: string | null
  taxNote: string
  sources: { label: string; url: string }[]
  /** Numbers without formatting, for tests and the CRM. */
  totals: { oneTimeCents: number; monthlyCents: number; firstYearCents: number }
}

/** "November 23, 2026" / "23 novembre 2026", as the site writes dates. */
export function formatQuoteDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

function lineLabel(line: QuoteLine, t: QuoteTexts, quote: Quote): string {
  const item = line.item
  switch (item.type) {
    case 'plan':
      return t.lines.plan(t.plans[quote.input.plan])
    case 'hardware':
      return item.mode === 'lease' ? t.lines.lease(t.hardware[item.id]) : t.hardware[item.id]
    case 'credit':
      return t.lines.credit
    case 'addOn':
      return t.addOns[item.id]
    case 'installation':
      return t.lines.installation
    case 'processing':
      return t.lines.processing
    case 'oneTimeTotal':
      return t.lines.oneTimeTotal
    case 'monthlyTotal':
      return t.lines.monthlyTotal(item.months)
    case 'freeMonths':
      return t.lines.freeMonths(item.months)
  }
}

function taxLabel(tax: LineTax, t: QuoteTexts, locale: Locale): string {
  return `${t.taxes[tax.code]} (${formatPercent(tax.ppm, locale)})`
}

function section(
  id: ShownSection['id'],
  title: string,
  s: QuoteSection,
  quote: Quote,
  t: QuoteTexts,
  locale: Locale,
): ShownSection {
  const money = (cents: number) => formatMoney(cents, locale)
  return {
    id,
    title,
    lines: s.lines.map((l) => ({
      label: lineLabel(l, t, quote),
      quantity:
        l.kind === 'total' || l.item.type === 'processing' || l.item.type === 'credit' ? '' : String(l.quantity),
      amount:
        l.status === 'included' ? t.results.included : l.status === 'custom' ? t.results.custom : money(l.amountCents),
      taxes: l.taxes.map((x) => ({ label: taxLabel(x, t, locale), amount: money(x.cents) })),
    })),
    subtotal: money(s.subtotalCents),
    taxes: s.taxes.map((x) => ({ label: taxLabel(x, t, locale), amount: money(x.cents) })),
    total: money(s.totalCents),
  }
}

/** A computed quote in words and formatted amounts: what the page, the PDF and the emails show. */
export function presentQuote(quote: Quote, t: QuoteTexts, locale: Locale): ShownQuote {
  const unavailable = quote.unavailable.map((id) => t.addOns[id]).join(', ')
  return {
    sections: [
      section('one-time', t.results.oneTime, quote.oneTime, quote, t, locale),
      section('monthly', t.results.monthly, quote.monthly, quote, t, locale),
      section('first-year', t.results.firstYear, quote.firstYear, quote, t, locale),
    ],
    unavailable: unavailable ? t.results.unavailable(unavailable) : null,
    taxNote: t.results.taxNote(formatQuoteDate(quote.date, locale), t.provinces[quote.input.province]),
    sources: quote.rates.map((r) => ({
      label: `${t.taxes[r.code]} ${formatPercent(r.ppm, locale)}, ${t.results.effective} ${formatQuoteDate(r.effectiveFrom, locale)}`,
      url: r.source,
    })),
    totals: {
      oneTimeCents: quote.oneTime.totalCents,
      monthlyCents: quote.monthly.totalCents,
      firstYearCents: quote.firstYear.totalCents,
    },
  }
}

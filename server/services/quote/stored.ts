import { localizePath, type Locale } from '../../../content/index'
import { formatMoney } from '../../../content/money'
import { getQuoteTexts } from '../../../content/quote'
import type { Quote } from '../../../shared/quote/compute.js'
import { presentQuote, type ShownQuote } from '../../../shared/quote/present.js'

/**
 * A quote lead's stored quote (its inputs, computed lines and tax table version, as
 * quote-leads.ts stores them) read back for the sales team: one summary line and every figure.
 */
export interface StoredQuote extends Quote {
  intent?: string
  /** The quote's query string: the visitor's shareable quote is /pricing/quote?{query}. */
  query?: string
}

export interface AdminQuoteView {
  summary: string
  shown: ShownQuote
  /** The visitor's quote page and PDF, in the admin's language. */
  url: string
  pdfUrl: string
}

/** "plus, 2 location(s), ON: one-time $1,234.50, …" — the list's one-line summary, in `locale`. */
export function quoteSummary(quote: Quote, locale: Locale): string {
  const money = (cents: number) => formatMoney(cents, locale)
  const i = quote.input
  const [oneTime, monthly, firstYear] = [quote.oneTime, quote.monthly, quote.firstYear].map((s) => money(s.totalCents))
  return locale === 'fr'
    ? `${i.plan}, ${i.locations} emplacement(s), ${i.province} : initial ${oneTime}, mensuel ${monthly}, première année ${firstYear}`
    : `${i.plan}, ${i.locations} location(s), ${i.province}: one-time ${oneTime}, monthly ${monthly}, first year ${firstYear}`
}

/** A lead's stored quote JSON read back; null when absent or unreadable. */
export function readStoredQuote(stored: string | null | undefined): StoredQuote | null {
  if (!stored) return null
  let quote: StoredQuote
  try {
    quote = JSON.parse(stored) as StoredQuote
  } catch {
    return null
  }
  return quote?.input && quote.oneTime && quote.monthly && quote.firstYear ? quote : null
}

/** The stored JSON as the admin shows it, in the admin's language; null when absent or unreadable. */
export function adminQuoteView(stored: string | null, locale: Locale): AdminQuoteView | null {
  const quote = readStoredQuote(stored)
  if (!quote) return null
  const page = localizePath('/pricing/quote', locale)
  const query = quote.query ?? ''
  return {
    summary: quoteSummary(quote, locale),
    shown: presentQuote(quote, getQuoteTexts(locale), locale),
    url: `${page}?${query}`,
    pdfUrl: `${page}.pdf?${query}`,
  }
}

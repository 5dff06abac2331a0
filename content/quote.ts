import type { Locale } from './index'
import { quote as en, type QuoteTexts } from './en/quote'
import { quote as fr } from './fr/quote'

export type { QuoteTexts }

/** The quote builder's texts in a language (page, island, PDF, emails). */
export function getQuoteTexts(locale: Locale): QuoteTexts {
  return locale === 'fr' ? fr : en
}

/** What a device's price line prints, in the quote builder's words (/hardware, /pricing). */
export function getPriceTexts(locale: Locale) {
  const t = getQuoteTexts(locale)
  return {
    link: t.link,
    hardware: t.hardware,
    form: { buy: t.form.buy, lease: t.form.lease, perMonth: t.form.perMonth },
  }
}

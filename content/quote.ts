import type { Locale } from './index'
import { quote as en, type QuoteTexts } from './en/quote'
import { quote as fr } from './fr/quote'

export type { QuoteTexts }

/** The quote builder's texts in a language (page, island, PDF, emails). */
export function getQuoteTexts(locale: Locale): QuoteTexts {
  return locale === 'fr' ? fr : en
}

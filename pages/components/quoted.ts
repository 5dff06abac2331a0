import type { Locale } from '../../content/index'

/**
 * A customer's words in the page language's quotation marks: “…” in English, « … » in French (with
 * no-break spaces inside, so a mark never starts or ends a line alone).
 */
export function quoted(text: string, locale: Locale): string {
  return locale === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`
}

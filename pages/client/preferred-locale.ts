import type { Locale } from '../../content/index'

/**
 * The site locale a list of language tags prefers most, in Accept-Language form
 * ('fr-CA,fr;q=0.9,en;q=0.8' -> 'fr') or navigator.languages joined by commas; undefined when it
 * names neither English nor French.
 */
export function preferredLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && (entry.primary === 'en' || entry.primary === 'fr'))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.primary as Locale | undefined
}

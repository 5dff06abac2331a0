import { getShell, localeTags, localizePath, type Locale } from '../../content/index'

/** The home page's offer of the other language, shown when the browser prefers it (never a redirect). */
export interface LanguageSuggestion {
  lang: string
  text: string
  link: string
  href: string
}

/**
 * The site locale the Accept-Language header prefers most ('fr-CA,fr;q=0.9,en;q=0.8' -> 'fr'), or
 * undefined when it names neither English nor French.
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

export function languageSuggestion(pageLocale: Locale, acceptLanguage: string | undefined): LanguageSuggestion | null {
  const preferred = preferredLocale(acceptLanguage)
  if (!preferred || preferred === pageLocale) return null
  const { language } = getShell(preferred).ui
  return {
    lang: localeTags[preferred],
    text: language.suggestion,
    link: language.suggestionLink,
    href: localizePath('/', preferred),
  }
}

import { getShell, localeTags, localizePath, locales, type Locale } from '../../content/index'

/** The home page's offer of another language, shown when the browser prefers it (never a redirect). */
export interface LanguageSuggestion {
  locale: Locale
  lang: string
  text: string
  link: string
  dismiss: string
  href: string
}

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

/**
 * The offers a home page in `pageLocale` can make, one per other language, each in its own
 * language. The page is the same for every visitor (cacheable); the browser picks one
 * (pages/index/LanguageSuggestion.tsx).
 */
export function languageSuggestions(pageLocale: Locale): LanguageSuggestion[] {
  return locales
    .filter((locale) => locale !== pageLocale)
    .map((locale) => {
      const { language } = getShell(locale).ui
      return {
        locale,
        lang: localeTags[locale],
        text: language.suggestion,
        link: language.suggestionLink,
        dismiss: language.suggestionDismiss,
        href: localizePath('/', locale),
      }
    })
}

/** The offer to show to a browser with these preferred languages, or null. */
export function suggestionFor(
  suggestions: readonly LanguageSuggestion[],
  languages: readonly string[],
): LanguageSuggestion | null {
  const preferred = preferredLocale(languages.join(','))
  return suggestions.find((s) => s.locale === preferred) ?? null
}

import { getShell, localeTags, localizePath, locales, type Locale } from '../../content/index'
import { preferredLocale } from '../client/preferred-locale'

export { preferredLocale }

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
 * The offers a home page in `pageLocale` can make, one per other language, each in its own
 * language. The page is the same for every visitor (cacheable); the browser picks one
 * (pages/index/LanguageSuggestion.tsx, shown by pages/client/language-offer.ts).
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

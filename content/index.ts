import { companyLinks, industryLinks, legalLinks, productGroups } from './en/navigation'
import { forms } from './en/forms'
import { ui } from './en/ui'

/** Locales the public site is written in. fr-CA joins here with a content/fr tree. */
export const locales = ['en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

const shell = {
  en: { ui, forms, navigation: { productGroups, industryLinks, companyLinks, legalLinks } },
} satisfies Record<Locale, unknown>

export type Shell = (typeof shell)['en']

/**
 * Strings and menus of the site shell: small, shipped to the browser. Page content lives in
 * content/pages.ts and reaches pages through +data only.
 */
export function getShell(locale: Locale): Shell {
  return shell[locale]
}

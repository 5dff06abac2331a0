import * as en from './en/navigation'
import { forms as enForms } from './en/forms'
import { ui as enUi } from './en/ui'
import * as fr from './fr/navigation'
import { forms as frForms } from './fr/forms'
import { ui as frUi } from './fr/ui'
import type { Localized } from './types'

/**
 * Locales the public site is written in: English at the current URLs, Canadian French under /fr
 * with the same path after it (/fr/pricing, /fr/blog/...).
 */
export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** BCP 47 tags: <html lang>, hreflang, Intl formatting. */
export const localeTags = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Locale, string>
/** OpenGraph's og:locale form. */
export const ogLocales = { en: 'en_CA', fr: 'fr_CA' } as const satisfies Record<Locale, string>

/** The URL prefix of each locale's pages ('' for English). */
const prefixes = { en: '', fr: '/fr' } as const satisfies Record<Locale, string>

/**
 * The locale of a pathname and the same path without its locale prefix:
 * '/fr/pricing' -> { locale: 'fr', path: '/pricing' }, '/fr' -> { locale: 'fr', path: '/' }.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/fr' || pathname.startsWith('/fr/')) {
    return { locale: 'fr', path: pathname.slice(3) || '/' }
  }
  return { locale: 'en', path: pathname }
}

/**
 * A site path in a locale: localizePath('/pricing', 'fr') === '/fr/pricing', localizePath('/', 'fr')
 * === '/fr'. Only page paths change: absolute URLs, anchors, mailto:/tel:, files (a dot in the last
 * segment: /sitemap.xml, /illustrations/x.svg) and API, admin, upload and asset paths stay as they are.
 */
export function localizePath(href: string, locale: Locale): string {
  // An English path without a /fr prefix is already itself (a page renders a hundred links).
  if (locale === 'en' && !href.startsWith('/fr')) return href
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const match = /^([^?#]*)(.*)$/.exec(href)
  const pathname = match?.[1] ?? href
  const rest = match?.[2] ?? ''
  if (/^\/(api|admin|uploads|assets)(\/|$)/.test(pathname)) return href
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  if (lastSegment.includes('.')) return href
  const bare = splitLocale(pathname).path
  const prefix = prefixes[locale]
  if (!prefix) return bare + rest
  return (bare === '/' ? prefix : prefix + bare) + rest
}

const shell = {
  en: {
    ui: enUi,
    forms: enForms,
    navigation: {
      productGroups: en.productGroups,
      industryLinks: en.industryLinks,
      companyLinks: en.companyLinks,
      legalLinks: en.legalLinks,
    },
  },
  fr: {
    ui: frUi,
    forms: frForms,
    navigation: {
      productGroups: fr.productGroups,
      industryLinks: fr.industryLinks,
      companyLinks: fr.companyLinks,
      legalLinks: fr.legalLinks,
    },
  },
} satisfies Record<Locale, unknown>

export interface Shell {
  ui: Localized<typeof enUi>
  forms: Localized<typeof enForms>
  navigation: (typeof shell)['en']['navigation']
}

/**
 * Strings and menus of the site shell: small, shipped to the browser. Page content lives in
 * content/pages.ts and reaches pages through +data only.
 */
export function getShell(locale: Locale): Shell {
  return shell[locale]
}

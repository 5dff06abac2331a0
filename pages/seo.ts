import { localizePath, locales, type Locale } from '../content/index'
import { site } from '../content/site'

/** What every page's +data returns under `seo`: rendered into <head> by +Head.tsx. */
export interface Seo {
  title: string
  description: string
  /**
   * Logical path of the canonical URL, without the locale prefix ('/pricing'): HeadTags localizes it
   * ('/fr/pricing' on French pages).
   */
  path: string
  /**
   * The page's twins in each locale (logical paths) when they differ from `path`, e.g. a blog post and
   * its translation: { en: '/blog/a', fr: '/blog/b' }. A locale left out has no twin.
   */
  alternates?: Partial<Record<Locale, string>>
  image?: string
  type?: 'website' | 'article' | 'product'
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
  /** An absolute canonical URL that overrides `path` (a post first published elsewhere). */
  canonicalUrl?: string
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl}/`).toString()
}

/** The absolute URL of a site page in a locale: localizedUrl(base, 'fr', '/pricing') -> base + '/fr/pricing'. */
export function localizedUrl(baseUrl: string, locale: Locale, path: string): string {
  return absoluteUrl(baseUrl, localizePath(path, locale))
}

/**
 * The page's twins by locale (logical paths): seo.alternates when the page sets it (a blog post and its
 * translation have different slugs), otherwise the same path in every locale.
 */
export function seoAlternates(seo: Seo): Partial<Record<Locale, string>> {
  return seo.alternates ?? Object.fromEntries(locales.map((locale) => [locale, seo.path]))
}

export function organizationJsonLd(baseUrl: string, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    url: localizedUrl(baseUrl, locale, '/'),
    logo: absoluteUrl(baseUrl, '/icon-512.png'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'CA',
    },
    sameAs: site.social.map((s) => s.href),
  }
}

export function breadcrumbJsonLd(
  baseUrl: string,
  locale: Locale,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: localizedUrl(baseUrl, locale, item.path),
    })),
  }
}

export function faqJsonLd(faqs: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so content can never close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

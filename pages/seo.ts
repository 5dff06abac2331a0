import { site } from '../content/site'

/** What every page's +data returns under `seo`: rendered into <head> by +Head.tsx. */
export interface Seo {
  title: string
  description: string
  /** Path of the canonical URL, e.g. '/pricing'. */
  path: string
  image?: string
  type?: 'website' | 'article' | 'product'
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl}/`).toString()
}

export function organizationJsonLd(baseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    url: baseUrl,
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

export function breadcrumbJsonLd(baseUrl: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(baseUrl, item.path),
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

/**
 * The one place for the brand and company facts: name, legal name, phone, address, socials and
 * logo mark. Change them here and every page, email and feed follows (a reseller rebrands by
 * editing this file; tests/integration/rebrand.test.ts swaps it for another brand and checks). Values that differ per deployment (URLs, inboxes) come from
 * the environment instead (server/env.ts).
 */
export const site = {
  brand: 'MapleServe',
  legalName: 'MapleServe Technologies Inc.',
  /** The brand line printed under the name (quote PDF), in each language. */
  tagline: { en: 'Cloud restaurant POS built in Canada', fr: 'PDV infonuagique pour restaurants, conçu au Canada' },
  foundedYear: 2019,
  email: 'hello@mapleserve.ca',
  salesEmail: 'sales@mapleserve.ca',
  privacyEmail: 'privacy@mapleserve.ca',
  accessibilityEmail: 'accessibility@mapleserve.ca',
  careersEmail: 'careers@mapleserve.ca',
  phone: '1-888-555-0142',
  phoneHref: 'tel:+18885550142',
  address: {
    street: '48 Maple Grove Road, Suite 300',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M4W 1A1',
    country: 'Canada',
  },
  supportHours: '24/7, 365 days a year',
  /** The logo mark: one white path drawn on the brand-colour plate (32 × 32). */
  logoMark:
    'M16 5.5l2.2 4.6 3.6-1.5-1 4.3 4.2.4-3.2 3.3 2.2 1.6-5.6 1.1.4 3.7H17.2v3.5h-2.4V23h-1.6l.4-3.7-5.6-1.1 2.2-1.6-3.2-3.3 4.2-.4-1-4.3 3.6 1.5z',
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mapleserve' },
    { id: 'twitter', label: 'Twitter', href: 'https://twitter.com/mapleserve' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mapleserve' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/mapleserve' },
  ],
} as const

/** One-line postal address, for footers, consent wording and emails. */
export function mailingAddress(): string {
  const a = site.address
  return `${site.legalName}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`
}

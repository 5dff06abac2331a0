import type { LicensesPageContent, MarketingUi } from '../types'
import { site } from '../site'

/** Strings of the shared marketing sections (product, industry, hardware, pricing, company pages). */
export const marketingUi: MarketingUi = {
  breadcrumbHome: 'Home',
  breadcrumbLabel: 'Breadcrumb',
  industriesPage: {
    meta: {
      title: 'Restaurant POS by Industry: QSR, Dining, Cafés, Bars',
      description: `See how ${site.brand} is set up for quick-service, casual, fine dining, full-service and fast casual restaurants, food trucks, pizzerias, cafés, bakeries and bars.`,
    },
    eyebrow: 'Industries',
    title: 'A POS set up for the way you serve',
    description: `Counter, dining room, patio or truck window: ${site.brand} comes configured for your kind of restaurant, with the menus, workflows and reports that service style needs.`,
    linkLabel: 'See how it works',
  },
  closingCta: {
    heading: 'See it running with your own menu',
    text: 'Book a 15-minute demo. We will load a few of your dishes, walk through a real service and give you a clear quote for software and hardware.',
    buttonText: 'Get a Demo',
    secondaryText: 'See pricing',
    secondaryHref: '/pricing',
  },
  hardware: {
    specsLabel: 'Specifications',
    benefitsEyebrow: 'Why it lasts',
  },
  pricing: {
    recommended: 'Recommended',
    included: 'Included',
    notIncluded: 'Not included',
    feature: 'Feature',
    addOnsEyebrow: 'Add-ons',
    feesEyebrow: 'Processing',
    compareEyebrow: 'Compare',
    plansLabel: 'Plans',
    scrollHint: 'Scroll to compare plans',
    tableRegion: 'Plan comparison table',
  },
  numberSpeaksEyebrow: 'Results',
  keyFeaturesEyebrow: 'Key features',
  techStackEyebrow: 'Tech stack',
  industryEyebrow: 'Built for you',
  scrollEyebrow: 'How it works',
  companyContact: {
    heading: 'Questions we have not answered?',
    text: `Call ${site.phone} or write to ${site.email}. Our team is available ${site.supportHours}.`,
    buttonText: "Let's Connect",
  },
  onThisPage: 'On this page',
}

/** /licenses: the table itself is generated at build time (scripts/build.ts). */
export const licenses: LicensesPageContent = {
  meta: {
    title: 'Open-Source Licenses',
    description: `The third-party open-source packages that the ${site.brand} website ships, with their versions and licenses, generated from our dependencies at build time.`,
  },
  title: 'Open-Source Licenses',
  intro: `The ${site.brand} website is built on open-source software. This list names every third-party package that runs in production, with the version we ship and its license. It is generated from our dependencies each time the site is built, so it always matches what is running.`,
  columns: { name: 'Package', version: 'Version', license: 'License' },
  summaryHeading: 'Packages in this release',
  summary: '{packages} packages under {licenses} different licenses.',
}

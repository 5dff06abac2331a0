import type { Faq, IconName, ImagePath, PageMeta, Stat } from './types-common'
import type { HardwareItem, Testimonial } from './types-products'

// Company, home and licenses pages, and the strings of the shared marketing sections. Re-exported by content/types.ts.

interface RichSection {
  heading: string
  paragraphs: string[]
  bullets?: string[]
}

export interface CompanyPageContent {
  meta: PageMeta
  title: string
  intro: string
  /** Optional key facts shown under the intro (about page), under their own heading. */
  highlights?: Stat[]
  highlightsHeading?: string
  sections: RichSection[]
  /** About: values as cards, the team as a grid of initials, offices on a map of Canada. */
  values?: { heading: string; items: IconCard[] }
  team?: { heading: string; intro: string; people: { name: string; role: string }[] }
  offices?: {
    heading: string
    intro: string
    mapLabel: string
    items: { city: string; role: string; lon: number; lat: number }[]
  }
  /** Career: the open roles as cards, and the closing call to apply. */
  jobs?: {
    heading: string
    intro: string
    labels: { team: string; location: string; workplace: string; salary: string; apply: string }
    items: JobPosting[]
  }
  applyCta?: { heading: string; text: string; buttonText: string }
}

interface JobPosting {
  title: string
  team: string
  location: string
  workplace: string
  /** Yearly range in CAD, as Canadian pay-transparency rules expect. */
  salary: string
  summary: string
}

export interface LogoItem {
  name: string
  src: ImagePath
  width: number
  height: number
}

interface WhatWeDoItem {
  id: string
  eyebrow: string
  title: string
  description: string
  bullets: string[]
  image: ImagePath
  imageAlt: string
  buttonText: string
  learnMore: { label: string; href: string }
}

interface IconCard {
  icon: IconName
  title: string
  description: string
}

interface FormField {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea'
  autoComplete?: string
  placeholder?: string
  options?: string[]
}

export interface HomeContent {
  meta: PageMeta
  hero: {
    eyebrow: string
    title: string
    description: string
    buttonText: string
    secondaryText: string
    secondaryHref: string
    image: ImagePath
    imageAlt: string
    highlights: string[]
  }
  /** pauseLabel: the switch that stops the scrolling strip (WCAG 2.2.2). */
  logos: { heading: string; pauseLabel: string; items: LogoItem[] }
  whatWeDo: { eyebrow: string; heading: string; subheading: string; items: WhatWeDoItem[] }
  testimonials: { eyebrow: string; heading: string; subheading: string; items: Testimonial[] }
  whyChoose: { eyebrow: string; heading: string; subheading: string; items: IconCard[] }
  hardware: {
    eyebrow: string
    heading: string
    subheading: string
    items: HardwareItem[]
    solutionsHeading: string
    solutions: { label: string; href: string }[]
  }
  contact: {
    eyebrow: string
    heading: string
    description: string
    points: string[]
    fields: FormField[]
    submitText: string
    privacyNote: string
    privacyLink: string
  }
  faqSection: { faqs: Faq[] }
}

/** One shipped third-party package, as collected from node_modules at build time. */
export interface LicenseEntry {
  name: string
  version: string
  license: string
  homepage?: string
}

export interface LicensesPageContent {
  meta: PageMeta
  title: string
  intro: string
  columns: { name: string; version: string; license: string }
  summaryHeading: string
  /** Template with {packages} and {licenses} placeholders. */
  summary: string
}

/** Strings of the shared marketing sections that are not part of a page's own record. */
export interface MarketingUi {
  breadcrumbHome: string
  breadcrumbLabel: string
  industriesPage: { meta: PageMeta; eyebrow: string; title: string; description: string; linkLabel: string }
  closingCta: { heading: string; text: string; buttonText: string; secondaryText: string; secondaryHref: string }
  hardware: { specsLabel: string; benefitsEyebrow: string }
  pricing: {
    recommended: string
    included: string
    notIncluded: string
    feature: string
    addOnsEyebrow: string
    feesEyebrow: string
    compareEyebrow: string
    plansLabel: string
    /** Over the comparison table while it scrolls sideways on phones; an arrow (→) follows it. */
    scrollHint: string
    tableRegion: string
  }
  numberSpeaksEyebrow: string
  keyFeaturesEyebrow: string
  techStackEyebrow: string
  industryEyebrow: string
  scrollEyebrow: string
  companyContact: { heading: string; text: string; buttonText: string }
  onThisPage: string
}

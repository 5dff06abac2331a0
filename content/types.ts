/**
 * Typed shapes of the static marketing content (product-spec section 3).
 * Components never hard-code visible text: every string comes from a record below,
 * one set per locale (content/en today, content/fr later).
 */

/** Lucide icon names the pages know how to draw (product-spec section 3, design brief). */
export type IconName =
  | 'Zap'
  | 'Monitor'
  | 'CreditCard'
  | 'BarChart3'
  | 'Users'
  | 'Utensils'
  | 'Clock'
  | 'Coffee'
  | 'ChefHat'
  | 'Globe'
  | 'TrendingUp'
  | 'LayoutDashboard'
  | 'Heart'
  | 'Settings'
  | 'ShieldCheck'
  | 'Smile'
  | 'Workflow'
  | 'ClipboardList'
  | 'UserCircle'

/** A path under public/, e.g. '/illustrations/station.svg'. */
export type ImagePath = `/${string}`

export interface Faq {
  question: string
  answer: string
}

export interface Stat {
  /** Display value, e.g. '35-40%', '99.9%', '150+'. */
  value: string
  description: string
}

export interface HeroSection {
  /** The product screen in its device, drawn as HTML, instead of mainImage. */
  visual?: VisualId
  title: string
  description: string
  buttonText: string
  mainImage: ImagePath
  mainImageAlt: string
  backgroundImage?: ImagePath
  /** Large faded word behind the hero, e.g. 'KITCHEN'. */
  backgroundText?: string
  deviceTitle?: string
  deviceDescription?: string
  deviceImage?: ImagePath
  deviceImageAlt?: string
}

export interface NumberSpeaks {
  title: string
  subtitle: string
  /** Exactly four stats. */
  stats: Stat[]
  /** Surface tone of the band. */
  bgColor: 'ink' | 'ember' | 'sand' | 'white'
}

export interface BulletPoint {
  text: string
  highlight: boolean
}

export interface ScrollSectionItem {
  /** Stable id, reported as the demo inquiry's source section. */
  id: string
  icon: IconName | string
  title: string
  subtitle: string
  description: string
  bgColor: string
  bgGradient: string
  buttonText: string
  imageSrc: ImagePath
  imageAlt: string
  bulletPoints: BulletPoint[]
  stat?: string
  statDescription?: string
}

export interface ScrollSection {
  heroTitle: string
  heroSubtitle: string
  sections: ScrollSectionItem[]
}

export interface IndustryFeature {
  heading: string
  description: string
  bulletPoints?: string[]
}

export interface IndustrySection {
  title: string
  subtitle: string
  features: IndustryFeature[]
  stats: Stat[]
  ctaText: string
  imageSrc: ImagePath
  imageAlt: string
}

export interface CardItem {
  image: ImagePath
  title: string
  description: string
}

export interface KeyFeatures {
  heading: string
  subheading: string
  /** Six items on product, industry and hardware pages. */
  features: CardItem[]
}

export interface BlackCardSection {
  heading: string
  subheading: string
  /** Three items. */
  items: CardItem[]
  /** Each card shows its image (the kitchen display's three screen sizes); otherwise text only. */
  drawn?: boolean
}

export interface PageMeta {
  /** <title> without the brand suffix. */
  title: string
  /** 140-160 characters. */
  description: string
}

export interface ProductContent {
  slug: string
  /** Name used in menus, breadcrumbs and JSON-LD, e.g. 'Kitchen Display'. */
  name: string
  meta: PageMeta
  heroSection: HeroSection
  numberSpeaks: NumberSpeaks
  industrySection?: IndustrySection
  scrollSection?: ScrollSection
  keyFeatures: KeyFeatures
  blackCardSection?: BlackCardSection
  faqSection: { faqs: Faq[] }
}

export interface CategoryContent {
  slug: string
  /** Industry title as in the menus, e.g. 'Café & Bakery'. */
  name: string
  meta: PageMeta
  heroSection: HeroSection
  numberSpeaks: NumberSpeaks
  scrollSection?: ScrollSection
  industrySection?: IndustrySection
  keyFeatures: KeyFeatures
  blackCardSection?: BlackCardSection
  faqSection: { faqs: Faq[] }
}

export interface HardwareProductSection {
  id: string
  /** The device drawn with its own screen, instead of image. */
  visual?: VisualId
  title: string
  description: string
  buttonText: string
  image: ImagePath
  imageAlt: string
  imageLabel: string
  alignment: 'right' | 'left'
  specs?: string[]
}

export interface HardwareContent {
  meta: PageMeta
  hero: HeroSection
  featuresIntro: {
    title: string
    subtitle: string
    /** Heading of the price list of the catalogue's other devices (printers, cash drawer). */
    accessories: string
    /** What the prices are: currency and taxes. */
    pricesNote: string
  }
  productSections: HardwareProductSection[]
  numberSpeaks: NumberSpeaks
  industrySection?: IndustrySection
  keyFeatures: KeyFeatures
  compactSection: { title: string; description: string; items: CardItem[] }
  faqSection: { faqs: Faq[] }
}

export interface Testimonial {
  id: string
  name: string
  position: string
  image: ImagePath
  text: string
  logo: ImagePath
  /** The restaurant the logo names (its alt text). */
  company: string
  logoSubtext: string
}

export interface HardwareItem {
  id: string
  /** The device drawn with its own screen, instead of image. */
  visual?: VisualId
  title: string
  description: string
  image: ImagePath
  href: string
}

export interface Plan {
  id: 'free' | 'plus' | 'enterprise'
  name: string
  description: string
  price: string
  priceNote: string
  buttonText: string
  buttonStyle: 'primary' | 'secondary'
  features: string[]
  recommended: boolean
  strikePrice?: string
  custom: boolean
}

export type ComparisonValue = boolean | string

export type ComparisonRow =
  | { category: true; name: string }
  | { category?: false; name: string; free: ComparisonValue; plus: ComparisonValue; premium: ComparisonValue }

export interface AddOn {
  name: string
  price: string
  description: string
}

export interface PricingContent {
  meta: PageMeta
  hero: { title: string; description: string }
  plans: Plan[]
  comparison: {
    heading: string
    columns: { free: string; plus: string; premium: string }
    rows: ComparisonRow[]
  }
  addOns: { heading: string; description: string; items: AddOn[] }
  processingFees: { heading: string; items: { plan: string; fee: string; note?: string }[] }
  faqSection: { faqs: Faq[] }
}

export interface RichSection {
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

export interface JobPosting {
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

export interface WhatWeDoItem {
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

export interface IconCard {
  icon: IconName
  title: string
  description: string
}

export interface FormField {
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
  logos: { heading: string; items: LogoItem[] }
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
  tableRegion: string
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

/**
 * The shape of an English `as const` record with its literal strings widened, so that another
 * locale's strings fit it (content/fr types its records with this).
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : { readonly [K in keyof T]: Localized<T[K]> }

/** One line of a drawn ticket or cart: quantity, unit price in cents, modifiers with their price. */
export interface ScreenLine {
  name: string
  qty: number
  cents: number
  mods?: { name: string; cents?: number }[]
  seat?: number
}

/** The product's own screens, drawn in its devices as SVG files (pages/components/product-ui/art, public/art). */
export interface ScreensContent {
  /** Accessible names of the composed visuals (device + screen), one per idea. */
  labels: Record<VisualId, string>
  order: {
    venue: string
    table: string
    server: string
    categories: string[]
    activeCategory: number
    items: { name: string; cents: number }[]
    modifierTitle: string
    modifiers: { name: string; cents?: number; on?: boolean }[]
    ticketTitle: string
    lines: ScreenLine[]
    subtotal: string
    /** Taxes as [label, rate in percent]: Ontario HST 13, Quebec GST 5 + QST 9.975. */
    taxes: [string, number][]
    total: string
    split: string
    splitWays: number
    guest: string
    send: string
    pay: string
    customerWelcome: string
    customerPoints: string
  }
  kitchen: {
    stations: string[]
    activeStation: number
    allDay: string
    allDayItems: { name: string; qty: number }[]
    bump: string
    tickets: {
      id: string
      source: string
      time: string
      late?: boolean
      items: { qty: number; name: string; mods?: string[] }[]
    }[]
  }
  reports: {
    title: string
    today: string
    net: string
    change: string
    byHour: string
    hours: { hour: string; cents: number }[]
    labour: string
    labourCents: number
    guests: string
    guestCount: number
    average: string
    topItems: string
    top: { name: string; qty: number }[]
  }
  online: {
    url: string
    venue: string
    pickup: string
    menu: { name: string; description: string; cents: number }[]
    add: string
    cart: string
    lines: ScreenLine[]
    subtotal: string
    taxes: [string, number][]
    total: string
    placeOrder: string
  }
  app: {
    venue: string
    greeting: string
    orderAgain: string
    again: string[]
    reorder: string
    points: string
    pointsValue: number
    pointsGoal: number
    reward: string
    featured: string
    featuredItems: { name: string; cents: number }[]
    tabs: string[]
  }
  loyalty: {
    title: string
    guest: string
    since: string
    tier: string
    stats: { label: string; value: string }[]
    rewardsTitle: string
    rewards: { name: string; cost: string; ready: boolean }[]
    redeem: string
    campaign: string
  }
  giftCard: {
    title: string
    sell: string
    amounts: number[]
    activeAmount: number
    check: string
    card: string
    loadedCents: number
    history: { label: string; cents: number }[]
    balance: string
    issue: string
  }
  pay: {
    table: string
    amountLabel: string
    tipLabel: string
    tips: number[]
    activeTip: number
    custom: string
    tip: string
    total: string
    tap: string
  }
  /** The Tab's floor plan: tables by state, and the selected table's courses. */
  floor: {
    areas: string[]
    summary: string
    states: { free: string; seated: string; fired: string; check: string }
    minutes: string
    coursesTitle: string
    courses: { name: string; state: string; done?: boolean }[]
    fire: string
    split: string
  }
  /** The countertop payment terminal as a card taps it. */
  terminal: {
    amountLabel: string
    tipLine: string
    tap: string
    orInsert: string
    networks: string
  }
}

export type VisualId =
  | 'station-order'
  | 'kitchen-display'
  | 'phone-reports'
  | 'browser-online'
  | 'phone-app'
  | 'tab-loyalty'
  | 'tab-gift-card'
  | 'go-pay'
  | 'tab-order'
  | 'terminal-tap'

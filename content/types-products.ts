import type {
  BlackCardSection,
  CardItem,
  Faq,
  HeroSection,
  ImagePath,
  IndustrySection,
  KeyFeatures,
  NumberSpeaks,
  PageMeta,
  ScrollSection,
} from './types-common'
import type { VisualId } from './types-screens'

// Product, category, hardware and pricing pages. Re-exported by content/types.ts.

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

interface HardwareProductSection {
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

interface AddOn {
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

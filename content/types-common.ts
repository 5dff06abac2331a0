import type { VisualId } from './types-screens'

// Shapes shared by every marketing page: icons, images, FAQs, hero and feature sections, page meta, and the Localized helper. Re-exported by content/types.ts.

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

interface BulletPoint {
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

interface IndustryFeature {
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

/**
 * The shape of an English `as const` record with its literal strings widened, so that another
 * locale's strings fit it (content/fr types its records with this).
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : { readonly [K in keyof T]: Localized<T[K]> }

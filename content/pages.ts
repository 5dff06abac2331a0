import { about, career } from './en/company'
import { accessibility, privacy } from './en/legal'
import { hardware } from './en/hardware'
import { home } from './en/home'
import { industries } from './en/industries/index'
import { licenses, marketingUi } from './en/marketing'
import { pricing } from './en/pricing'
import { products } from './en/products/index'
import { screens } from './en/screens'
import { ui } from './en/ui'
import * as frCompany from './fr/company'
import * as frLegal from './fr/legal'
import { hardware as frHardware } from './fr/hardware'
import { home as frHome } from './fr/home'
import { industries as frIndustries } from './fr/industries/index'
import { licenses as frLicenses, marketingUi as frMarketingUi } from './fr/marketing'
import { pricing as frPricing } from './fr/pricing'
import { screens as frScreens } from './fr/screens'
import { products as frProducts } from './fr/products/index'
import { ui as frUi } from './fr/ui'
import { localizePath, type Locale } from './index'
import type {
  CategoryContent,
  CompanyPageContent,
  HardwareContent,
  HomeContent,
  LicensesPageContent,
  MarketingUi,
  PricingContent,
  ProductContent,
  ScreensContent,
} from './types'

/**
 * Page content by locale. Server-only: imported from +data files, never from components or
 * islands, so page copy reaches the browser only as HTML.
 */
const content = {
  en: {
    home,
    products,
    industries,
    hardware,
    pricing,
    company: { about, career, privacy, accessibility },
    licenses,
    marketingUi,
    screens,
    notFound: { product: ui.productNotFound, category: ui.categoryNotFound },
  },
  fr: {
    home: frHome,
    products: frProducts,
    industries: frIndustries,
    hardware: frHardware,
    pricing: frPricing,
    company: {
      about: frCompany.about,
      career: frCompany.career,
      privacy: frLegal.privacy,
      accessibility: frLegal.accessibility,
    },
    licenses: frLicenses,
    marketingUi: frMarketingUi,
    screens: frScreens,
    notFound: { product: frUi.productNotFound, category: frUi.categoryNotFound },
  },
} satisfies Record<Locale, unknown>

export type CompanyPageId = keyof (typeof content)['en']['company']

export function getHomeContent(locale: Locale): HomeContent {
  return content[locale].home
}

/** The product page for a slug, or undefined ('Product Not Found'). */
export function getProductContent(locale: Locale, slug: string): ProductContent | undefined {
  return content[locale].products.find((product) => product.slug === slug)
}

/** The industry page for a canonical slug, or undefined ('Category Not Found'). */
export function getIndustryContent(locale: Locale, slug: string): CategoryContent | undefined {
  return content[locale].industries.find((industry) => industry.slug === slug)
}

export function listIndustries(locale: Locale): CategoryContent[] {
  return content[locale].industries
}

export function getHardwareContent(locale: Locale): HardwareContent {
  return content[locale].hardware
}

export function getPricingContent(locale: Locale): PricingContent {
  return content[locale].pricing
}

export function getCompanyPage(locale: Locale, id: CompanyPageId): CompanyPageContent {
  return content[locale].company[id]
}

export function getLicensesContent(locale: Locale): LicensesPageContent {
  return content[locale].licenses
}

export function getMarketingUi(locale: Locale): MarketingUi {
  return content[locale].marketingUi
}

/** Title, text and link of the not-found screens thrown by +data as render(404, ...). */
export function getNotFound(locale: Locale, kind: 'product' | 'category') {
  const strings = content[locale].notFound[kind]
  return { title: strings.title, text: strings.text, back: strings.back, href: localizePath('/', locale) }
}

/** Text of the product screens drawn inside the device frames. */
export function getScreens(locale: Locale): ScreensContent {
  return content[locale].screens
}

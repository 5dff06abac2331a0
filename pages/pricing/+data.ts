import type { PageContextServer } from 'vike/types'
import { getShell } from '../../content/index'
import { getHomeContent, getMarketingUi, getPricingContent, getScreens } from '../../content/pages'
import { getPriceTexts } from '../../content/quote'
import { breadcrumbJsonLd, faqJsonLd, type Seo } from '../seo'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const pricing = getPricingContent(locale)
  const home = getHomeContent(locale)
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const seo: Seo = {
    title: pricing.meta.title,
    description: pricing.meta.description,
    path: '/pricing',
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: getShell(locale).ui.header.pricing, path: '/pricing' },
      ]),
      faqJsonLd(pricing.faqSection.faqs),
    ],
  }
  return {
    seo,
    pricing,
    ui,
    hardware: home.hardware,
    testimonials: home.testimonials,
    screens: getScreens(locale),
    priceTexts: getPriceTexts(locale),
    locale,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

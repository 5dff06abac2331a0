import type { PageContextServer } from 'vike/types'
import { getShell } from '../../content/index'
import { getHardwareContent, getHomeContent, getMarketingUi, getScreens } from '../../content/pages'
import { getPriceTexts } from '../../content/quote'
import { breadcrumbJsonLd, faqJsonLd, type Seo } from '../seo'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const hardware = getHardwareContent(locale)
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const seo: Seo = {
    title: hardware.meta.title,
    description: hardware.meta.description,
    path: '/hardware',
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: getShell(locale).ui.header.hardware, path: '/hardware' },
      ]),
      faqJsonLd(hardware.faqSection.faqs),
    ],
  }
  return {
    seo,
    hardware,
    ui,
    contact: getHomeContent(locale).contact,
    screens: getScreens(locale),
    locale,
    priceTexts: getPriceTexts(locale),
  }
}

export type Data = Awaited<ReturnType<typeof data>>

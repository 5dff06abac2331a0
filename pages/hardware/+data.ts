import type { PageContextServer } from 'vike/types'
import { getShell } from '../../content/index'
import { getHardwareContent, getHomeContent, getMarketingUi, getScreens } from '../../content/pages'
import { getQuoteTexts } from '../../content/quote'
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
  const quote = getQuoteTexts(locale)
  // Only what the price lines print, in the quote builder's words.
  const priceTexts = {
    link: quote.link,
    hardware: quote.hardware,
    form: { buy: quote.form.buy, lease: quote.form.lease, perMonth: quote.form.perMonth },
  }
  return {
    seo,
    hardware,
    ui,
    contact: getHomeContent(locale).contact,
    screens: getScreens(locale),
    locale,
    priceTexts,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

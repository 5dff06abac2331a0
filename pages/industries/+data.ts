import type { PageContextServer } from 'vike/types'
import { getMarketingUi, listIndustries } from '../../content/pages'
import { breadcrumbJsonLd, type Seo } from '../seo'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const industries = listIndustries(locale).map((industry) => ({
    slug: industry.slug,
    name: industry.name,
    title: industry.heroSection.title,
    description: industry.meta.description,
    image: industry.heroSection.mainImage,
    imageAlt: industry.heroSection.mainImageAlt,
    headline: industry.numberSpeaks.stats[0],
  }))
  const seo: Seo = {
    title: ui.industriesPage.meta.title,
    description: ui.industriesPage.meta.description,
    path: '/industries',
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: ui.industriesPage.eyebrow, path: '/industries' },
      ]),
    ],
  }
  return { seo, page: ui.industriesPage, industries, cta: ui.closingCta }
}

export type Data = Awaited<ReturnType<typeof data>>

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getHomeContent, getIndustryContent, getMarketingUi, getNotFound } from '../../../content/pages'
import { breadcrumbJsonLd, faqJsonLd, type Seo } from '../../seo'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const slug = pageContext.routeParams.slug ?? ''
  const industry = getIndustryContent(locale, slug)
  if (!industry) throw render(404, getNotFound(locale, 'category'))
  const ui = getMarketingUi(locale)
  const home = getHomeContent(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const path = `/categories/${industry.slug}`
  const breadcrumbs = [
    { name: ui.breadcrumbHome, path: '/' },
    { name: ui.industriesPage.eyebrow, path: '/industries' },
    { name: industry.name, path },
  ]
  const seo: Seo = {
    title: industry.meta.title,
    description: industry.meta.description,
    path,
    jsonLd: [breadcrumbJsonLd(baseUrl, locale, breadcrumbs), faqJsonLd(industry.faqSection.faqs)],
  }
  return { seo, industry, ui, breadcrumbs, contact: home.contact, logos: home.logos }
}

export type Data = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { getHomeContent, getMarketingUi, getScreens } from '../../content/pages'
import { languageSuggestions } from './language-suggestion'
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, type Seo } from '../seo'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = getHomeContent(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const seo: Seo = {
    title: content.meta.title,
    description: content.meta.description,
    path: '/',
    jsonLd: [
      organizationJsonLd(baseUrl, locale),
      breadcrumbJsonLd(baseUrl, locale, [{ name: getMarketingUi(locale).breadcrumbHome, path: '/' }]),
      faqJsonLd(content.faqSection.faqs),
    ],
  }
  return { seo, content, suggestions: languageSuggestions(locale), screens: getScreens(locale), locale }
}

export type Data = Awaited<ReturnType<typeof data>>

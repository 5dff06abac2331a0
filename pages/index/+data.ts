import type { PageContextServer } from 'vike/types'
import { getHomeContent, getMarketingUi, getScreens } from '../../content/pages'
import { languageSuggestion } from './language-suggestion'
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
  const headers = pageContext.headers ?? {}
  const suggestion = languageSuggestion(locale, headers['accept-language'])
  return { seo, content, suggestion, screens: getScreens(locale), locale }
}

export type Data = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { getHomeContent } from '../../content/pages'
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, type Seo } from '../seo'

export async function data(pageContext: PageContextServer) {
  const content = getHomeContent(pageContext.locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const seo: Seo = {
    title: content.meta.title,
    description: content.meta.description,
    path: '/',
    jsonLd: [
      organizationJsonLd(baseUrl),
      breadcrumbJsonLd(baseUrl, [{ name: 'Home', path: '/' }]),
      faqJsonLd(content.faqSection.faqs),
    ],
  }
  return { seo, content }
}

export type Data = Awaited<ReturnType<typeof data>>

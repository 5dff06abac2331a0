import type { PageContextServer } from 'vike/types'
import { getShell } from '../../../content/index'
import { getCompanyPage, getMarketingUi, type CompanyPageId } from '../../../content/pages'
import { breadcrumbJsonLd, organizationJsonLd, type Seo } from '../../seo'

/** +data of /about, /career, /privacy and /accessibility: the page record and its SEO. */
export function companyPageData(pageContext: PageContextServer, id: CompanyPageId) {
  const { locale } = pageContext
  const page = getCompanyPage(locale, id)
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const shell = getShell(locale)
  const path = `/${id}`
  const label =
    [...shell.navigation.companyLinks, ...shell.navigation.legalLinks].find((link) => link.href === path)?.label ??
    page.title
  const seo: Seo = {
    title: page.meta.title,
    description: page.meta.description,
    path,
    jsonLd: [
      ...(id === 'about' ? [organizationJsonLd(baseUrl, locale)] : []),
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: label, path },
      ]),
    ],
  }
  return { seo, page, contact: ui.companyContact, tocLabel: ui.onThisPage }
}

export type CompanyPageData = ReturnType<typeof companyPageData>

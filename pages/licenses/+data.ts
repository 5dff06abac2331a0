import type { PageContextServer } from 'vike/types'
import { getShell } from '../../content/index'
import { getLicensesContent, getMarketingUi } from '../../content/pages'
import { breadcrumbJsonLd, type Seo } from '../seo'
import { shippedLicenses } from './licenses.server'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = getLicensesContent(locale)
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const packages = shippedLicenses().map(({ name, version, license }) => ({ name, version, license }))
  const licenseCount = new Set(packages.map((p) => p.license)).size
  const label = getShell(locale).navigation.companyLinks.find((l) => l.href === '/licenses')?.label ?? content.title
  const seo: Seo = {
    title: content.meta.title,
    description: content.meta.description,
    path: '/licenses',
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: label, path: '/licenses' },
      ]),
    ],
  }
  const summary = content.summary
    .replace('{packages}', String(packages.length))
    .replace('{licenses}', String(licenseCount))
  return { seo, content, packages, summary }
}

export type Data = Awaited<ReturnType<typeof data>>

import type { PageContextServer } from 'vike/types'
import { getShell, localizePath } from '../../../content/index'
import { getMarketingUi, getPricingContent } from '../../../content/pages'
import { getQuoteTexts } from '../../../content/quote'
import type { PlanId } from '../../../content/catalogue'
import { parseQuoteQuery, quoteFormQuery, quoteQueryString } from '../../../shared/quote/input'
import { breadcrumbJsonLd, type Seo } from '../../seo'

/**
 * /pricing/quote?...: the query string is the quote; the figures are computed by the island's own
 * module. A refused value stays in the query as asked, so the form shows it beside its message.
 */
export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const texts = getQuoteTexts(locale)
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const { input, errors } = parseQuoteQuery(pageContext.urlParsed.searchAll)
  const features = Object.fromEntries(getPricingContent(locale).plans.map((p) => [p.id, p.features])) as Record<
    PlanId,
    string[]
  >
  const seo: Seo = {
    title: texts.meta.title,
    description: texts.meta.description,
    path: '/pricing/quote',
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: ui.breadcrumbHome, path: '/' },
        { name: getShell(locale).ui.header.pricing, path: '/pricing' },
        { name: texts.eyebrow, path: '/pricing/quote' },
      ]),
    ],
  }
  return {
    seo,
    // Refused values are shown back with their messages and no price (server/vike.ts sends the status).
    httpStatus: errors.length ? 400 : 200,
    builder: {
      query: errors.length ? quoteFormQuery(pageContext.urlParsed.searchAll) : quoteQueryString(input),
      date: new Date().toISOString().slice(0, 10),
      features,
      path: localizePath('/pricing/quote', locale),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>

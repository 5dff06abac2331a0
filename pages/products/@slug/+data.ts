import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getMarketingUi, getNotFound, getProductContent, getScreens } from '../../../content/pages'
import { absoluteUrl, breadcrumbJsonLd, localizedUrl, faqJsonLd, type Seo } from '../../seo'
import { site } from '../../../content/site'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const slug = pageContext.routeParams.slug ?? ''
  const product = getProductContent(locale, slug)
  if (!product) throw render(404, getNotFound(locale, 'product'))
  const ui = getMarketingUi(locale)
  const baseUrl = pageContext.baseUrl ?? ''
  const path = `/products/${product.slug}`
  // /products itself redirects home, so the trail links Home and names the product.
  const breadcrumbs = [
    { name: ui.breadcrumbHome, path: '/' },
    { name: product.name, path },
  ]
  const seo: Seo = {
    title: product.meta.title,
    description: product.meta.description,
    path,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${site.brand} ${product.name}`,
        description: product.meta.description,
        url: localizedUrl(baseUrl, locale, path),
        image: absoluteUrl(baseUrl, product.heroSection.mainImage),
        brand: { '@type': 'Brand', name: site.brand },
        category: 'Restaurant point-of-sale software',
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'CAD',
          lowPrice: '0',
          highPrice: '99',
          url: localizedUrl(baseUrl, locale, '/pricing'),
        },
      },
      breadcrumbJsonLd(baseUrl, locale, breadcrumbs),
      faqJsonLd(product.faqSection.faqs),
    ],
  }
  return { seo, product, ui, breadcrumbs, locale, screens: product.heroSection.visual ? getScreens(locale) : undefined }
}

export type Data = Awaited<ReturnType<typeof data>>

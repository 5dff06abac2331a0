import { site } from '../../content/site'
import { getBlogContent } from '../../content/blog-i18n'
import type { SiteContextValue } from './page-context'
import { absoluteUrl, fullTitle, jsonLdString, localizedUrl, seoAlternates, type Seo } from '../seo'
import { defaultLocale, getShell, localeTags, localizePath, locales, ogLocales, type Locale } from '../../content/index'

/** The error page's heading (pages/_error/+Page.tsx) as the document title: '404' alone says nothing. */
function errorTitle(error: NonNullable<SiteContextValue['error']>, locale: Locale): string {
  const reason = error.reason as { title?: unknown } | null | undefined
  if (typeof reason === 'object' && reason && typeof reason.title === 'string') return reason.title
  const { ui } = getShell(locale)
  return error.is404 ? ui.pageNotFound.title : ui.serverError.title
}

/** Everything in <head> besides what Vike injects (scripts, styles): rendered on the server only. */
export function HeadTags({
  seo,
  baseUrl,
  locale,
  error,
}: {
  seo: Seo | undefined
  baseUrl: string
  locale: Locale
  error?: SiteContextValue['error']
}) {
  const title = seo ? fullTitle(seo.title) : error ? fullTitle(errorTitle(error, locale)) : site.brand
  const alternates = seo ? seoAlternates(seo) : {}
  const xDefault = alternates[defaultLocale]
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content="#c2391d" />
      {seo && (
        <>
          <meta name="description" content={seo.description} />
          <link rel="canonical" href={seo.canonicalUrl ?? localizedUrl(baseUrl, locale, seo.path)} />
          {locales.map((other) => {
            const path = alternates[other]
            return path === undefined ? null : (
              <link
                key={other}
                rel="alternate"
                hrefLang={localeTags[other]}
                href={localizedUrl(baseUrl, other, path)}
              />
            )
          })}
          {xDefault !== undefined && (
            <link rel="alternate" hrefLang="x-default" href={localizedUrl(baseUrl, defaultLocale, xDefault)} />
          )}
          {seo.noindex && <meta name="robots" content="noindex" />}
          {/^\/blog(\/|$)/.test(seo.path) && (
            <link
              rel="alternate"
              type="application/rss+xml"
              title={getBlogContent(locale).blog.feed.title}
              href={`${localizePath('/blog', locale)}/rss.xml`}
            />
          )}
          <meta property="og:site_name" content={site.brand} />
          <meta property="og:type" content={seo.type === 'article' ? 'article' : 'website'} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={seo.description} />
          <meta property="og:url" content={localizedUrl(baseUrl, locale, seo.path)} />
          <meta property="og:locale" content={ogLocales[locale]} />
          {locales.map((other) =>
            other !== locale && alternates[other] !== undefined ? (
              <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />
            ) : null,
          )}
          <meta property="og:image" content={absoluteUrl(baseUrl, seo.image ?? '/og-image.png')} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={seo.description} />
          {seo.jsonLd?.map((data, index) => (
            <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
          ))}
        </>
      )}
    </>
  )
}

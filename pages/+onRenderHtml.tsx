import type { ComponentType, ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { localeTags } from '../content/index'
import { HeadTags } from './components/HeadTags'
import { keepHyphenatedWordsWhole } from './components/keep-hyphenated-words'
import { SiteProvider, type SiteContextValue } from './components/page-context'
import type { Seo } from './seo'

/**
 * The whole document of a public page as one string (renderToString, no streaming), so the page
 * is readable before any script runs. Vike then adds its asset tags.
 */
function renderDocumentHtml(pageContext: PageContextServer): string {
  const Page = pageContext.Page as ComponentType | undefined
  const layouts = (pageContext.config as { Layout?: ComponentType<{ children: ReactNode }>[] }).Layout ?? []
  const data = pageContext.data as { seo?: Seo } | undefined
  const site: SiteContextValue = {
    locale: pageContext.locale,
    // The address bar's path (/fr/pricing), as islands see it in the browser; Vike's urlPathname is the
    // logical one without the locale prefix.
    urlPathname: new URL(pageContext.urlOriginal, 'http://localhost').pathname,
    data,
    error:
      pageContext.is404 !== undefined || pageContext.errorWhileRendering
        ? { is404: pageContext.is404 === true, status: pageContext.abortStatusCode, reason: pageContext.abortReason }
        : undefined,
  }
  let page: ReactNode = Page ? <Page /> : null
  for (const Layout of layouts) page = <Layout>{page}</Layout>
  // No word breaks at its hyphen on a narrow screen (issue 33): done once here for every page and post.
  const bodyHtml = keepHyphenatedWordsWhole(renderToString(<SiteProvider value={site}>{page}</SiteProvider>))
  const headHtml = renderToStaticMarkup(
    <HeadTags seo={data?.seo} baseUrl={pageContext.baseUrl ?? ''} locale={pageContext.locale} error={site.error} />,
  )
  // localeTags are fixed BCP 47 tags: nothing to escape.
  return `<!DOCTYPE html>
<html lang="${localeTags[pageContext.locale]}">
<head>
<meta charset="utf-8" />
${headHtml}
</head>
<body>
<div id="root">${bodyHtml}</div>
</body>
</html>`
}

export function onRenderHtml(pageContext: PageContextServer) {
  return {
    documentHtml: dangerouslySkipEscape(renderDocumentHtml(pageContext)),
    pageContext: { renderDocumentHtml },
    injectFilter: preloadScriptsOnly,
  }
}

/**
 * Vike preloads every font the CSS names: none is preloaded here. Inter is `font-display: optional`
 * (styles/fonts.css): text paints at once in the metric-matched fallback, and Inter is used when it is
 * already there (from the second page on, from the cache). A preload would only compete with the
 * page itself for a slow connection's bandwidth and delay the largest paint (Lighthouse's simulated
 * 4G: about 0.4 s on /pricing). latin-ext is fetched only for a character in its unicode-range.
 * Our pages have no Vike client runtime (only pages/+client.ts), so Vike would leave out the
 * modulepreload of the chunks that entry imports statically (Vike's preload helper, about 1 KB) and
 * warn about it on every render: preload them, as Vike recommends.
 */
function preloadScriptsOnly(assets: { src: string; assetType: string | null; inject: unknown }[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font') asset.inject = false
    if (asset.assetType === 'script' && !asset.inject) asset.inject = 'HTML_END'
  }
}

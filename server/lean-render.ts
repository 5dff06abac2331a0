import type { IncomingHttpHeaders } from 'node:http'
import type { PageContextServer } from 'vike/types'

/**
 * The lean render path: later requests of a page that Vike has already rendered once skip Vike's
 * per-request pipeline (routing, config resolution, asset computation, HTML injection), which
 * costs several times React's renderToString. What Vike resolved for the page is constant per
 * pageId in production (Page, Layout, the +data hook, the asset tags it injects), so it is learnt
 * from Vike's own answer; each request then runs the page's own +data and render code:
 *
 *   data = await config.data(pageContext)        the page's +data.ts (same module Vike calls)
 *   html = renderDocumentHtml(pageContext)       pages/+onRenderHtml.tsx (same function)
 *   html + the tags the server added to Vike's first answer, at the same places (Vike's asset
 *   tags, and the stylesheets server/lib/inline-css.ts inlined in their stead)
 *
 * Only answers Vike would send with status 200 go this way: when +data or the render throws
 * (redirect, 404, 503, a bug), the request falls back to Vike, which runs it again and answers as
 * always. A page is learnt only when its first answer is rebuilt exactly from its document and
 * such tags, so a Vike version that injects anything else (or elsewhere) keeps it on Vike.
 *
 * Routing is learnt too, per URL pathname (Vike's routing and pages/+onBeforeRoute.ts look at the
 * pathname only): pathname -> pageId, routeParams, locale, urlPathname, from Vike's 200 answers.
 */

/** The pageContext fields +data and renderDocumentHtml get on the lean path. */
export interface LeanPageContext {
  pageId: string
  Page: unknown
  config: PageContextServer['config']
  routeParams: Record<string, string>
  locale: PageContextServer['locale']
  urlOriginal: string
  urlPathname: string
  headersOriginal: IncomingHttpHeaders
  headers: IncomingHttpHeaders
  isClientSide: false
  isPrerendering: false
  cspNonce: string
  user: null
  baseUrl: string
  services?: Vike.PageContextServices
  data?: unknown
}

type RenderDocument = (pageContext: PageContextServer) => string
type DataHook = (pageContext: PageContextServer) => unknown

interface LeanPage {
  Page: unknown
  config: PageContextServer['config']
  data: DataHook
  renderDocumentHtml: RenderDocument
  headers: [string, string][]
  /** The tags added at each anchor, split where the render's nonce was. */
  added: string[][]
}

interface LeanRoute {
  pageId: string
  routeParams: Record<string, string>
  locale: PageContextServer['locale']
  urlPathname: string
}

export interface LeanRenderResult {
  statusCode: 200
  headers: [string, string][]
  body: string
}

export interface LeanRenderRequest {
  urlOriginal: string
  headers: IncomingHttpHeaders
  cspNonce: string
  baseUrl: string
  services?: Vike.PageContextServices
}

/**
 * Where tags are added to the document: Vike's asset tags right after <head> and right before the
 * last </body>; the inlined stylesheets (server/lib/inline-css.ts) right before </head>.
 */
function anchors(document: string): [number, number, number] | null {
  const headOpen = document.indexOf('<head>')
  const headClose = document.indexOf('</head>')
  const bodyClose = document.lastIndexOf('</body>')
  if (headOpen === -1 || headClose < headOpen || bodyClose < headClose) return null
  return [headOpen + '<head>'.length, headClose, bodyClose]
}

/** What may be added there: stylesheet and preload links, module scripts, inlined styles. */
const ADDED_TAGS = /^(?:\s*(?:<link\b[^<>]*>|<script\b[^<>]*><\/script>|<style>(?:(?!<\/style)[\s\S])*<\/style>))*\s*$/

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** The document cut at its anchors: the text before the first one, between them, after the last. */
function segments(document: string): string[] | null {
  const at = anchors(document)
  if (!at) return null
  const starts = [0, ...at]
  return starts.map((start, i) => document.slice(start, starts[i + 1] ?? document.length))
}

/** The document with `added[i]` inserted at its i-th anchor. */
function assemble(document: string, added: readonly string[]): string | null {
  const parts = segments(document)
  if (!parts) return null
  let html = parts[0] ?? ''
  for (let i = 1; i < parts.length; i++) html += (added[i - 1] ?? '') + parts[i]
  return html
}

/**
 * The tags the server's answer `final` adds to `document` (renderDocumentHtml of the same
 * pageContext) at its anchors, or null unless `final` is exactly `document` with such tags there.
 */
function addedTags(document: string, final: string): string[] | null {
  const parts = segments(document)
  if (!parts) return null
  const first = parts[0] ?? ''
  const last = parts[parts.length - 1] ?? ''
  if (!final.startsWith(first) || !final.endsWith(last)) return null
  const added: string[] = []
  let from = first.length
  for (const part of parts.slice(1, -1)) {
    const found = final.indexOf(part, from)
    if (found === -1) return null
    added.push(final.slice(from, found))
    from = found + part.length
  }
  if (final.length - last.length < from) return null
  added.push(final.slice(from, final.length - last.length))
  if (!added.every((tags) => ADDED_TAGS.test(tags))) return null
  return assemble(document, added) === final ? added : null
}

export function createLeanRenderer(options: { pageIds: Iterable<string>; maxRoutes?: number }) {
  const eligible = new Set(options.pageIds)
  const maxRoutes = options.maxRoutes ?? 1000
  /** Learnt pages; null: Vike's answer could not be rebuilt, the page stays on Vike. */
  const pages = new Map<string, LeanPage | null>()
  const routes = new Map<string, LeanRoute>()

  function remember(pathname: string, route: LeanRoute): void {
    routes.delete(pathname)
    routes.set(pathname, route)
    while (routes.size > maxRoutes) {
      const oldest = routes.keys().next().value
      if (oldest === undefined) break
      routes.delete(oldest)
    }
  }

  function learnPage(pageContext: PageContextServer, nonce: string, body: string, headers: [string, string][]) {
    const renderDocumentHtml = (pageContext as { renderDocumentHtml?: RenderDocument }).renderDocumentHtml
    const data = (pageContext.config as { data?: unknown }).data
    let page: LeanPage | null = null
    if (typeof renderDocumentHtml === 'function' && typeof data === 'function' && pageContext.Page) {
      const added = addedTags(renderDocumentHtml(pageContext), body)
      if (added && !headers.some(([, value]) => value.includes(nonce)))
        page = {
          Page: pageContext.Page,
          config: pageContext.config,
          data: data as DataHook,
          renderDocumentHtml,
          headers,
          added: added.map((tags) => tags.split(nonce)),
        }
    }
    pages.set(pageContext.pageId ?? '', page)
  }

  return {
    /**
     * After Vike answered `urlOriginal` with status 200: learns the route, and the page the first
     * time. `nonce` is the CSP nonce the page was rendered with; `body` and `headers` are what the
     * server sends (CSS inlined, Vike's CSP header left out).
     */
    learn(
      urlOriginal: string,
      pageContext: PageContextServer,
      nonce: string,
      body: string,
      headers: [string, string][],
    ): void {
      const { pageId } = pageContext
      if (!pageId || !eligible.has(pageId) || pageContext.user) return
      if (!pages.has(pageId)) learnPage(pageContext, nonce, body, headers)
      if (!pages.get(pageId)) return
      remember(pathnameOf(urlOriginal), {
        pageId,
        routeParams: { ...pageContext.routeParams },
        locale: pageContext.locale,
        urlPathname: pageContext.urlPathname,
      })
    },

    /** The page for an anonymous request, or null: unknown route, or +data threw (Vike answers). */
    async render(request: LeanRenderRequest): Promise<LeanRenderResult | null> {
      const pathname = pathnameOf(request.urlOriginal)
      const route = routes.get(pathname)
      const page = route && pages.get(route.pageId)
      if (!route || !page) return null
      const pageContext: LeanPageContext = {
        pageId: route.pageId,
        Page: page.Page,
        config: page.config,
        routeParams: { ...route.routeParams },
        locale: route.locale,
        urlOriginal: request.urlOriginal,
        urlPathname: route.urlPathname,
        headersOriginal: request.headers,
        headers: request.headers,
        isClientSide: false,
        isPrerendering: false,
        cspNonce: request.cspNonce,
        user: null,
        baseUrl: request.baseUrl,
        services: request.services,
      }
      const vikeContext = pageContext as unknown as PageContextServer
      let document: string
      try {
        pageContext.data = await page.data(vikeContext)
        document = page.renderDocumentHtml(vikeContext)
      } catch {
        // An abort (redirect, 404, 503) or an error: Vike runs the page again and answers as always.
        routes.delete(pathname)
        return null
      }
      const body = assemble(
        document,
        page.added.map((parts) => parts.join(request.cspNonce)),
      )
      return body === null ? null : { statusCode: 200, headers: page.headers, body }
    },
  }
}

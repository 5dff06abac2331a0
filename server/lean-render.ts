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
 *   html + Vike's asset tags, at the places Vike put them
 *
 * Only answers Vike would send with status 200 go this way: when +data throws (redirect, 404,
 * 503, a bug), the request falls back to Vike, which runs it again and answers as always. The
 * page is learnt only when rebuilding Vike's exact bytes from its parts succeeds, so a Vike
 * version that injects anything else (or elsewhere) simply keeps every request on Vike.
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
  /** Vike's tags after <head> and before </body>, split where the render's nonce was. */
  headTags: string[]
  bodyEndTags: string[]
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

export type LeanRenderer = ReturnType<typeof createLeanRenderer>

const HEAD_OPEN = '<head>'
const BODY_CLOSE = '</body>'
/** What Vike injects into an HTML-only page: stylesheet and preload links, module scripts. */
const ASSET_TAGS = /^(?:\s*(?:<link\b[^<>]*>|<script\b[^<>]*><\/script>))*\s*$/

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Inserts Vike's tags where Vike puts them: right after <head>, right before the last </body>. */
function assemble(document: string, headTags: string, bodyEndTags: string): string | null {
  const head = document.indexOf(HEAD_OPEN)
  const bodyEnd = document.lastIndexOf(BODY_CLOSE)
  if (head === -1 || bodyEnd < head) return null
  const afterHead = head + HEAD_OPEN.length
  return (
    document.slice(0, afterHead) + headTags + document.slice(afterHead, bodyEnd) + bodyEndTags + document.slice(bodyEnd)
  )
}

/**
 * Vike's tags in `final` (Vike's answer) around `document` (renderDocumentHtml of the same
 * pageContext), or null unless `final` is exactly `document` with asset tags at those two places.
 */
function injectedTags(document: string, final: string): { head: string; bodyEnd: string } | null {
  const head = document.indexOf(HEAD_OPEN)
  const bodyEnd = document.lastIndexOf(BODY_CLOSE)
  if (head === -1 || bodyEnd < head) return null
  const afterHead = head + HEAD_OPEN.length
  const before = document.slice(0, afterHead)
  const middle = document.slice(afterHead, bodyEnd)
  const after = document.slice(bodyEnd)
  if (!final.startsWith(before) || !final.endsWith(after)) return null
  const middleAt = final.indexOf(middle, afterHead)
  if (middleAt === -1) return null
  const tags = {
    head: final.slice(afterHead, middleAt),
    bodyEnd: final.slice(middleAt + middle.length, final.length - after.length),
  }
  if (!ASSET_TAGS.test(tags.head) || !ASSET_TAGS.test(tags.bodyEnd)) return null
  return assemble(document, tags.head, tags.bodyEnd) === final ? tags : null
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
      const tags = injectedTags(renderDocumentHtml(pageContext), body)
      if (tags && !headers.some(([, value]) => value.includes(nonce)))
        page = {
          Page: pageContext.Page,
          config: pageContext.config,
          data: data as DataHook,
          renderDocumentHtml,
          headers,
          headTags: tags.head.split(nonce),
          bodyEndTags: tags.bodyEnd.split(nonce),
        }
    }
    pages.set(pageContext.pageId ?? '', page)
  }

  return {
    /**
     * After Vike answered `urlOriginal` with status 200: learns the route, and the page the first
     * time. `nonce` is the CSP nonce the page was rendered with, `headers` those that will be sent.
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
      const body = assemble(document, page.headTags.join(request.cspNonce), page.bodyEndTags.join(request.cspNonce))
      return body === null ? null : { statusCode: 200, headers: page.headers, body }
    },
  }
}

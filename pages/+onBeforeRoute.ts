import type { PageContextServer } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitLocale } from '../content/index'

/**
 * /fr/... serves the same page as /... in Canadian French: the router sees the path without its
 * prefix (urlLogical); pageContext.locale is set from the URL in +onCreatePageContext.server.ts.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  if (locale === 'en') return undefined
  return { pageContext: { urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}

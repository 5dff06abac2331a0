import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../content/index'

/** Every page knows its locale from its URL: /fr/... is Canadian French, the rest English. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.locale = splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}

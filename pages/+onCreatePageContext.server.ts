import type { PageContextServer } from 'vike/types'
import { defaultLocale } from '../content/index'

/** Every page knows its locale (only English today; /fr comes with the fr-CA content). */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.locale = defaultLocale
}

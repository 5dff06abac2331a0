import { getShell, localizePath, type Locale, type Shell } from '../../content/index'
import { useSite } from './page-context'

export function useLocale(): Locale {
  return useSite().locale
}

/** The shell strings and menus for the page's locale. */
export function useShell(): Shell {
  return getShell(useLocale())
}

/**
 * Turns a site path from content ('/pricing') into the page's locale ('/fr/pricing' on French
 * pages). Every internal link a component renders goes through this.
 */
export function useLocalizePath(): (href: string) => string {
  const locale = useLocale()
  return (href) => localizePath(href, locale)
}

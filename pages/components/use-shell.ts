import { getShell, type Locale, type Shell } from '../../content/index'
import { useSite } from './page-context'

export function useLocale(): Locale {
  return useSite().locale
}

/** The shell strings and menus for the page's locale. */
export function useShell(): Shell {
  return getShell(useLocale())
}

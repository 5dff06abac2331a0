import { home } from './en/home'
import type { Locale } from './index'
import type { HomeContent } from './types'

/** Page content by locale. Server-only: imported from +data files, never from components. */
export function getHomeContent(locale: Locale): HomeContent {
  return { en: home }[locale]
}

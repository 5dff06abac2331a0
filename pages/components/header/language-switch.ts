import { getShell, localeTags, localizePath, type Locale } from '../../../content/index'
import { seoAlternates, type Seo } from '../../seo'

/** The header's link to the same page in the other language (props of the Header island). */
export interface LanguageSwitch {
  href: string
  /** BCP 47 tag of the target language (hreflang and lang of the link). */
  lang: string
  name: string
  short: string
  title: string
}

/**
 * Where the language switch leads: the page's twin in the other locale (a blog post's linked
 * translation), else the nearest page above it that has one (a post without a translation -> the
 * other blog), else the other locale's home page (error pages).
 */
export function languageSwitch(locale: Locale, seo: Seo | undefined): LanguageSwitch {
  const other: Locale = locale === 'en' ? 'fr' : 'en'
  const { language } = getShell(other).ui
  let path = '/'
  if (seo) {
    const alternates = seoAlternates(seo)
    path = alternates[other] ?? parentPath(seo.path)
  }
  return {
    href: localizePath(path, other),
    lang: localeTags[other],
    name: language.name,
    short: language.short,
    title: language.switchTo,
  }
}

function parentPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/'
  const cut = pathname.replace(/\/+$/, '').lastIndexOf('/')
  return cut <= 0 ? '/' : pathname.slice(0, cut)
}

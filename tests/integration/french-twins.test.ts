import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getShell } from '../../content/index'
import { blog as enBlog, blogCategories as enCategories } from '../../content/en/blog'
import { marketingUi as enMarketingUi } from '../../content/en/marketing'
import { blog as frBlog, blogCategories as frCategories } from '../../content/fr/blog'
import { marketingUi as frMarketingUi } from '../../content/fr/marketing'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Issue 9's twin check: every public English page (the sitemap's list) has a French twin under /fr
 * that answers 200 in fr-CA, shows none of the English interface strings, and carries the same
 * figures and the same links (localized).
 */
let app: TestApp
let englishPaths: string[] = []
beforeAll(async () => {
  app = await startTestApp({}, {}, { sampleBlog: true })
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
  englishPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((p) => !p.startsWith('/fr'))
}, 60_000)
afterAll(async () => {
  await app?.close()
})

async function get(path: string) {
  const res = await fetch(`${app.url}${path}`, { redirect: 'manual' })
  return { status: res.status, body: await res.text() }
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}

/**
 * What a visitor reads or hears: text outside tags, scripts and styles, plus the attributes that
 * carry words (alt, aria-label, title, placeholder, meta content). Elements marked with lang="en-CA"
 * (the language switch, which names English in English) are left out.
 */
function readable(html: string): string {
  const withoutCode = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<a [^>]*lang="en-CA"[^>]*>[\s\S]*?<\/a>/g, ' ')
  const attributes = [...withoutCode.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map(
    (m) => m[1],
  )
  const text = withoutCode.replace(/<[^>]+>/g, ' ')
  return decode(`${text} ${attributes.join(' ')}`).replace(/\s+/g, ' ')
}

function mainOf(html: string): string {
  const start = html.indexOf('<main')
  const end = html.lastIndexOf('</main>')
  return start >= 0 && end > start ? html.slice(start, end) : html
}

/** Every string leaf of a content record, with its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
  }
  return []
}

/**
 * The English interface strings that have a different French version: the shell (header, footer,
 * menus, forms, modal), the shared marketing sections and the blog's interface. Strings that are the
 * same in both languages (brand, product names such as 'Pizzeria') are not English-only.
 */
/** English interface strings that are also ordinary French words ('Plans de salle', 'Main-d’œuvre'). */
const frenchWords = new Set(['Main', 'Plans'])

function englishUiStrings(): string[] {
  const en = getShell('en')
  const fr = getShell('fr')
  const pairs: [unknown, unknown][] = [
    [
      { ...en.ui, language: undefined },
      { ...fr.ui, language: undefined },
    ],
    [en.forms, fr.forms],
    [en.navigation, fr.navigation],
    [enMarketingUi, frMarketingUi],
    [enBlog, frBlog],
    [enCategories, frCategories],
  ]
  const strings = new Set<string>()
  for (const [enRecord, frRecord] of pairs) {
    const french = new Map(leaves(frRecord))
    for (const [key, text] of leaves(enRecord)) {
      const frText = french.get(key)
      if (frText === undefined || frText === text) continue
      if (text.startsWith('/') || text.includes('{') || text.length < 4 || frenchWords.has(text)) continue
      strings.add(text)
    }
  }
  return [...strings]
}

function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)
}

/**
 * Digit runs of the main content, written the same way in both languages: '$99' and '99 $', '35-40%'
 * and '35-40 %', '1,000' and '1 000', '3 p.m.' and '15 h' give the same figures. Quebec's '5 à 7'
 * (happy hour) is an idiom, not a figure.
 */
function figures(html: string): string[] {
  const text = readable(mainOf(html))
    .replace(/\$(\d+)k\b/gi, '$$$1000')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d)[\s\u00a0\u202f](\d{3})(?!\d)/g, '$1$2')
    .replace(
      /\b(\d{1,2})(?::(\d\d))?\s?([ap])\.m\./g,
      (_m, hour: string, minutes: string | undefined, half: string) => {
        const h = (Number(hour) % 12) + (half === 'p' ? 12 : 0)
        return minutes ? `${h} h ${minutes}` : `${h} h`
      },
    )
    .replace(/\b5 à 7\b/g, ' ')
  return [...text.matchAll(/\d+/g)].map((m) => m[0]).sort()
}

/** Internal links of the page, the language switch and the home page's language offer left out. */
function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const m of html.matchAll(/<a ([^>]*)>/g)) {
    const attrs = m[1] ?? ''
    if (/hrefLang=|hreflang=/i.test(attrs)) continue
    const href = /href="([^"]*)"/.exec(attrs)?.[1]
    if (href?.startsWith('/')) links.add(decode(href))
  }
  return [...links].sort()
}

function toFrench(href: string): string {
  if (href === '/') return '/fr'
  // The quote's PDF is a page in the visitor's language (/fr/pricing/quote.pdf), not a file.
  if (href.startsWith('/pricing/quote.pdf')) return `/fr${href}`
  if (/^\/(api|admin|uploads)\//.test(href) || /\.[a-z0-9]+($|[?#])/.test(href)) return href
  return `/fr${href.startsWith('/#') ? href.slice(1) : href}`
}

function frenchTwin(englishHtml: string): string | undefined {
  const href = /<link rel="alternate" hrefLang="fr-CA" href="([^"]+)"/.exec(englishHtml)?.[1]
  return href ? new URL(decode(href)).pathname : undefined
}

describe('when a visitor opens the French twin of every public English page', () => {
  it('then the sitemap lists the English pages and their French twins', () => {
    expect(englishPaths.length).toBeGreaterThan(30)
  })

  it('then every French twin answers 200 in fr-CA, without English interface strings, with the same figures and links', async () => {
    const uiStrings = englishUiStrings()
    expect(uiStrings.length).toBeGreaterThan(100)
    const problems: string[] = []
    for (const path of englishPaths) {
      const en = await get(path)
      expect(en.status, path).toBe(200)
      const twin = frenchTwin(en.body)
      if (!twin) {
        problems.push(`${path}: no fr-CA alternate`)
        continue
      }
      const fr = await get(twin)
      if (fr.status !== 200) problems.push(`${twin}: HTTP ${fr.status}`)
      if (!fr.body.includes('<html lang="fr-CA">')) problems.push(`${twin}: not lang="fr-CA"`)
      const text = readable(fr.body)
      for (const phrase of uiStrings) {
        if (containsPhrase(text, phrase)) problems.push(`${twin}: English string "${phrase}"`)
      }
      const isPost = /^\/blog\/[^/]+$/.test(path)
      if (!isPost) {
        const enFigures = figures(en.body).join(' ')
        const frFigures = figures(fr.body).join(' ')
        if (enFigures !== frFigures) problems.push(`${twin}: figures differ\n  en: ${enFigures}\n  fr: ${frFigures}`)
      }
      // Blog lists and posts link to posts of their own language (other slugs): compare the rest.
      const samePage = (href: string) => !/^\/(fr\/)?blog\/[^/?#]+/.test(href)
      // Demo links name the page they are on (/demo?from=/about#hero, /fr/demo?from=/fr/about#hero).
      const withoutSource = (href: string) => href.replace(/^(\/(?:fr\/)?demo)\?from=.*$/, '$1')
      const enLinks = internalLinks(en.body).filter(samePage).map(toFrench).map(withoutSource)
      const frLinks = internalLinks(fr.body).filter(samePage).map(withoutSource)
      if (enLinks.join(' ') !== frLinks.join(' ')) {
        const missing = enLinks.filter((l) => !frLinks.includes(l))
        const extra = frLinks.filter((l) => !enLinks.includes(l))
        problems.push(`${twin}: links differ; missing ${missing.join(', ')}; extra ${extra.join(', ')}`)
      }
    }
    expect(problems).toEqual([])
  }, 120_000)
})

describe('when a visitor uses the header language switch', () => {
  function switchHref(html: string): string | undefined {
    return /<a href="([^"]*)"[^>]*data-language-switch/.exec(html)?.[1]
  }

  it('then a blog post leads to its linked translation, and back', async () => {
    const post = englishPaths.find((p) => /^\/blog\/[^/]+$/.test(p))!
    const en = await get(post)
    const twin = frenchTwin(en.body)!
    expect(twin).toMatch(/^\/fr\/blog\/[^/]+$/)
    expect(twin.slice(3)).not.toBe(post)
    expect(switchHref(en.body)).toBe(twin)
    expect(switchHref((await get(twin)).body)).toBe(post)
  })

  it('then a marketing page leads to the same page in the other language, and a missing page to the home page', async () => {
    expect(switchHref((await get('/pricing')).body)).toBe('/fr/pricing')
    expect(switchHref((await get('/fr/products/gift-card')).body)).toBe('/products/gift-card')
    const missing = await get('/fr/no-such-page')
    expect(missing.status).toBe(404)
    expect(switchHref(missing.body)).toBe('/')
  })
})

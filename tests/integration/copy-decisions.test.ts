import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPricingContent } from '../../content/pages'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Issue 17 item 5: the copy decisions of decisions.md ("Decided after the first full build"), checked
 * on the pages a visitor reads, in both languages.
 */

let app: TestApp
beforeAll(async () => {
  // The sample articles, in both languages, as a fresh install publishes them.
  app = await startTestApp({}, {}, { sampleBlog: true })
}, 120_000)
afterAll(async () => {
  await app?.close()
})

async function html(path: string): Promise<string> {
  const res = await fetch(`${app.url}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** What a reader sees: the body's text without tags, styles and scripts, entities decoded. */
function visibleText(page: string): string {
  return page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ')
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await html('/sitemap.xml')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
}

describe('copy decisions', () => {
  it('when a post is read, then its contents list is headed "Table of contents" / "Table des matières"', async () => {
    const paths = await sitemapPaths()
    const en = paths.find((p) => p.startsWith('/blog/'))!
    const fr = paths.find((p) => p.startsWith('/fr/blog/'))!
    expect(visibleText(await html(en))).toContain('Table of contents')
    expect(visibleText(await html(fr))).toContain('Table des matières')
  })

  it('when an industry, product or hardware page shows its figures, then the band is "By the numbers" / "En chiffres"', async () => {
    for (const path of ['/categories/pizzeria', '/products/kitchen-display', '/hardware']) {
      const en = visibleText(await html(path))
      expect(en, path).toContain('By the numbers')
      expect(en, path).not.toMatch(/Number Speaks/i)
      expect(visibleText(await html(`/fr${path}`)), path).toContain('En chiffres')
    }
  })

  it('when the demo form is shown, then its first field is "First name*" / "Prénom*"', async () => {
    const firstLabel = (page: string) =>
      visibleText(/<label\b[\s\S]*?<\/label>/.exec(page.slice(page.indexOf('<form')))![0]).trim()
    expect(firstLabel(await html('/demo'))).toBe('First name*')
    expect(firstLabel(await html('/fr/demo'))).toBe('Prénom*')
  })

  it('when /pricing is compared, then the table columns carry the plan cards’ names, in both languages', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const pricing = getPricingContent(locale)
      const names = pricing.plans.map((p) => p.name)
      expect(Object.values(pricing.comparison.columns)).toEqual(names)
      const page = await html(locale === 'en' ? '/pricing' : '/fr/pricing')
      const head = page.slice(page.indexOf('<table'), page.indexOf('</thead>'))
      const columns = [...head.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => visibleText(m[1]!).trim())
      expect(columns.slice(-3)).toEqual(names)
    }
  })

  it(
    'when any page of the sitemap is read, then no word is doubled ("custom custom", "sur mesure sur mesure")',
    { timeout: 120_000 },
    async () => {
      const twice = /\b(\p{L}{3,}(?: \p{L}+)?) \1\b/giu
      const doubled: string[] = []
      for (const path of await sitemapPaths()) {
        if (path.includes('/licenses')) continue // package names and versions, not copy
        // Within one run of text: table cells and headings side by side repeat words legitimately.
        for (const [, run = ''] of (await html(path)).matchAll(/>([^<>]+)</g))
          for (const m of visibleText(run).matchAll(twice))
            if (!/^(nous|vous) \1$/i.test(m[0])) doubled.push(`${path}: "${m[0]}"`) // French reflexives: "vous vous"
      }
      expect(doubled).toEqual([])
      // The check reads: a doubled word in one run is found.
      expect(visibleText('Custom custom tailored').match(twice)).toEqual(['Custom custom'])
    },
  )

  it('when a solution button is followed, then it names the page it opens, in both languages', async () => {
    for (const home of ['/', '/fr', '/pricing', '/fr/pricing']) {
      const page = await html(home)
      const pills = page.slice(page.indexOf('aria-labelledby="hardware-title"'))
      const list = /<ul class="[^"]*pills[^"]*">([\s\S]*?)<\/ul>/.exec(pills)?.[1] ?? ''
      const links = [...list.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)]
      expect(links.length, home).toBeGreaterThanOrEqual(5)
      for (const [, href = '', label = ''] of links) {
        const target = await html(href)
        // The page's own name: the current item of its breadcrumb trail.
        const current = /aria-current="page"[^>]*>([^<]+)</.exec(target)?.[1]
        expect(visibleText(current ?? ''), `${home} → ${href}`).toBe(visibleText(label).trim())
      }
    }
  })

  it(
    'when the English pages are read, then they spell the Canadian way and a guest settles a bill, not a check or a cheque (the payment instrument)',
    { timeout: 120_000 },
    async () => {
      const american =
        /\b(color|colors|favorite|favorites|center|centers|behavior|flavor|flavors|labor|neighbor|neighborhood|gray|traveled|canceled|catalog|split(?:ting)? (?:the )?checks?|separate checks|check average|average check|per check|the check and pay|split(?:ting)? (?:the )?cheques?|average cheque|last cheque|their cheque|separate cheques)\b/gi
      const found: string[] = []
      for (const path of await sitemapPaths()) {
        if (path === '/fr' || path.startsWith('/fr/') || path.includes('/licenses')) continue
        for (const m of visibleText(await html(path)).matchAll(american)) found.push(`${path}: ${m[0]}`)
      }
      expect(found).toEqual([])
    },
  )
})

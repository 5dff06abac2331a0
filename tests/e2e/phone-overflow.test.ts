import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser'
import { findLayoutFaults, hyphenBreaks, withPageHelper } from '../helpers/layout-faults'

/**
 * Issue 33, item 3: on a 390 px phone, over every page the sitemap lists (both languages), no word or
 * number breaks at its hyphen, no text is cut by its container and the page never scrolls sideways.
 * The French pages' own check (long French words and button labels wrap: the document is no wider than
 * its window) is made on the same visit, rather than by a second tour of the /fr pages in french.test.ts, and so
 * is phone-layout.test.ts's check that no heading of the marketing pages wraps at a hyphen, in either language.
 */
let app: TestApp
let browser: Browser
let paths: string[] = []
beforeAll(async () => {
  // One visitor opens some 120 pages in a minute: more page-view beacons than the default limit allows.
  app = await startTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' }, {}, { sampleBlog: true })
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** Marketing pages, in both languages, whose headings are read for a wrap at a hyphen. */
const HEADING_PAGES = [
  '/',
  '/hardware',
  '/products/restaurant-pos-system',
  '/products/kitchen-display',
  '/categories/quick-service-restaurants-qsr',
  '/categories/full-services-restaurant',
].flatMap((path) => [path, path === '/' ? '/fr' : `/fr${path}`])

/** Headings of the page that wrap right after a hyphen ("Quick-" / "Service"), with the text around. */
const headingsBrokenAtHyphens = withPageHelper(hyphenBreaks, (breaksOf) => {
  const broken: string[] = []
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!heading.getClientRects().length) continue
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const _ of breaksOf(node as Text)) broken.push(heading.textContent ?? '')
  }
  return broken
})

describe('when a visitor on a 390 px phone opens every page of the sitemap', () => {
  it(
    'then no word breaks at its hyphen, no heading of the marketing pages wraps at a hyphen in either language, no text is clipped and nothing scrolls sideways',
    { timeout: 900_000 },
    async () => {
      expect(paths.length).toBeGreaterThan(40)
      expect(paths).toContain('/fr/pricing')
      expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(3)
      const french = paths.filter((p) => p === '/fr' || p.startsWith('/fr/'))
      expect(french.length).toBeGreaterThan(30)
      expect(HEADING_PAGES.filter((p) => !paths.includes(p))).toEqual([])
      const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile)
      const faults: string[] = []
      const wideFrench: string[] = []
      const brokenHeadings: string[] = []
      for (const path of paths) {
        const response = await page.goto(`${app.url}${path}`, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await page.evaluate(() => document.fonts.ready)
        faults.push(...(await page.evaluate(findLayoutFaults)).map((fault) => `${path} ${fault}`))
        if (HEADING_PAGES.includes(path))
          brokenHeadings.push(...(await page.evaluate(headingsBrokenAtHyphens)).map((h) => `${path}: ${h}`))
        if (!french.includes(path)) continue
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        if (overflow > 0) wideFrench.push(`${path}: ${overflow}px too wide`)
      }
      expect(faults).toEqual([])
      expect(brokenHeadings).toEqual([])
      // A French page no wider than the screen: long French words and button labels wrap.
      expect(wideFrench).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )
})

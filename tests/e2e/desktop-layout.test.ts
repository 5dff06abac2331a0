import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { pagePerViewport } from '../helpers/b-pages'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { inTwoTabs } from '../helpers/d-tabs'
import { findLayoutFaults } from '../helpers/layout-faults'

/**
 * Issue 33: the phone test's checks (no word broken at its hyphen, no text clipped, no sideways
 * scroll) at 1440 px, on each kind of page, in both languages. The quote builder's figures are
 * drawn by its script, so they are read once it has run.
 */
let app: TestApp
let browser: Browser
let posts: string[] = []
beforeAll(async () => {
  // The sample blog as a first start leaves it (a copy of the process's seeded blog: no cover rendered again).
  app = await startTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' }, {}, { sampleBlog: true })
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  // French posts have their own slugs: one post in each language.
  posts = ['/blog/', '/fr/blog/'].map((prefix) => paths.find((p) => p.startsWith(prefix)) ?? '')
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})
// Both tests share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => browser)

const PAGES = [
  '/',
  '/products/restaurant-pos-system',
  '/products/kitchen-display',
  '/products/payment-processing',
  '/products/reporting-app',
  '/products/web-ordering',
  '/products/mobile-ordering',
  '/products/loyalty-promotion',
  '/products/gift-card',
  '/hardware',
  '/pricing',
  '/pricing/quote',
  '/about',
  '/demo',
  '/categories/pizzeria',
]

/**
 * The start of each text cut on purpose by a line clamp: the collapsed testimonials show the first
 * lines of their quote and open in full on hover or focus (a fault names a text node by its first
 * 24 characters, as here).
 */
const clampedPreviews = () =>
  [...document.querySelectorAll('body *')]
    .filter((el) => getComputedStyle(el).webkitLineClamp !== 'none')
    .flatMap((el) => {
      const starts: string[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        starts.push((node.textContent ?? '').slice(0, 24).replace(/\s+/g, ' ').trim())
      return starts.filter(Boolean)
    })

describe('when a visitor on a 1440 px screen opens each kind of page', () => {
  it(
    'then no word breaks at its hyphen, no text is clipped and nothing scrolls sideways',
    { timeout: 600_000 },
    async () => {
      expect(posts[0]).toMatch(/^\/blog\/./)
      expect(posts[1]).toMatch(/^\/fr\/blog\/./)
      const { page, problems } = await shared(VIEWPORTS.desktop)
      const faults: string[] = []
      const paths = [...PAGES.flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`]), ...posts]
      // Two tabs side by side: one page loads while the other is measured.
      const other = await inTwoTabs(page, paths, async (tab, path) => {
        const response = await tab.goto(`${app.url}${path}`, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        if (path.endsWith('/pricing/quote')) await tab.locator('[data-total="first-year"]').waitFor()
        await tab.evaluate(() => document.fonts.ready)
        const previews = await tab.evaluate(clampedPreviews)
        faults.push(
          ...(await tab.evaluate(findLayoutFaults))
            .filter((fault) => !previews.some((preview) => fault.startsWith(`clipped: "${preview}"`)))
            .map((fault) => `${path} ${fault}`),
        )
      })
      expect(faults.sort()).toEqual([])
      expect([...problems, ...other.problems]).toEqual([])
    },
  )
})

describe('when a visitor on a 1440 px screen reads a post', () => {
  it('then the sidebar newsletter form is framed once and its consent box is a checkbox', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${app.url}${posts[0]}`, { waitUntil: 'load' })
    const consent = page.locator('input[name="consent"]')
    const box = await consent.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(24)
    expect(box?.height).toBeLessThanOrEqual(24)
    // The form's own box, and no bordered box around it.
    const frames = await page
      .locator('section:has(input[name="consent"])')
      .evaluate((section) =>
        [section, section.parentElement].map((el) => (el ? getComputedStyle(el).borderTopWidth : '')),
      )
    expect(frames).toEqual(['1px', '0px'])
    expect(problems).toEqual([])
  })
})

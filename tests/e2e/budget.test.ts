import { gzipSync } from 'node:zlib'
import { describe, it } from 'vitest'
import { openPage, VIEWPORTS } from '../helpers/browser'
import { siteAndBrowser } from '../helpers/site'

const BUDGET = 90 * 1024
const FONT_BUDGET = 50 * 1024
const site = siteAndBrowser()

/**
 * Each page in a context of its own (a cold cache: every script it needs arrives), its network quiet before the
 * count. The pages are independent, so they run side by side: their quiet periods overlap instead of adding up.
 */
describe.concurrent('JavaScript budget of public pages', () => {
  it.for([
    '/',
    '/pricing',
    '/products/kitchen-display',
    '/categories/pizzeria',
    '/hardware',
    '/about',
    '/fr',
    '/fr/blog',
  ])(
    'when a visitor loads %s, scrolls it and opens the demo form, then at most 90 KB of gzipped JS and 50 KB of fonts arrive and none of it is admin code',
    async (path, { expect }) => {
      const { context, page } = await openPage(site.browser, VIEWPORTS.desktop)
      const scripts = new Map<string, Buffer>()
      const fonts = new Map<string, number>()
      // Every script or font the page asks for is read to its end before the count and before the context closes:
      // the chunks drawn after the scroll can still be arriving when the dialog shows (the second 'networkidle' wait
      // returns at once, the page having reached it on load), and a read still under way when the context closed
      // failed with "Target page, context or browser has been closed" (CI, stop 56).
      const reads: Promise<void>[] = []
      page.on('request', (req) => {
        const type = req.resourceType()
        if (type !== 'script' && type !== 'font') return
        const body = req.response().then((res) => (res ? res.body() : Buffer.alloc(0)))
        reads.push(
          body.then((b) => {
            if (type === 'script') scripts.set(req.url(), b)
            else fonts.set(req.url(), b.length)
          }),
        )
      })
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.locator('header [data-demo-section="header"]').click()
      await page.getByRole('dialog').waitFor()
      await Promise.all(reads)
      const bodies = [...scripts.values()]
      const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)
      expect(scripts.size).toBeGreaterThan(0)
      expect(gzipped).toBeLessThanOrEqual(BUDGET)
      expect([...fonts.values()].reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(FONT_BUDGET)
      expect(bodies.some((b) => /react-admin|ra-core/.test(b.toString('utf8')))).toBe(false)
      await context.close()
    },
  )
})

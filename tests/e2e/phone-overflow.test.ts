import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBlog } from '../../server/services/posts/seed'
import { createPostsService } from '../../server/services/posts/posts'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser'
import { findLayoutFaults } from '../helpers/layout-faults'

/**
 * Issue 33, item 3: on a 390 px phone, over every page the sitemap lists (both languages), no word or
 * number breaks at its hyphen, no text is cut by its container and the page never scrolls sideways.
 * The French pages' own check (long French words and button labels wrap: the document is no wider than
 * its window) is made on the same visit, rather than by a second tour of the /fr pages in french.test.ts.
 */
let app: TestApp
let browser: Browser
let paths: string[] = []
beforeAll(async () => {
  // One visitor opens some 120 pages in a minute: more page-view beacons than the default limit allows.
  app = await startTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' })
  await seedBlog(app.db, app.dataDir, createPostsService(app.db))
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

describe('when a visitor on a 390 px phone opens every page of the sitemap', () => {
  it(
    'then no word breaks at its hyphen, no text is clipped and nothing scrolls sideways',
    { timeout: 900_000 },
    async () => {
      expect(paths.length).toBeGreaterThan(40)
      expect(paths).toContain('/fr/pricing')
      expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(3)
      const french = paths.filter((p) => p === '/fr' || p.startsWith('/fr/'))
      expect(french.length).toBeGreaterThan(30)
      const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile)
      const faults: string[] = []
      const wideFrench: string[] = []
      for (const path of paths) {
        const response = await page.goto(`${app.url}${path}`, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await page.evaluate(() => document.fonts.ready)
        faults.push(...(await page.evaluate(findLayoutFaults)).map((fault) => `${path} ${fault}`))
        if (!french.includes(path)) continue
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        if (overflow > 0) wideFrench.push(`${path}: ${overflow}px too wide`)
      }
      expect(faults).toEqual([])
      // A French page no wider than the screen: long French words and button labels wrap.
      expect(wideFrench).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )
})

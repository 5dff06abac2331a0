import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { WCAG21_AA } from '../helpers/axe'
import { axeTour } from '../helpers/b-axe'
import { pagePerViewport } from '../helpers/b-pages'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { inLocale } from '../helpers/a-emulate'

let app: TestApp
let browser: Browser
beforeAll(async () => {
  // The browser starts while the app does; the sample blog (/fr/blog) is a copy of the one seeded data directory
  // (startTestApp's sampleBlog) instead of a seed of its own, whose covers sharp renders again.
  const launching = launchBrowser().then((launched) => (browser = launched))
  launching.catch(() => undefined)
  app = await startTestApp({}, {}, { sampleBlog: true })
  await launching
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await app?.close()
})
// The tests of a screen size share one page; the visits outside the axe tour wait for the load event, not for a
// quiet network.
const shared = pagePerViewport(() => browser)

/** The French pages axe reads at both widths. */
const FRENCH_AUDITED = [
  '/fr',
  '/fr/products/restaurant-pos-system',
  '/fr/categories/cafe-bakery',
  '/fr/industries',
  '/fr/hardware',
  '/fr/pricing',
  '/fr/about',
] as const

const viewports = Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, { width: number; height: number }][]

describe.each(viewports)('when a visitor on a %s screen switches language', (_name, viewport) => {
  it('then the header switch opens the same page in French and back in English', async () => {
    const { page, problems } = await shared(viewport)
    await page.goto(`${app.url}/pricing`)
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA')

    await page.locator('[data-language-switch]').click()
    await page.waitForURL(`${app.url}/fr/pricing`)
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Des tarifs simples pour chaque restaurant')

    // The French header's menus and links stay in French and on /fr.
    if (viewport.width >= 1024) {
      await page.locator('header nav summary', { hasText: 'Produits' }).click()
      const link = page.locator('#menu-products a', { hasText: 'Écran de cuisine' })
      expect(await link.getAttribute('href')).toBe('/fr/products/kitchen-display')
      await link.click()
    } else {
      await page.locator('header summary', { hasText: 'Ouvrir le menu' }).click()
      await page.locator('#mobile-menu summary', { hasText: 'Produits' }).click()
      await page.locator('#mobile-products a', { hasText: 'Écran de cuisine' }).click()
    }
    await page.waitForURL(`${app.url}/fr/products/kitchen-display`)

    await page.locator('[data-language-switch]').click()
    await page.waitForURL(`${app.url}/products/kitchen-display`)
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA')
    expect(problems).toEqual([])
  })

  it('then the demo dialog opens in French on a French page', async () => {
    const { page, problems } = await shared(viewport)
    await page.goto(`${app.url}/fr/hardware`)
    await page.locator('main [data-demo-section]').first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy()
    const heading = await dialog.locator('h2').first().textContent()
    expect(heading).not.toContain('Schedule')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
  })

  it('then axe finds no WCAG 2.1 A or AA violation on the French pages', async () => {
    const { page } = await shared(viewport)
    // /fr/blog on a phone is read by blog-i18n.test.ts (every axe rule, these included): read here at the wide width
    // only, so each page and width is read once.
    const paths = viewport.width >= 1024 ? [...FRENCH_AUDITED, '/fr/blog'] : FRENCH_AUDITED
    // Each page read once its network is quiet: read at the load event, a phone's /fr/categories/cafe-bakery
    // now and then had its key-feature cards' text on a dark box (axe color-contrast 1.14).
    const violations = await axeTour(page, app.url, paths, { tags: WCAG21_AA })
    expect(violations).toEqual([])
  }, 150_000)
})

describe('when a French-speaking visitor first opens the English home page', () => {
  it('then it suggests the French site without redirecting', async () => {
    // A new tab of the file's wide-screen browser (its caches warm), set to French as a browser whose language is
    // fr-CA: its first visit of the site in that tab.
    const { context } = await shared(VIEWPORTS.desktop)
    const page = await context.newPage()
    await inLocale(page, 'fr-CA')
    const response = await page.goto(`${app.url}/`)
    expect(response?.status()).toBe(200)
    expect(page.url()).toBe(`${app.url}/`)
    const offer = page.getByRole('link', { name: 'Voir en français' })
    await offer.click()
    await page.waitForURL(`${app.url}/fr`)
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA')
    await page.close()
  })
})

// Every French page on a phone, no wider than the screen: checked on phone-overflow.test.ts's visit of each
// sitemap page (one tour of the pages instead of two).

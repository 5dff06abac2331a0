import { describe, expect, it } from 'vitest'
import { pagePerViewport } from '../helpers/b-pages'
import { VIEWPORTS } from '../helpers/browser'
import { siteAndBrowser, viewportEntries } from '../helpers/site'

const site = siteAndBrowser()
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => site.browser)

describe.each(viewportEntries)('when a visitor on a %s screen opens the home page', (_name, viewport) => {
  it('then the Station, Tab and Go cards each show their own device drawing, in the page language, once scrolled to', async () => {
    const { page, problems } = await shared(viewport)
    await page.goto(site.app.url)
    const devices = page.locator('section[aria-labelledby="hardware-title"] img[data-visual]')
    expect(await devices.count()).toBe(3)
    expect(await devices.evaluateAll((els) => els.map((el) => el.getAttribute('data-visual')))).toEqual([
      'station-order',
      'tab-order',
      'go-pay',
    ])
    for (const device of await devices.all()) {
      await device.scrollIntoViewIfNeeded()
      // The cards show each device's close-up (320 units wide; the upright handheld 240), at every width.
      await expect
        .poll(() => device.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThanOrEqual(240)
      expect((await device.boundingBox())?.height ?? 0).toBeGreaterThan(100)
      expect(await device.getAttribute('src')).toMatch(/^\/art\/en\/[a-z-]+\.detail\.svg$/)
      expect((await device.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20)
    }
    expect(problems).toEqual([])
  })
})

/** Headings of the page that wrap right after a hyphen ("Quick-" / "Service"), with the text around. */
const headingsBrokenAtHyphens = () => {
  const broken: string[] = []
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!heading.getClientRects().length) continue
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = text.indexOf('-'); i >= 0 && i < text.length - 1; i = text.indexOf('-', i + 1)) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const hyphen = range.getClientRects()[0]
        range.setStart(node, i + 1)
        range.setEnd(node, i + 2)
        const next = range.getClientRects()[0]
        if (hyphen && next && next.top > hyphen.top + 2) broken.push(heading.textContent ?? '')
      }
    }
  }
  return broken
}

describe('when a visitor on a phone reads the marketing pages in either language', () => {
  it('then no heading wraps at a hyphen', { timeout: 180_000 }, async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    const broken: string[] = []
    for (const path of [
      '/',
      '/hardware',
      '/products/restaurant-pos-system',
      '/products/kitchen-display',
      '/categories/quick-service-restaurants-qsr',
      '/categories/full-services-restaurant',
    ]) {
      for (const localized of [path, path === '/' ? '/fr' : `/fr${path}`]) {
        // Where a heading wraps depends on its font: measured once the fonts are in.
        await page.goto(`${site.app.url}${localized}`)
        await page.evaluate(() => document.fonts.ready)
        broken.push(...(await page.evaluate(headingsBrokenAtHyphens)).map((h) => `${localized}: ${h}`))
      }
    }
    expect(broken).toEqual([])
    expect(problems).toEqual([])
  })
})

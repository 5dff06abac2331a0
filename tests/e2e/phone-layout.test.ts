import { describe, expect, it } from 'vitest'
import { pagePerViewport } from '../helpers/b-pages'
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

// No heading wraps at a hyphen on a phone, in either language: checked on phone-overflow.test.ts's visit of each
// sitemap page (one tour of the pages instead of two).

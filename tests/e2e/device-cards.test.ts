import { describe, expect, it } from 'vitest'
import { pagePerViewport } from '../helpers/b-pages'
import { inTwoTabs } from '../helpers/d-tabs'
import { siteAndBrowser, viewportEntries } from '../helpers/site'

/**
 * Issue 33: the device drawings on the hardware page and the Station, Tab and Go cards (home, pricing)
 * as a visitor sees them: a label never covers its drawing, and a card's white box fits its drawing.
 */
const site = siteAndBrowser()
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => site.browser)

/** Each hardware block's label ("Station · 15.6"") where it overlaps its drawing, by its overlap in px. */
const labelsOverDrawings = () =>
  [...document.querySelectorAll('#devices figure')].flatMap((figure) => {
    const label = figure.querySelector('figcaption')?.getBoundingClientRect()
    const drawing = figure.querySelector('img')?.getBoundingClientRect()
    if (!label || !drawing) return [`${figure.closest('article')?.id}: no label or drawing`]
    const width = Math.min(label.right, drawing.right) - Math.max(label.left, drawing.left)
    const height = Math.min(label.bottom, drawing.bottom) - Math.max(label.top, drawing.top)
    return width > 0 && height > 0 ? [`${figure.textContent}: ${Math.round(width)}x${Math.round(height)} px`] : []
  })

/**
 * The device cards' art boxes that leave a band of white above and below their drawing (it fills
 * less than 85 % of the box's height inside its padding), or that their drawing spills out of.
 */
const boxesTallerThanDrawings = () =>
  [...document.querySelectorAll('section[aria-labelledby="hardware-title"] img[data-visual]')].flatMap((img) => {
    // The card's art box (the image may sit in a <picture> inside it).
    const box = img.closest('li > a > div') as HTMLElement
    const style = getComputedStyle(box)
    const inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
    const drawing = img.getBoundingClientRect()
    const frame = box.getBoundingClientRect()
    const id = img.getAttribute('data-visual')
    if (drawing.top < frame.top - 1 || drawing.bottom > frame.bottom + 1)
      return [`${id}: ${Math.round(drawing.height)} px spills out of its ${Math.round(frame.height)} px box`]
    return drawing.height < 0.85 * inner ? [`${id}: ${Math.round(drawing.height)} px in ${inner} px`] : []
  })

describe.each(viewportEntries)('when a visitor on a %s screen looks at the devices', (_name, viewport) => {
  it('then on the hardware page no device label covers its drawing, in either language', async () => {
    const { page, problems } = await shared(viewport)
    for (const path of ['/hardware', '/fr/hardware']) {
      // The drawings' boxes are sized by their width and height: the captions' place waits for the fonts only.
      await page.goto(`${site.app.url}${path}`)
      await page.evaluate(() => document.fonts.ready)
      expect(await page.locator('#devices figure figcaption').count(), path).toBe(3)
      expect(await page.evaluate(labelsOverDrawings), path).toEqual([])
    }
    expect(problems).toEqual([])
  })

  it('then the Station, Tab and Go cards of the home and pricing pages fit their drawings', async () => {
    const { page, problems } = await shared(viewport)
    // Two tabs side by side: one page loads while the other is measured.
    const other = await inTwoTabs(page, ['/', '/pricing', '/fr/pricing'], async (tab, path) => {
      await tab.goto(`${site.app.url}${path}`)
      await tab.evaluate(() => document.fonts.ready)
      const drawings = tab.locator('section[aria-labelledby="hardware-title"] img[data-visual]')
      expect(await drawings.count(), path).toBe(3)
      for (const drawing of await drawings.all()) {
        await drawing.scrollIntoViewIfNeeded()
        await expect
          .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeTruthy()
      }
      expect(await tab.evaluate(boxesTallerThanDrawings), path).toEqual([])
      // The cards' titles still line up, each under its drawing: within a pixel (the art boxes' heights differ by
      // a fraction of one, which rounding each top to a whole pixel could turn into a 1 px step).
      const titleTops = await tab
        .locator('section[aria-labelledby="hardware-title"] li > a > span:first-of-type')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
      if (viewport.width >= 768) expect(Math.max(...titleTops) - Math.min(...titleTops), path).toBeLessThan(1)
    })
    expect([...problems, ...other.problems]).toEqual([])
  })
})

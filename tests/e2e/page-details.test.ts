import { describe, expect, it } from 'vitest'
import { pagePerViewport } from '../helpers/b-pages'
import { VIEWPORTS } from '../helpers/browser'
import { siteAndBrowser } from '../helpers/site'

/**
 * Issue 33, what the 390 px screenshots showed (French first): a figure left alone on its row, a
 * price pushed under its name, the quote builder's cards invisible on their page, and the demo
 * page's steps a whole group's gap under their heading.
 */
const site = siteAndBrowser()
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => site.browser)

describe('when a visitor on a 390 px phone reads the pages in French and English', () => {
  it('then a product page’s three figures fill their rows (none alone under the first)', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    for (const path of ['/products/restaurant-pos-system', '/fr/products/restaurant-pos-system']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      // The 'built for you' figures above the groups of restaurants.
      const rows = await page.locator('section[aria-labelledby="industry-title"] dl').evaluate((list) => {
        const items = [...list.children].map((el) => el.getBoundingClientRect())
        const width = list.getBoundingClientRect().width
        return { count: items.length, lonely: items.filter((r) => r.width < width / 2 + 1 && r.left < 40).length }
      })
      expect(rows.count, path).toBe(3)
      // Two on the first row, the third spans the second: only the first starts a row at half width.
      expect(rows.lonely, path).toBe(1)
    }
    expect(problems).toEqual([])
  })

  it('then each printer and the cash drawer show their price beside their name', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    for (const path of ['/hardware', '/fr/hardware']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      const pushed = await page.locator('#accessories-title + ul > li').evaluateAll((items) =>
        items.flatMap((li) => {
          const [name, price] = [...li.children].map((el) => el.getBoundingClientRect())
          return name && price && price.top >= name.bottom - 1 ? [li.textContent] : []
        }),
      )
      expect(pushed, path).toEqual([])
    }
    expect(problems).toEqual([])
  })

  it('then the quote builder’s form, figures and copy form stand out as cards from the page', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    for (const path of ['/pricing/quote', '/fr/pricing/quote']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      const form = page.locator('form').filter({ has: page.locator('[name="locations"]') })
      const looks = await form.evaluate((el) => {
        const page = getComputedStyle(el.closest('section') as Element).backgroundColor
        const card = getComputedStyle(el)
        return { page, card: card.backgroundColor, border: card.borderTopWidth }
      })
      expect(looks.card, path).not.toBe(looks.page)
      expect(looks.border, path).toBe('1px')
    }
    expect(problems).toEqual([])
  })

  it('then the demo page’s steps sit close under their heading', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    for (const path of ['/demo', '/fr/demo']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      const heading = await page.locator('#demo-next-title').boundingBox()
      const steps = await page.locator('#demo-next-title + ol').boundingBox()
      expect(steps && heading ? steps.y - (heading.y + heading.height) : -1, path).toBeLessThanOrEqual(16)
    }
    expect(problems).toEqual([])
  })
})

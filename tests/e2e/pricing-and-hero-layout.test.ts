import { describe, expect, it } from 'vitest'
import { pagePerViewport } from '../helpers/b-pages'
import { inTwoTabs } from '../helpers/d-tabs'
import { VIEWPORTS } from '../helpers/browser'
import { siteAndBrowser, viewportEntries } from '../helpers/site'

/**
 * Issue 33, what the screenshots showed: on /pricing the plans' buttons line up and the comparison
 * table's plan names fit their columns on a phone; on the product, industry and hardware heroes the
 * caption card never covers the faded background word.
 */
const site = siteAndBrowser()
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => site.browser)

/**
 * Each plan name of the comparison's header with less than 6 px of its column left on either side
 * (at 4 px 'Enterprise' ran into the table's rounded corner on a phone).
 */
const crampedPlanNames = () =>
  [...document.querySelectorAll('thead th[data-plan]')].flatMap((th) => {
    const cell = th.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(th)
    const text = range.getBoundingClientRect()
    return text.left < cell.left + 6 || text.right > cell.right - 6
      ? [`${th.textContent}: text ${Math.round(text.width)} px in a ${Math.round(cell.width)} px column`]
      : []
  })

/**
 * How far the hero's caption card reaches into the faded word's capitals, in px (0 or less: clear). The
 * word is the hero's ::before, at its bottom with line-height 1: its capitals' tops sit 0.86em above the
 * hero's bottom edge.
 */
const captionOverWord = () => {
  const hero = document.querySelector<HTMLElement>('[data-word]')
  const card = hero?.querySelector('p + p')?.parentElement?.parentElement
  if (!hero || !card) return 'no hero word or caption card'
  const fontSize = parseFloat(getComputedStyle(hero, '::before').fontSize)
  const capitalsTop = hero.getBoundingClientRect().bottom - 0.86 * fontSize
  return Math.round(card.getBoundingClientRect().bottom - capitalsTop)
}

describe.each(viewportEntries)('when a visitor on a %s screen looks at prices and heroes', (_name, viewport) => {
  it('then the plan names of the comparison fit their columns, in both languages', async () => {
    const { page, problems } = await shared(viewport)
    for (const path of ['/pricing', '/fr/pricing']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(crampedPlanNames), path).toEqual([])
    }
    expect(problems).toEqual([])
  })

  it('then no hero caption card covers the faded word under it', async () => {
    const { page, problems } = await shared(viewport)
    const covered: string[] = []
    const paths = [
      '/hardware',
      '/products/restaurant-pos-system',
      '/products/loyalty-promotion',
      '/fr/products/gift-card',
      '/categories/pizzeria',
    ]
    // Two tabs side by side: one page loads while the other is measured.
    const other = await inTwoTabs(page, paths, async (tab, path) => {
      await tab.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      await tab.evaluate(() => document.fonts.ready)
      const overlap = await tab.evaluate(captionOverWord)
      if (typeof overlap === 'string' || overlap > 0) covered.push(`${path}: ${overlap}`)
    })
    expect(covered.sort()).toEqual([])
    expect([...problems, ...other.problems]).toEqual([])
  })
})

describe('when a visitor on a 1440 px screen compares the plans', () => {
  // From 960 px the plans stand side by side; on a phone they stack, one button under each.
  it('then the three plans put their buttons on one line', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    for (const path of ['/pricing', '/fr/pricing']) {
      await page.goto(`${site.app.url}${path}`, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      const tops = await page
        .locator('[id^="plan-"] button, [id^="plan-"] .btn')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
      expect(tops.length, path).toBe(3)
      // The recommended plan's 2 px border moves its content by 1 px.
      expect(Math.max(...tops) - Math.min(...tops), path).toBeLessThanOrEqual(1.5)
    }
    expect(problems).toEqual([])
  })
})

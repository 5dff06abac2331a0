/**
 * Issue 33 (the home page's main-thread cost): the sections below a page's first screen start
 * unrendered (content-visibility: auto) and pages/client/render-later.ts draws them one by one once
 * the page has loaded and is idle. What a visitor (and an accessibility checker reading the painted
 * page) sees: with JavaScript, every section and the footer end up drawn without scrolling; without
 * it, the browser draws the footer when the visitor scrolls to it, and a printed page has it all.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RENDER_LATER } from '../../pages/client/render-later'
import { startTestApp, type TestApp } from '../helpers/app'
import { pagePerViewport } from '../helpers/b-pages'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'

let app: TestApp
let browser: Browser
beforeAll(async () => {
  // The sample blog as a first start leaves it (a copy of the process's seeded blog): the post test reads one.
  app = await startTestApp({}, {}, { sampleBlog: true })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})
// The phone tests with JavaScript share one page (each starts with a visit of its own): no cold context each.
const shared = pagePerViewport(() => browser)

/**
 * The section headings, the held-back parts' headings and lines (home's 'What we do' items) and the
 * footer's headings and lines the browser has not drawn (inside content it skips: content-visibility).
 * The footer's link lists are closed disclosures on a phone.
 */
const undrawn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .section h2, main [data-render-later] :is(h3, p), footer :is(h2, summary, p)')]
      .filter((el) => !el.checkVisibility({ contentVisibilityAuto: true }))
      .map((el) => el.textContent?.trim() ?? ''),
  )

describe.each(['/', '/pricing', '/fr/pricing'])('when a visitor opens %s on a phone', (path) => {
  it('then, once the page has loaded, every section and the footer are drawn without scrolling', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}${path}`)
    await expect.poll(() => undrawn(page)).toEqual([])
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(problems).toEqual([])
  })
})

describe('when a visitor opens a blog post on a phone', () => {
  it('then its header, the first thing on screen, is drawn at once and nothing moves', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}/blog/turn-tables-faster-in-casual-dining-without-rushing-guests`)
    await page.waitForFunction((selector) => document.querySelector(selector) === null, RENDER_LATER)
    // Layout shifts since the page started (buffered), as Lighthouse's CLS counts them.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0))
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)))
        }),
    )
    expect(shifts).toBeLessThan(0.01)
    expect(problems).toEqual([])
  })
})

describe('when a visitor without JavaScript opens the home page on a phone', () => {
  it('then the footer is drawn once scrolled to, and printed with the page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/`)
    const footerLines = page.locator('footer :is(h2, summary, p)')
    // Off screen at first: kept undrawn, yet in the page (find-in-page, screen readers). 'What we do'
    // starts within the browser's drawing margin of a phone's first screen, so its five items (105
    // elements, the first layout's largest part) are held back one by one.
    const firstLayout = await undrawn(page)
    expect(firstLayout.length).toBeGreaterThan(0)
    expect(firstLayout).toContain('A POS your team learns in one shift')
    expect(firstLayout).toContain('Tickets that never smudge, fall or go missing')
    expect(await footerLines.count()).toBeGreaterThan(3)
    await page.emulateMedia({ media: 'print' })
    expect(await undrawn(page)).toEqual([])
    await page.emulateMedia({ media: 'screen' })
    await footerLines.last().scrollIntoViewIfNeeded()
    await expect
      .poll(() => footerLines.last().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true)
    await context.close()
  })
})

describe('when a visitor follows a link to a part further down the home page', () => {
  // Held-back parts lie at estimated heights until drawn: a fragment's target below them was left
  // thousands of pixels off screen (/#contact at 2,540 px below the window's top).
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('then, %s, the page opens at that part, just below the header', async (_label, javaScriptEnabled) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled })
    for (const id of ['contact', 'wwd-loyalty']) {
      // A page of its own each: a link from elsewhere loads the page (not a jump within it).
      const page = await context.newPage()
      await page.goto(`${app.url}/#${id}`)
      const header = await page.locator('header').first().boundingBox()
      // Where it settles once the page's fonts and images have loaded.
      await expect
        .poll(async () => {
          const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top)
          return top >= (header?.height ?? 0) - 1 && top < 200
        })
        .toBe(true)
      await page.close()
    }
    await context.close()
  })
})

describe('when a visitor opens the licenses page on a phone', () => {
  // Some 500 rows: laid out at once they were two thirds of the page's first layout.
  const rowHeaders = (page: Page) =>
    page.evaluate(() => {
      const rows = [...document.querySelectorAll('main tbody th[scope="row"]')]
      return {
        all: rows.length,
        undrawn: rows.filter((th) => !th.checkVisibility({ contentVisibilityAuto: true })).length,
      }
    })

  it('then, without JavaScript, the first rows are drawn at once, the rest as they come near, all of them in the page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/licenses`)
    const first = await rowHeaders(page)
    expect(first.all).toBeGreaterThan(300)
    expect(first.all - first.undrawn).toBeGreaterThan(0)
    expect(first.all - first.undrawn).toBeLessThanOrEqual(100)
    const last = page.locator('main tbody th[scope="row"]').last()
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await context.close()
  })

  it('then, with JavaScript, every row is drawn once the page has loaded, without scrolling', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}/fr/licenses`)
    await expect.poll(async () => (await rowHeaders(page)).undrawn).toBe(0)
    expect((await rowHeaders(page)).all).toBeGreaterThan(300)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(problems).toEqual([])
  })

  it('then the table fits the phone: nothing in it scrolls sideways, and each name, version and license is inside it', async () => {
    // It used to scroll sideways in a box of its own, which the browser repainted whole as each group was drawn.
    const { page } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}/licenses`)
    await expect.poll(async () => (await rowHeaders(page)).undrawn).toBe(0)
    const outside = await page.evaluate(() => {
      const table = document.querySelector('main table')
      if (!table) return ['no table']
      const box = table.getBoundingClientRect()
      const found: string[] = []
      for (let el: Element | null = table; el && el !== document.body; el = el.parentElement)
        if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX))
          found.push(`${el.tagName} scrolls sideways`)
      for (const cell of table.querySelectorAll('th, td')) {
        const r = cell.getBoundingClientRect()
        if (r.left < box.left - 1 || r.right > box.right + 1 || cell.scrollWidth > cell.clientWidth + 1)
          found.push(cell.textContent ?? '')
      }
      return found
    })
    expect(outside).toEqual([])
    // The stripes stay in step from one group of rows to the next: no two rows in a row share a background.
    const backgrounds = await page.$$eval('main tbody tr', (rows) =>
      rows.map((r) => getComputedStyle(r).backgroundColor),
    )
    const sameAsPrevious = backgrounds.filter((b, i) => i > 0 && b === backgrounds[i - 1]).length
    expect(sameAsPrevious).toBe(0)
  })
})

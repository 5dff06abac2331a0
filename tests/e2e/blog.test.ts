import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { createPostsService } from '../../server/services/posts/posts'
import { axeViolations } from '../helpers/b-axe'
import { pagePerViewport } from '../helpers/b-pages'
import { waitForIsland } from '../helpers/islands'

let app: TestApp
let browser: Browser

beforeAll(async () => {
  // The sample blog as a first start leaves it (a copy of the process's seeded blog: no cover rendered again).
  app = await startTestApp({}, {}, { sampleBlog: true })
  // Eight older posts on top of the seven seeded articles: 15 in all, two pages of 12.
  const posts = createPostsService(app.db)
  const { items } = await posts.listPublished()
  const image = items[0]?.image ?? null
  for (let i = 1; i <= 8; i++) {
    await posts.create({
      title: `Archive note ${i}`,
      excerpt: `An older note, number ${i}.`,
      content: `Archived content ${i}.`,
      category: 'Online Ordering',
      image,
      published: true,
      createdAt: new Date(Date.UTC(2026, 0, i, 12)).toISOString(),
    })
  }
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => browser)

const cardTitles = (page: Page) => page.locator('article h2 a').allTextContents()
const countText = (page: Page) => page.getByText(/^Showing (\d+|\d+\u2013\d+ of \d+) posts?$/).textContent()

// The two widths side by side (a context and a page each): one page loads while the other is read.
describe('blog list', () => {
  it.concurrent.for([
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'at %s width: when a visitor searches, filters, sorts and pages, then the list and count follow',
    async ([, viewport], { expect }) => {
      const { page, problems } = await shared(viewport)
      await page.goto(`${app.url}/blog`)
      expect(await countText(page)).toBe('Showing 1\u201312 of 15 posts')
      expect((await cardTitles(page))[0]).toBe('QR Codes, Tap and Tipping: Contactless Service in Canada')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

      // Search (the form submits on Enter).
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('KITCHEN display')
      await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter')
      await page.waitForURL(/q=KITCHEN/)
      expect(await cardTitles(page)).toContain('From Paper Tickets to a Kitchen Display: A Practical Switch Plan')
      expect(await countText(page)).toMatch(/^Showing (1 post|1\u2013[2-9] of [2-9] posts)$/)
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('no such words anywhere')
      await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter')
      await page.waitForURL(/q=no/)
      expect(await page.getByRole('heading', { name: 'No posts found' }).isVisible()).toBe(true)
      expect(await page.getByText('Try adjusting your search criteria').isVisible()).toBe(true)

      // Filter by category, switch category, back to All.
      await page.goto(`${app.url}/blog`)
      // With JavaScript on, the list changes in place: this marker survives only if the page never reloads.
      // The list's enhancer hydrates once the page is idle; from then on the list changes in place.
      await waitForIsland(page, 'BlogList')
      await page.evaluate(() => Object.assign(window, { blogMarker: 'kept' }))
      const sidebar = page.getByRole('complementary', { name: 'Categories' })
      await sidebar.getByRole('link', { name: 'Pizzeria', exact: true }).click()
      await page.waitForURL(/category=pizzeria/)
      expect(await cardTitles(page)).toEqual([
        'Pizzeria Online Ordering: Half-and-Half, Delivery Zones and Driver Cash-Up',
      ])
      expect(await countText(page)).toBe('Showing 1 post')
      await sidebar.getByRole('link', { name: 'Casual Dining', exact: true }).click()
      await page.waitForURL(/category=casual-dining/)
      expect(await cardTitles(page)).toEqual(['Turn Tables Faster in Casual Dining Without Rushing Guests'])
      await sidebar.getByRole('link', { name: 'All', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/blog' && !url.search)

      // Sort: changing the select submits the form.
      await page.getByLabel('Sort by').selectOption('oldest')
      await page.waitForURL(/sort=oldest/)
      expect((await cardTitles(page))[0]).toBe('Archive note 1')
      await page.getByLabel('Sort by').selectOption('popular')
      await page.waitForURL(/sort=popular/)
      expect((await cardTitles(page)).slice(0, 2)).toEqual([
        'From Paper Tickets to a Kitchen Display: A Practical Switch Plan',
        'The Complete Guide to POS Systems for Quick-Service Restaurants',
      ])

      // Page 2 keeps the sort.
      await page.getByRole('link', { name: 'Next' }).click()
      await page.waitForURL(/page=2/)
      expect(page.url()).toContain('sort=popular')
      expect(await countText(page)).toBe('Showing 13\u201315 of 15 posts')
      expect(await page.evaluate(() => (window as unknown as { blogMarker?: string }).blogMarker)).toBe('kept')
      await page.goBack()
      await expect.poll(() => countText(page)).toBe('Showing 1\u201312 of 15 posts')
      await page.goForward()
      await expect.poll(() => countText(page)).toBe('Showing 13\u201315 of 15 posts')

      // A card's Get Started button opens the post.
      await page
        .getByRole('link', { name: /^Get Started:/ })
        .first()
        .click()
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { name: 'Table of contents' }).isVisible()).resolves.toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(problems).toEqual([])
    },
  )
})

describe('blog with JavaScript off', () => {
  it('when a visitor searches and sorts without scripts, then the GET form still works', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/blog`)
    await page.getByLabel('Sort by').selectOption('oldest')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(/sort=oldest/)
    expect((await cardTitles(page))[0]).toBe('Archive note 1')
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('loyalty')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=loyalty/)
    expect(page.url()).toContain('sort=oldest')
    expect(await cardTitles(page)).toContain('Coffee Shop Loyalty Programs Your Regulars Will Actually Use')
    await context.close()
  })
})

describe('blog accessibility', () => {
  it.each([
    ['/blog'],
    ['/blog?q=nothing-matches'],
    ['/blog/the-complete-guide-to-pos-systems-for-quick-service-restaurants'],
    ['/blog/not-a-post'],
  ])('when axe checks %s at both widths, then it finds no violations', async (url) => {
    // Both widths side by side (a page each): one loads while axe reads the other.
    const found = await Promise.all(
      [VIEWPORTS.mobile, VIEWPORTS.desktop].map(async (viewport) => {
        const { page } = await shared(viewport)
        await page.goto(`${app.url}${url}`)
        return { viewport, violations: await axeViolations(page) }
      }),
    )
    for (const { viewport, violations } of found) expect(violations, `${viewport.width} px`).toEqual([])
  })
})

describe('blog post page in the browser', () => {
  it('when a reader opens a post, then the table of content links jump to the headings', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}/blog/the-complete-guide-to-pos-systems-for-quick-service-restaurants`)
    const toc = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')
    expect(await toc.count()).toBe(5)
    const first = toc.first()
    const target = (await first.getAttribute('href')) ?? ''
    await first.click()
    await page.waitForURL((url) => url.hash === target)
    expect(await page.locator(target).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })
})

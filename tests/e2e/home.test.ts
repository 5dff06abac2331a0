import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { axeViolations } from '../helpers/b-axe'
import { pagePerViewport } from '../helpers/b-pages'
import { VIEWPORTS } from '../helpers/browser'
import { waitForIsland } from '../helpers/islands'
import { siteAndBrowser } from '../helpers/site'

const site = siteAndBrowser()
// The tests of a screen size share one page (each starts with a visit of its own): one cache, no cold context each.
const shared = pagePerViewport(() => site.browser)

/** Waits for n frames (not wall time): a running animation moves the logo track from one frame to the next. */
const frames = (page: Page, n: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
        step(count)
      }),
    n,
  )

describe('home page on a wide screen (1440 px)', () => {
  it('when the visitor scrolls past 50 px, then the header turns compact', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    const header = page.locator('header[data-compact]')
    await expect.poll(() => header.getAttribute('data-compact')).toBe('false')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => header.getAttribute('data-compact')).toBe('true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => header.getAttribute('data-compact')).toBe('false')
    expect(problems).toEqual([])
  })

  it('when the Products menu is opened, then it shows the three groups and closes on Escape and outside click', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    const trigger = page.locator('header nav summary', { hasText: 'Products' })
    await trigger.click()
    const panel = page.locator('#menu-products')
    await expect.poll(() => panel.isVisible()).toBe(true)
    for (const group of ['Restaurant Operations', 'Customer Interaction', 'Marketing Operations']) {
      expect(await panel.getByText(group).isVisible()).toBe(true)
    }
    expect(await panel.getByRole('link', { name: 'Get a Free Consultation' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    // Focus returns to the trigger, so the keyboard user is where they were.
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.locator('header nav summary', { hasText: 'Industries' }).click()
    const industries = page.locator('#menu-industries')
    await expect.poll(() => industries.isVisible()).toBe(true)
    expect(await industries.locator('ul a').count()).toBe(9)
    await page.mouse.click(20, 600)
    await expect.poll(() => industries.isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  it('when the menu is used by keyboard only, then Enter opens it and Tab reaches its links', async () => {
    const { page } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    await page.locator('header nav summary', { hasText: 'Products' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#menu-products').isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toBe('Restaurant POS System')
  })

  it('when a What We Do section scrolls into view, then the sticky image switches to it', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    const sticky = page.getByTestId('sticky-image')
    await page.locator('#wwd-all-in-one-pos').scrollIntoViewIfNeeded()
    // The section's island hydrates when it comes near the viewport (and the page is idle). Until then the image
    // is the server's, the first section's, whatever is in view: it cannot tell a hydrated island from one that is not.
    await waitForIsland(page, 'WhatWeDo')
    await expect.poll(() => sticky.getAttribute('data-src')).toBe('/illustrations/menu-board.svg')
    await page.locator('#wwd-kitchen-display').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await expect.poll(() => sticky.getAttribute('data-src'), { timeout: 10_000 }).toBe('/illustrations/kds.svg')
    await page.locator('#wwd-payment-processing').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await expect
      .poll(() => sticky.getAttribute('data-src'), { timeout: 10_000 })
      .toBe('/illustrations/payment-terminal.svg')
    // Shown from its AVIF copy (the SVG is the fallback), decoded.
    const shown = () =>
      sticky
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)
    await expect.poll(shown).toBe('/illustrations/payment-terminal.svg.1x.avif')
    expect(problems).toEqual([])
  })

  it('when the pointer hovers a testimonial, then it widens, and the first widens again on leave; every quote stays readable', async () => {
    const { page } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    const cards = page.getByTestId('testimonial')
    expect(await cards.count()).toBe(4)
    const width = async (i: number) => (await cards.nth(i).boundingBox())?.width ?? 0
    await cards.nth(0).scrollIntoViewIfNeeded()
    expect(await width(0)).toBeGreaterThan((await width(2)) * 1.5)
    await cards.nth(2).hover()
    await expect.poll(async () => (await width(2)) > (await width(0)) * 1.5).toBe(true)
    for (let i = 0; i < 4; i++) expect(await cards.nth(i).locator('blockquote').isVisible()).toBe(true)
    await page.mouse.move(5, 5)
    await expect.poll(async () => (await width(0)) > (await width(2)) * 1.5).toBe(true)
  })

  it('when FAQ questions are clicked, then one answer is open at a time and the open one closes', async () => {
    const { page } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    const answer = (i: number) => page.locator(`#faq-a${i}`)
    expect(await answer(0).isVisible()).toBe(true)
    await page.locator('#faq-q1').click()
    await expect.poll(() => answer(1).isVisible()).toBe(true)
    expect(await answer(0).isVisible()).toBe(false)
    await page.locator('#faq-q1').click()
    await expect.poll(() => answer(1).isVisible()).toBe(false)
  })

  it("when 'Let's Connect' is clicked, then the demo dialog opens with its heading", async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    await page.locator('[data-demo-section="hero"]').click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('heading', { name: 'Schedule your 15-minute demo now' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  it('when axe audits the page, then it reports no violations', async () => {
    const { page } = await shared(VIEWPORTS.desktop)
    await page.goto(`${site.app.url}/`)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('home page on a phone (390 px)', () => {
  it('when the menu button is tapped, then the panel shows Categories and Pricing goes to /pricing', async () => {
    const { page } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/`)
    expect(await page.locator('#menu-products').isVisible()).toBe(false)
    await page.locator('header summary', { hasText: 'Open menu' }).click()
    const panel = page.locator('#mobile-menu')
    await expect.poll(() => panel.isVisible()).toBe(true)
    await panel.locator('summary', { hasText: 'Categories' }).click()
    expect(await panel.getByRole('link', { name: 'Pizzeria' }).isVisible()).toBe(true)
    expect(await panel.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing')
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
  })

  it('when the heading scrolls under the sticky header, then none of it shows through the header', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/`)
    const header = page.locator('header[data-site-header]')
    // The heading's first line brought to the middle of the header, then the compact bar's transition let finish.
    await page.evaluate(() => {
      const heading = document.querySelector('main h1')!.getBoundingClientRect()
      const bar = document.querySelector('header[data-site-header]')!.getBoundingClientRect()
      window.scrollTo(0, scrollY + heading.top + 30 - bar.height / 2)
    })
    await expect.poll(() => header.getAttribute('data-compact')).toBe('true')
    await expect.poll(() => header.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0)
    // The header's empty stretch between the logo and the language link, inside its borders.
    const clip = await page.evaluate(() => {
      const bar = document.querySelector('header[data-site-header]')!.getBoundingClientRect()
      const logo = document.querySelector('header[data-site-header] a')!.getBoundingClientRect()
      const language = document.querySelector('header[data-site-header] [data-language-switch]')!
      const next = language.getBoundingClientRect()
      return { x: logo.right + 8, y: bar.top + 6, width: next.left - logo.right - 16, height: bar.height - 12 }
    })
    expect(clip.width).toBeGreaterThan(40)
    // The heading's dark letters are there, beneath it.
    const beneath = await page.evaluate(
      ({ x, y }) => document.elementsFromPoint(x, y).map((el) => el.tagName.toLowerCase()),
      { x: clip.x + clip.width / 2, y: clip.y + clip.height / 2 },
    )
    expect(beneath).toContain('h1')
    const { data } = await sharp(await page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const notWhite = data.filter((channel) => channel !== 255).length
    expect(notWhite).toBe(0)
    expect(problems).toEqual([])
  })

  it('when the page loads, then every testimonial quote shows and nothing overflows horizontally', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/`)
    const quotes = page.getByTestId('testimonial').locator('blockquote')
    for (let i = 0; i < 4; i++) expect(await quotes.nth(i).isVisible()).toBe(true)
    // Each card's portrait and logo come from their AVIF copies, decoded.
    const images = page.getByTestId('testimonial').locator('img')
    expect(await images.count()).toBe(8)
    for (let i = 0; i < 8; i++) {
      await images.nth(i).scrollIntoViewIfNeeded()
      const shown = () =>
        images
          .nth(i)
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)
      await expect.poll(shown).toMatch(/^\/(illustrations|logos)\/[\w-]+\.svg\.[12]x\.avif$/)
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(problems).toEqual([])
  })

  it('when reduced motion is requested, then the logo strip stands still and offers no pause switch', async () => {
    const { page } = await shared(VIEWPORTS.mobile, { reducedMotion: 'reduce' })
    await page.goto(`${site.app.url}/`)
    const track = page.getByTestId('logo-track')
    await frames(page, 2)
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    await frames(page, 10)
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe(before)
    // Nothing to pause: no switch to reach with the keyboard or hear from a screen reader.
    expect(await page.getByRole('switch').count()).toBe(0)
    const focusable = await page.evaluate(() => {
      const seen: string[] = []
      for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
        el.focus()
        if (document.activeElement === el) seen.push(el.id)
      }
      return seen
    })
    expect(focusable).not.toContain('logos-pause')
  })

  it('when the visitor turns the pause switch on from the keyboard, then the logo strip stands still (WCAG 2.2.2)', async () => {
    const { page, problems } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/`)
    const track = page.getByTestId('logo-track')
    const pause = page.getByRole('switch', { name: 'Pause the logos' })
    expect(await pause.isChecked()).toBe(false)
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running')
    await pause.focus()
    await page.keyboard.press('Space')
    expect(await pause.isChecked()).toBe(true)
    await frames(page, 2)
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused')
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    await frames(page, 10)
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe(before)
    // Off again: the strip carries on.
    await page.keyboard.press('Space')
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running')
    expect(problems).toEqual([])
  })

  it('in French, then the pause switch is labelled in French', async () => {
    const { page } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/fr`)
    expect(await page.getByRole('switch', { name: 'Mettre les logos en pause' }).count()).toBe(1)
  })

  it('when motion is allowed, then the logo strip moves', async () => {
    const { page } = await shared(VIEWPORTS.mobile)
    await page.goto(`${site.app.url}/`)
    const track = page.getByTestId('logo-track')
    // A CSS animation: the moving track is never 'stable' for Playwright's scrolling, so scroll by script.
    await track.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 30_000 })
      .not.toBe('none')
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    // Polled, not timed: a loaded machine may render few frames, but the strip must move.
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 30_000 })
      .not.toBe(before)
  })
})

import { listLeads } from '../../server/db/repositories/leads/rows'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { startTestApp, type TestApp } from '../helpers/app'
import { waitFor } from '../helpers/leads'

/** decisions.md: without JavaScript every page still works (menus, FAQ, testimonials, demo requests). */
let browser: Browser
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ FORM_RATE_LIMIT_MAX: '1000' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/**
 * A page without JavaScript at `viewport`, one per viewport for the whole file (one cache, no cold context per
 * test). Every test starts with a visit of its own.
 */
const noScriptPages = new Map<number, Promise<{ context: BrowserContext; page: Page }>>()
afterAll(async () => {
  for (const opened of noScriptPages.values()) await (await opened).context.close()
})
async function noScriptPage(viewport: { width: number; height: number }): Promise<{ page: Page }> {
  let opened = noScriptPages.get(viewport.width)
  if (!opened) {
    opened = browser
      .newContext({ viewport, javaScriptEnabled: false })
      .then(async (context) => ({ context, page: await context.newPage() }))
    noScriptPages.set(viewport.width, opened)
  }
  const { page } = await opened
  // The pointer where a new page has it: nothing the last test pointed at is hovered on the next visit.
  await page.mouse.move(0, 0)
  return { page }
}

describe('the public site with JavaScript disabled', () => {
  it('when a phone visitor opens the menu at 390 px and taps Pricing, then the pricing page opens', async () => {
    const { page } = await noScriptPage(VIEWPORTS.mobile)
    await page.goto(`${app.url}/`)
    const panel = page.locator('#mobile-menu')
    expect(await panel.isVisible()).toBe(false)
    await page.locator('header summary', { hasText: 'Open menu' }).click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    await page.locator('#mobile-menu').getByText('Products').click()
    await expect.poll(() => panel.getByRole('link', { name: 'Kitchen Display' }).isVisible()).toBe(true)
    await panel.getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL(`${app.url}/pricing`)
    expect(await page.locator('h1').first().isVisible()).toBe(true)
  })

  it('when a desktop visitor opens Products at 1440 px, then its groups and links show', async () => {
    const { page } = await noScriptPage(VIEWPORTS.desktop)
    await page.goto(`${app.url}/`)
    const panel = page.locator('#menu-products')
    expect(await panel.isVisible()).toBe(false)
    await page.locator('header nav').getByText('Products', { exact: true }).click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await panel.getByText('Customer Interaction').isVisible()).toBe(true)
    await page.locator('header nav').getByText('Industries', { exact: true }).click()
    await expect.poll(() => page.locator('#menu-industries').isVisible()).toBe(true)
  })

  it('when a visitor opens the third FAQ question, then its answer can be read', async () => {
    const { page } = await noScriptPage(VIEWPORTS.mobile)
    await page.goto(`${app.url}/`)
    const third = page.locator('#faq-a2')
    expect(await third.isVisible()).toBe(false)
    await page.locator('#faq-q2').click()
    await expect.poll(() => third.isVisible()).toBe(true)
    expect(await third.textContent()).toContain('month to month')
  })

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`when the home page is read at ${viewport.width} px, then every testimonial shows its quote`, async () => {
      const { page } = await noScriptPage(viewport)
      await page.goto(`${app.url}/`)
      const quotes = page.getByTestId('testimonial').locator('blockquote')
      expect(await quotes.count()).toBe(4)
      for (const quote of await quotes.all()) {
        expect(await quote.isVisible()).toBe(true)
        const box = await quote.boundingBox()
        expect(box?.height ?? 0).toBeGreaterThan(40)
        expect((await quote.textContent())?.length ?? 0).toBeGreaterThan(40)
      }
    })
  }

  it('when a visitor follows "Get a Demo" from /about and sends the form, then the thank-you page shows and the lead is stored with its page and section', async () => {
    const { page } = await noScriptPage(VIEWPORTS.desktop)
    await page.goto(`${app.url}/about`)
    const link = page.locator('main').getByRole('link', { name: /Get a Demo|Let's Connect/ })
    await link.first().click()
    await page.waitForURL(/\/demo\?from=/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Schedule your 15-minute demo now')
    await page.getByLabel('First name*').fill('Élise')
    await page.getByLabel('Last name*').fill('Tremblay')
    await page.getByLabel('Email*').fill('elise@bistro.ca')
    await page.getByLabel('Phone*').fill('418-555-0199')
    await page.getByLabel('Company*').fill('Bistro Tremblay')
    await page.getByRole('button', { name: 'Schedule my demo' }).click()
    await page.waitForURL(/\/forms\/sent\?form=demo/)
    expect(await page.getByRole('status').textContent()).toContain('Your demo request has been received')
    const stored = await waitFor(async () =>
      (await listLeads(app.db, 'demo')).find((row) => row.email === 'elise@bistro.ca'),
    )
    expect(stored).toMatchObject({ first_name: 'Élise', company: 'Bistro Tremblay', source_page: '/about' })
    expect(stored.source_section).not.toBe('')
  })

  it('when a French visitor follows a demo link from /fr and sends the form, then the French thank-you page shows and the lead is stored', async () => {
    const { page } = await noScriptPage(VIEWPORTS.mobile)
    await page.goto(`${app.url}/fr`)
    await page.locator('main a[href^="/fr/demo"]').first().click()
    await page.waitForURL(/\/fr\/demo\?from=/)
    await page.getByLabel('Prénom*').fill('Luc')
    await page.getByLabel('Nom de famille*').fill('Roy')
    await page.getByLabel('Courriel*').fill('luc@resto.ca')
    await page.getByLabel('Téléphone*').fill('514-555-0100')
    await page.getByLabel('Entreprise*').fill('Resto Roy')
    await page.getByRole('button', { name: 'Planifier ma démo' }).click()
    await page.waitForURL(/\/fr\/forms\/sent\?form=demo/)
    expect(await page.getByRole('status').textContent()).toContain('Nous avons bien reçu votre demande')
    const stored = await waitFor(async () =>
      (await listLeads(app.db, 'demo')).find((row) => row.email === 'luc@resto.ca'),
    )
    expect(stored).toMatchObject({ source_page: '/fr', source_section: 'hero' })
  })
})

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { waitFor } from '../helpers/leads'
import { axeResults, WCAG21_AA } from '../helpers/axe'

// A regular desktop Chrome: the headless browser's own user agent is (rightly) dropped as a bot.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const ANALYTICS_TABLES = [
  'analytics_salts',
  'analytics_seen',
  'analytics_daily',
  'analytics_pages_daily',
  'analytics_sources_daily',
  'analytics_props_daily',
]

let app: TestApp
let browser: Browser
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'proprio@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'proprio@mapleserve.test' }).update({ locale: 'fr' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

async function visitor(javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, userAgent: USER_AGENT, javaScriptEnabled })
  context.setDefaultTimeout(30_000)
  context.setDefaultNavigationTimeout(60_000)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return { context, page, problems }
}

/** Loads a page and waits until its beacon has been answered. */
async function view(page: Page, url: string, referer?: string): Promise<void> {
  const beacon = page.waitForResponse((r) => r.url() === `${app.url}/api/collect`)
  await page.goto(url, referer ? { referer } : {})
  expect((await beacon).status()).toBe(204)
}

describe('cookieless analytics', () => {
  it('when a visitor arrives from a campaign, asks for a demo and a quote, then the admin sees the visit, the source and both conversions under the campaign; no cookie, IP or user agent was kept', async () => {
    // Without JavaScript nothing is sent, so nothing is counted.
    const noScript = await visitor(false)
    await noScript.page.goto(`${app.url}/about`)
    await noScript.page.getByRole('heading', { level: 1 }).first().waitFor()
    await noScript.context.close()

    // One browser for the visits below (its caches warm), a page of its own for each.
    const { context, page, problems } = await visitor()

    // A page with Global Privacy Control on sends no beacon at all.
    const private_ = await context.newPage()
    await private_.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    const sent: string[] = []
    private_.on('request', (r) => {
      if (r.url().endsWith('/api/collect')) sent.push(r.url())
    })
    await private_.goto(`${app.url}/career`)
    // The beacon goes out from an idle callback after load; one queued after it has run once it has.
    await private_.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })))
    expect(sent).toEqual([])
    await private_.close()

    // A page that does not exist says so to its beacon, which the server leaves uncounted.
    const lost = await context.newPage()
    const missing = lost.waitForRequest((r) => r.url() === `${app.url}/api/collect`)
    await lost.goto(`${app.url}/no-such-page`)
    expect(JSON.parse((await missing).postData() ?? '{}')).toMatchObject({ path: '/no-such-page', status: 404 })
    await lost.close()

    await view(page, `${app.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch`)
    await view(page, `${app.url}/pricing`, `${app.url}/`)
    await view(page, `${app.url}/`, `${app.url}/pricing`)

    await page.locator('[data-demo-section="hero"]').click()
    const dialog = page.getByRole('dialog', { name: 'Schedule your 15-minute demo now' })
    await dialog.waitFor()
    await page.getByLabel('First name*').fill('Marie')
    await page.getByLabel('Last name*').fill('Gagnon')
    await page.getByLabel('Email*').fill('marie@cafe-gagnon.ca')
    await page.getByLabel('Phone*').fill('514-555-0147')
    await page.getByLabel('Company*').fill('Café Gagnon')
    await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
    await dialog.getByText('Thank you!').waitFor()

    // Then a quote, emailed: its plain form carries the campaign of the visit's first page.
    await view(page, `${app.url}/pricing/quote?plan=plus&province=ON`, `${app.url}/`)
    await page.getByLabel('Email*').fill('marie@cafe-gagnon.ca')
    await page.getByRole('button', { name: 'Email me this quote' }).click()
    await page.getByRole('heading', { name: 'Your quote is on its way' }).waitFor()
    expect(await app.db('leads').where({ kind: 'quote' }).select('utm_source', 'utm_campaign', 'landing_page')).toEqual(
      [
        {
          utm_source: 'newsletter',
          utm_campaign: 'spring-launch',
          landing_page: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch',
        },
      ],
    )

    expect(await context.cookies()).toEqual([])
    expect(problems).toEqual([])
    await page.close()

    await waitFor(async () => (await app.db('analytics_daily').first())?.pageviews === 4)
    for (const table of ANALYTICS_TABLES) {
      const dump = JSON.stringify(await app.db(table).select('*'))
      expect(dump).not.toContain('127.0.0.1')
      expect(dump).not.toContain('Mozilla')
      expect(dump).not.toContain('Chrome')
      expect(Object.keys(await app.db(table).columnInfo()).filter((c) => /ip|agent|cookie|ua/i.test(c))).toEqual([])
    }
    expect(await app.db('analytics_pages_daily').orderBy('path').select('path', 'pageviews', 'visitors')).toEqual([
      { path: '/', pageviews: 2, visitors: 1 },
      { path: '/pricing', pageviews: 1, visitors: 1 },
      { path: '/pricing/quote', pageviews: 1, visitors: 1 },
    ])

    // The administrator's screen, in the same browser (its caches warm; the visits above left no cookie in it).
    const admin = context
    const adminPage = await admin.newPage()
    adminPage.setDefaultTimeout(30_000)
    await adminPage.goto(`${app.url}/admin/analytics`)
    await adminPage.waitForURL(`${app.url}/admin`)
    await adminPage.getByLabel('Email Address').fill('owner@mapleserve.test')
    await adminPage.locator('input[name="password"]').fill(PASSWORD)
    await adminPage.getByRole('button', { name: 'Sign In' }).click()
    await adminPage.waitForURL(`${app.url}/admin/analytics`)
    await adminPage.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor()

    const visitors = adminPage.getByTestId('analytics-total-visitors')
    await expect.poll(() => visitors.textContent()).toContain('Visitors1')
    expect(await adminPage.getByTestId('analytics-total-pageviews').textContent()).toContain('Page views4')
    expect(await adminPage.getByTestId('analytics-total-conversions').textContent()).toContain('Conversions2')
    // Two conversions from one visit: every visit converted, 100 %, and the screen says how it is counted.
    expect(await adminPage.getByTestId('analytics-total-conversion_rate').textContent()).toContain(
      'Conversion rate100%',
    )
    expect(await adminPage.getByTestId('analytics-rate-definition').textContent()).toContain(
      'Conversion rate = visits with a conversion (demo request, contact lead, quote, newsletter confirmation) ÷ visits',
    )

    const pages = adminPage.getByTestId('analytics-pages')
    const home = pages.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: '/', exact: true }) })
    // Page, visitors, page views, demo requests, contact leads, quotes, newsletter, rate.
    expect(await home.getByRole('cell').allTextContents()).toEqual(['/', '1', '2', '1', '0', '0', '0', '100%'])

    const sources = adminPage.getByTestId('analytics-sources')
    expect(await sources.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['newsletter', '1', '1'])
    const campaigns = adminPage.getByTestId('analytics-campaigns')
    expect(await campaigns.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      'spring-launch',
      'newsletter / email',
      '1',
      '1',
      '0',
      '1',
      '0',
      '100%',
    ])
    // The chart is drawn (SVG) with the visitors' line.
    await adminPage.locator('svg [data-series="visitors"]').first().waitFor()

    const axe = await axeResults(adminPage, { tags: WCAG21_AA })
    expect(axe.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])

    // CSV export of the campaigns.
    const download = adminPage.waitForEvent('download')
    await campaigns.getByRole('link', { name: /Download .* as CSV/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^analytics-campaigns-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)

    // The dashboard's visitors card.
    await adminPage.getByRole('link', { name: 'Dashboard' }).click()
    const card = adminPage.getByTestId('visitors-card')
    await expect.poll(() => card.textContent()).toContain('1 visitor')
    await card.locator('svg').first().waitFor()

    // In French: the same capped rate and its definition. The same browser, signed out, then in through the API as
    // the French administrator (the form and its way back to Analytics were the English sign-in's above).
    await admin.clearCookies()
    const french = admin
    const frenchPage = adminPage
    await signInThroughApi(french, app.url, 'proprio@mapleserve.test', PASSWORD)
    await frenchPage.goto(`${app.url}/admin/analytics`)
    await frenchPage.getByRole('heading', { name: 'Statistiques de visite', level: 1 }).waitFor()
    const frenchRate = frenchPage.getByTestId('analytics-total-conversion_rate')
    await expect.poll(() => frenchRate.textContent()).toMatch(/^Taux de conversion100\s?%/)
    expect(await frenchPage.getByTestId('analytics-rate-definition').textContent()).toContain(
      'Taux de conversion = visites avec une conversion (demande de démo, demande de contact, soumission, confirmation d’infolettre) ÷ visites',
    )
    await french.close()
  })
})

import { listLeads } from '../../server/db/repositories/leads/rows'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { sharedContext } from '../helpers/c-browser'
import { startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'
import { axeResults } from '../helpers/axe'
import { withoutScripts } from '../helpers/a-emulate'
import { waitForIsland } from '../helpers/islands'

const HEADING = 'Schedule your 15-minute demo now'
const REQUIRED = 'All fields (first_name, last_name, email, phone, company) are required.'

let browser: Browser
let app: LeadsApp
let smtp: TestSmtp
beforeAll(async () => {
  // The browser starts while the app does (each is a few seconds' work on a loaded machine).
  const launching = launchBrowser().then((launched) => (browser = launched))
  launching.catch(() => undefined)
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url })
  await launching
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})
// One context per viewport for the file (warm caches), a page of its own per test: the site sets no session.
const shared = {
  mobile: sharedContext(() => browser, { viewport: VIEWPORTS.mobile }),
  desktop: sharedContext(() => browser, { viewport: VIEWPORTS.desktop }),
}

const focusedDemoSection = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.demoSection ?? null)

async function openModal(page: Page) {
  await page.locator('[data-demo-section="hero"]').click()
  const dialog = page.getByRole('dialog', { name: HEADING })
  await dialog.waitFor()
  return dialog
}

async function fillModal(page: Page, email: string) {
  await page.getByLabel('First name*').fill('Marie')
  await page.getByLabel('Last name*').fill('Gagnon')
  await page.getByLabel('Email*').fill(email)
  await page.getByLabel('Phone*').fill('514-555-0147')
  await page.getByLabel('Company*').fill('Café Gagnon')
  await page.getByLabel('Message (optional)').fill('Two terminals and a KDS.')
}

for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, typeof VIEWPORTS.mobile][]) {
  const openPage = () => shared[name].open()
  describe(`demo modal at ${viewport.width} px`, () => {
    it('when a required field is blank, then no request is sent and the spec message shows in red above the button; Escape, a click outside and the close button each close it and focus returns', async () => {
      const { page, problems, close } = await openPage()
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/demo-inquiries')) requests.push(r.url())
      })
      await page.goto(`${app.url}/`)
      const dialog = await openModal(page)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('first_name')
      await page.getByLabel('First name*').fill('   ')
      await page.getByLabel('Email*').fill('marie@cafe.ca')
      await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
      const alert = dialog.getByRole('alert')
      await expect.poll(() => alert.textContent()).toBe(REQUIRED)
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)')
      const [alertBox, buttonBox] = await Promise.all([
        alert.boundingBox(),
        dialog.getByRole('button', { name: 'Schedule my demo' }).boundingBox(),
      ])
      expect(alertBox!.y).toBeLessThan(buttonBox!.y)
      expect(requests).toEqual([])
      expect((await axeResults(page, { include: 'dialog' })).violations.map((v) => v.id)).toEqual([])
      expect(await page.getByLabel('Phone*').getAttribute('type')).toBe('tel')
      expect(await page.getByLabel('Email*').getAttribute('type')).toBe('email')
      expect(await page.getByLabel('Company*').getAttribute('required')).not.toBeNull()

      // Focus trap: Tab cycles through the dialog; the page behind is inert (the browser's own UI,
      // where focus leaves the document, is the only other stop). Every element that takes focus is noted in the page
      // as it happens, and read once after the 14 presses.
      await page.evaluate(() => {
        const stops: string[] = []
        Object.assign(window, { focusStops: stops })
        document.addEventListener('focusin', (event) => {
          const el = event.target as Element
          stops.push(el === document.body ? 'browser' : el.closest('dialog') ? 'dialog' : `page ${el.tagName}`)
        })
      })
      for (let i = 0; i < 14; i++) await page.keyboard.press('Tab')
      const stops = await page.evaluate(() => (window as unknown as { focusStops: string[] }).focusStops)
      expect(stops.length).toBeGreaterThan(0)
      expect(stops.filter((where) => where !== 'dialog' && where !== 'browser')).toEqual([])

      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await focusedDemoSection(page)).toBe('hero')

      // Reopened: the values and the error are gone.
      await openModal(page)
      expect(await page.getByLabel('First name*').inputValue()).toBe('')
      expect(await page.getByRole('dialog').getByRole('alert').textContent()).toBe('')

      // A click outside the dialog closes it, and so does its close button.
      await page.mouse.click(3, 3)
      await dialog.waitFor({ state: 'detached' })
      await openModal(page)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await focusedDemoSection(page)).toBe('hero')
      expect(problems).toEqual([])
      await close()
    })

    it('when the form is complete, then it shows Submitting..., then Thank you! and closes itself; the inquiry is stored with its origin', async () => {
      const { page, problems, close } = await openPage()
      await page.goto(`${app.url}/?utm_source=newsletter&utm_campaign=fall-${name}`)
      // Hold the real request until the submitting state has been checked (no race under load).
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/demo-inquiries', async (route) => {
        await held
        await route.continue()
      })
      const dialog = await openModal(page)
      const email = `marie-${name}@cafe-gagnon.ca`
      await fillModal(page, email)
      await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
      const submitting = dialog.getByRole('button', { name: 'Submitting...' })
      await submitting.waitFor()
      expect(await submitting.isDisabled()).toBe(true)
      release()
      await dialog.getByText('Thank you!').waitFor()
      await dialog.getByText('Your demo request has been received. Our team will reach out to you soon.').waitFor()
      const shownAt = Date.now()
      // While the thank-you is read: the stored row and the email.
      const stored = (await listLeads(app.db, 'demo')).find((r) => r.email === email)
      expect(stored).toMatchObject({
        first_name: 'Marie',
        company: 'Café Gagnon',
        source_page: '/',
        source_section: 'hero',
        landing_page: `/?utm_source=newsletter&utm_campaign=fall-${name}`,
        utm_source: 'newsletter',
        utm_campaign: `fall-${name}`,
        spam: false,
      })
      await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === email))
      // It stays readable for a moment, then closes; no upper bound: a loaded machine only delays it.
      await dialog.waitFor({ state: 'detached', timeout: 30_000 })
      expect(Date.now() - shownAt).toBeGreaterThan(1500)
      expect(await focusedDemoSection(page)).toBe('hero')
      expect(problems).toEqual([])
      await close()
    })

    it('when the server fails or the network drops, then the modal stays open with the matching message', async () => {
      const { page, problems, close } = await openPage()
      await page.goto(`${app.url}/`)
      const dialog = await openModal(page)
      await fillModal(page, 'fail@cafe-gagnon.ca')
      await page.route('**/api/demo-inquiries', (route) => route.fulfill({ status: 503, body: '{}' }))
      await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Failed to send inquiry. Please try again.')
      await page.unroute('**/api/demo-inquiries')
      await page.route('**/api/demo-inquiries', (route) => route.abort('connectionreset'))
      await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Something went wrong. Please try again.')
      await page.unroute('**/api/demo-inquiries')
      await page.getByLabel('Email*').fill('not-an-email')
      await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('Please enter a valid email address (for example name@restaurant.ca).')
      expect(await dialog.isVisible()).toBe(true)
      expect(
        problems.filter((p) => !p.includes('503') && !p.includes('400') && !p.includes('ERR_CONNECTION_RESET')),
      ).toEqual([])
      await close()
    })
  })

  describe(`contact form and newsletter at ${viewport.width} px`, () => {
    it('when the contact form is sent, then it shows submitting and success and the lead is stored and emailed', async () => {
      const { page, problems, close } = await openPage()
      await page.goto(`${app.url}/#contact`)
      // Until its island has hydrated, the form posts as HTML: a native post to the held /api/leads below
      // would hang the click waiting for its navigation (seen in CI under load).
      await waitForIsland(page, 'ContactForm')
      const form = page.locator('#contact form')
      const email = `owner-${name}@pho-saigon.ca`
      await form.getByLabel('Name').fill('Linh Tran')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill('604-555-0110')
      await form.getByLabel('Restaurant').fill('Pho Saigon')
      await form.getByLabel('Interest').selectOption('Payment Processing')
      // Held until the submitting state has been seen (no race under load).
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/leads', async (route) => {
        await held
        await route.continue()
      })
      await form.getByRole('button', { name: 'Book my demo' }).click()
      await page.locator('#contact').getByRole('button', { name: 'Submitting...' }).waitFor()
      release()
      await page.locator('#contact').getByText('Thank you!').waitFor()
      await page.locator('#contact').getByText('We have your details.', { exact: false }).waitFor()
      expect((await axeResults(page, { include: '#contact' })).violations.map((v) => v.id)).toEqual([])
      const stored = (await listLeads(app.db, 'contact')).find((r) => r.email === email)
      expect(stored).toMatchObject({
        name: 'Linh Tran',
        company: 'Pho Saigon',
        message: 'Payment Processing',
        source_section: 'contact',
      })
      const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === email))
      expect(mail.subject).toBe('New lead: Linh Tran (Pho Saigon)')
      expect(problems).toEqual([])
      await close()
    })

    it('when JavaScript is off, then the contact form still posts and lands on a thank-you page', async () => {
      // A page of the viewport's shared context that runs no script, as one of a context without JavaScript.
      const { page, close } = await openPage()
      await withoutScripts(page)
      await page.goto(`${app.url}/#contact`)
      const form = page.locator('#contact form')
      const email = `nojs-${name}@diner.ca`
      await form.getByLabel('Name').fill('Sam Roy')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill('902-555-0100')
      await form.getByLabel('Restaurant').fill('Roy Diner')
      await form.getByLabel('Interest').selectOption('Hardware only')
      await form.getByRole('button', { name: 'Book my demo' }).click()
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/forms/sent')
      expect((await listLeads(app.db, 'contact')).find((r) => r.email === email)).toMatchObject({
        source_page: '/',
        source_section: 'contact',
      })
      await close()
    })

    it('when someone subscribes with the consent box ticked, then a confirmation email arrives and its link confirms', async () => {
      const { page, problems, close } = await openPage()
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/newsletter')) requests.push(r.url())
      })
      await page.goto(`${app.url}/newsletter`)
      // Until its island has hydrated, the form posts as HTML (the no-JS thank-you page, with the form's own URL).
      await waitForIsland(page, 'Newsletter')
      const email = `reader-${name}@bakery.ca`
      await page.getByLabel('Email address').fill(email)
      const consent = page.getByRole('checkbox')
      expect(await consent.isChecked()).toBe(false)
      expect((await axeResults(page, { include: 'main' })).violations.map((v) => v.id)).toEqual([])
      expect(
        await page.locator('label', { hasText: 'MapleServe Technologies Inc., 48 Maple Grove Road' }).count(),
      ).toBe(1)
      await page.getByRole('button', { name: 'Subscribe Now' }).click()
      expect(requests).toEqual([])
      await consent.check()
      await page.getByRole('button', { name: 'Subscribe Now' }).click()
      await page.getByText('Almost done: we sent you an email.', { exact: false }).waitFor()

      const subscriber = await app.db('newsletter_subscribers').where({ email }).first()
      expect(subscriber).toMatchObject({
        status: 'pending',
        consent_language: 'en',
        consent_form_url: `${app.url}/newsletter`,
      })
      const mail = await waitFor(() => smtp.messages.find((m) => (m.to && 'text' in m.to ? m.to.text : '') === email))
      const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')![0]
      await page.goto(`${app.url}${new URL(confirmUrl).pathname}${new URL(confirmUrl).search}`)
      await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor()
      expect(await app.db('newsletter_subscribers').where({ email }).first()).toMatchObject({ status: 'confirmed' })
      expect(problems).toEqual([])
      await close()
    })
  })
}

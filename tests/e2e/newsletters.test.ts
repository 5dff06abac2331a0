import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, fr } from '../../admin/i18n/messages/newsletters'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { wcagViolationsOn } from '../helpers/axe'
import { newsletterSender } from '../helpers/newsletter-sender'
import { header, startNewsletterSmtp, type NewsletterSmtp } from '../helpers/newsletter-smtp'
import { runNuChecker } from '../helpers/vnu'

/**
 * Issue 34 in the back office, as an administrator does it, in English and in French: compose an
 * issue, read its preview (HTML and plain text), send a test to oneself, schedule it, send it now,
 * and read the report (with "no open or click tracking" on screen); then the public archive lists
 * it at its own URL (axe: no violation). Screenshots at 390 and 1440 px go to SHOTS_DIR.
 */
let app: TestApp
let smtp: NewsletterSmtp
let browser: Browser
const shots = process.env.SHOTS_DIR
const visitor = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' }

async function seed(language: 'en' | 'fr', count: number) {
  const now = new Date(app.now()).toISOString()
  await app.db('newsletter_subscribers').insert(
    Array.from({ length: count }, (_, i) => ({
      email: `reader-${language}-${i}@diners.test`,
      status: 'confirmed',
      confirm_token: `c-${language}-${i}`,
      unsubscribe_token: `u-${language}-${i}`,
      consent_text: 'Yes',
      consent_version: '2026-11',
      consent_language: language,
      consent_form_url: 'https://mapleserve.test/newsletter',
      consent_at: now,
      consent_ip: '203.0.113.9',
      confirmed_at: now,
      created_at: now,
      updated_at: now,
    })),
  )
}

beforeAll(async () => {
  smtp = await startNewsletterSmtp()
  app = await startAdminTestApp({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '0' })
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'proprio@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'proprio@mapleserve.test' }).update({ locale: 'fr' })
  await seed('en', 4)
  await seed('fr', 3)
  browser = await launchBrowser()
  if (shots) mkdirSync(shots, { recursive: true })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})

describe.each([
  ['en', 'en-CA', 'owner@mapleserve.test', en.newsletters, 4, 'Patio season, wrapped up'],
  ['fr', 'fr-CA', 'proprio@mapleserve.test', fr.newsletters, 3, 'La saison des terrasses'],
] as const)('newsletter back office (%s)', (language, locale, email, t, readers, subject) => {
  it('when an admin composes, previews, tests, schedules and sends an issue, then the report and the archive show it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale })
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    page.on('console', (msg) => {
      if (/Missing translation/i.test(msg.text())) problems.push(msg.text())
    })
    // Signed in through the API: the sign-in form in both languages is admin-i18n.test.ts's subject.
    await signInThroughApi(context, app.url, email, PASSWORD)
    await page.goto(`${app.url}/admin/dashboard`)
    // The menu's entries are links or menu items (react-admin's MenuItemLink), named by their label.
    await page
      .getByRole('menuitem', { name: t.nav })
      .or(page.getByRole('link', { name: t.nav }))
      .first()
      .click()
    await page.waitForURL(/\/admin\/newsletters/)
    await page.getByText(t.no_tracking).first().waitFor()

    // Compose.
    await page.getByRole('link', { name: t.new }).first().click()
    await page.waitForURL(/\/admin\/newsletters\/create/)
    if (language === 'fr') {
      await page.getByRole('combobox', { name: t.fields.language }).click()
      await page.getByRole('option', { name: t.language.fr }).click()
    }
    await page.locator('input[name="subject"]').fill(subject)
    await page.locator('input[name="preheader"]').fill('Three ideas for a calmer November')
    await page.locator('textarea[name="intro"]').fill('Hello **friends**,\n\nThe patio is closed; the kitchen is not.')
    await page.getByRole('button', { name: language === 'fr' ? 'Enregistrer' : 'Save' }).click()
    await page.waitForURL(/\/admin\/newsletters\/\d+\/show/)
    const id = Number(/newsletters\/(\d+)\/show/.exec(page.url())![1])

    // Preview: the HTML email in its frame, then its plain-text twin.
    const frame = page.frameLocator('[data-testid="newsletter-preview-html"]')
    await frame.getByRole('heading', { name: subject }).waitFor()
    expect(await frame.locator('strong').first().textContent()).toBe('friends')
    if (shots) await page.screenshot({ path: `${shots}/newsletter-show-${language}-1440.png`, fullPage: true })
    await page.getByRole('tab', { name: t.preview.text }).click()
    const text = await page.getByTestId('newsletter-preview-text').textContent()
    expect(text).toContain(language === 'fr' ? 'Se désabonner en un clic' : 'Unsubscribe in one click')
    expect(text).toContain('48 Maple Grove Road')

    // A test to me.
    await page.getByRole('button', { name: t.actions.test }).click()
    await page.getByText(t.actions.test_sent.replace('%{email}', email)).waitFor()
    const test = smtp.received.find((m) => m.to === email)
    expect(header(test!.raw, 'Subject')).toBe(`[Test] ${subject}`)

    // Schedule (an hour from now, the default), then send now instead.
    await page.getByRole('button', { name: t.actions.schedule, exact: true }).click()
    await page.getByText(t.status.scheduled, { exact: true }).first().waitFor()
    await page.getByRole('button', { name: t.actions.send_now }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm|confirmer/i })
      .click()
    await page.getByText(t.status.sending, { exact: true }).first().waitFor()
    const delivery = newsletterSender(app)
    await delivery.runOnce()
    await delivery.runDue()
    await delivery.stop()

    // The report.
    await page.reload()
    const report = page.getByTestId('newsletter-report')
    await expect.poll(() => report.getByTestId('report-sent').textContent()).toBe(String(readers))
    expect(await report.getByTestId('report-recipients').textContent()).toBe(String(readers))
    expect(await report.getByText(t.no_tracking).count()).toBe(1)
    if (shots) {
      await page.screenshot({ path: `${shots}/newsletter-report-${language}-1440.png`, fullPage: true })
      await page.setViewportSize(VIEWPORTS.mobile)
      await page
        .frameLocator('[data-testid="newsletter-preview-html"]')
        .getByRole('heading', { name: subject })
        .waitFor()
      await page.screenshot({ path: `${shots}/newsletter-report-${language}-390.png`, fullPage: true })
    }
    expect(problems).toEqual([])

    // The public archive lists it, at its own URL, in its language.
    const row = await app.db('newsletters').where({ id }).first<{ slug: string; status: string }>()
    expect(row.status).toBe('sent')
    const prefix = language === 'fr' ? '/fr' : ''
    const archive = await fetch(`${app.url}${prefix}/newsletter`, { headers: visitor })
    expect(archive.headers.get('cache-control')).toMatch(/^public/)
    expect(await archive.text()).toContain(subject)
    const paths = [`${prefix}/newsletter/${row.slug}`, `${prefix}/newsletter`]
    // The same browser, signed out and at 390 px, for the archive: its axe checks, then the issue page as a reader sees
    // it (a context of its own would only start its caches cold).
    await context.clearCookies()
    await page.setViewportSize(VIEWPORTS.mobile)
    const issuePage = page
    // No violation of the archive's own: the shared header's (if any) shows on every page, /about too.
    const rules = async (list: string[]) =>
      (await wcagViolationsOn(issuePage, app.url, list)).map((v) => v.replace(/^[^:]*: /, ''))
    const shared = await rules([`${prefix}/about`])
    expect((await rules(paths)).filter((v) => !shared.includes(v))).toEqual([])
    await issuePage.goto(`${app.url}${paths[0]}`)
    expect(await issuePage.getByRole('heading', { level: 1 }).textContent()).toBe(subject)
    if (shots) {
      await issuePage.screenshot({ path: `${shots}/newsletter-archive-${language}-390.png`, fullPage: true })
      await issuePage.goto(`${app.url}${paths[1]}`)
      await issuePage.screenshot({ path: `${shots}/newsletter-list-${language}-390.png`, fullPage: true })
    }
    await context.close()
  }, 180_000)
})

describe('the public archive in the W3C Nu checker', () => {
  it('when its lists and issue pages in both languages are checked, then it reports 0 errors', async () => {
    const issues = await app.db('newsletters').whereNotNull('slug').select<{ slug: string; language: string }[]>()
    const paths = [
      '/newsletter',
      '/fr/newsletter',
      ...issues.map((i) => `${i.language === 'fr' ? '/fr' : ''}/newsletter/${i.slug}`),
    ]
    expect(paths.length).toBeGreaterThan(2)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-nu-'))
    try {
      for (const [i, p] of paths.entries()) {
        const res = await fetch(`${app.url}${p}`, { headers: visitor })
        expect(res.status, p).toBe(200)
        writeFileSync(path.join(dir, `page-${i}.html`), await res.text())
      }
      const report = JSON.parse(await runNuChecker(dir)) as { messages: { type: string; message: string }[] }
      expect(report.messages.filter((m) => m.type === 'error')).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

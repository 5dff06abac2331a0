import type { Browser, BrowserContext, Page } from 'playwright-core'
import { forms as enForms } from '../../content/en/forms'
import { forms as frForms } from '../../content/fr/forms'
import type { Locale } from '../../content/index'
import type { Clock } from '../../server/services/system/clock'
import { addSalesperson } from './bookings'
import { launchBrowser } from './browser'
import { startLeadsApp, startSmtp, type LeadsApp, type TestSmtp } from './leads'

export interface BookingRig {
  app: LeadsApp
  smtp: TestSmtp
  browser: Browser
  sellerId: number
  close: () => Promise<void>
}

/**
 * What a booking browser test needs: a mail server, the app sending through it, a browser, and a salesperson free
 * every day, all day (free slots whatever the hour the test runs at), or `hours` (minutes after midnight in the
 * business zone) every day. With `clock`, the app reads the time from it (a test that compares what the picker showed
 * with the API's free times a moment later holds it still, so that no 15-minute boundary passes between the two).
 */
export async function startBookingRig({
  hours = { from: 0, to: 1440 },
  clock,
}: { hours?: { from: number; to: number }; clock?: Clock } = {}): Promise<BookingRig> {
  const smtp = await startSmtp()
  const app = await startLeadsApp({ SMTP_URL: smtp.url }, clock ? { clock } : {})
  const browser = await launchBrowser()
  const sellerId = await addSalesperson(app.db, {
    publicName: 'Sam Seller',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    ...hours,
  })
  return {
    app,
    smtp,
    browser,
    sellerId,
    close: async () => {
      await browser.close()
      await app.close()
      await smtp.close()
    },
  }
}

const formTexts = { en: enForms, fr: frForms }

/** Fills the demo request form (modal or /demo page) as Marie Gagnon of Café Gagnon, with `email`; does not send it. */
export async function fillDemoForm(page: Page, locale: Locale, email: string): Promise<void> {
  const t = formTexts[locale].demo
  await page.getByLabel(t.firstName).fill('Marie')
  await page.getByLabel(t.lastName).fill('Gagnon')
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.phone).fill('514-555-0147')
  await page.getByLabel(t.company).fill('Café Gagnon')
}

/** A page of a browser set to the visitor's time zone, recording its script errors in `problems`. */
export async function zonedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  timezoneId: string,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, timezoneId })
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(err.message))
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()))
  return { context, page, problems }
}

/**
 * Pages without JavaScript at a given size, all in one context of `browser()` made on first use (one cache, no cold
 * context per test); the browser's close closes it.
 */
export function scriptlessPages(
  browser: () => Browser,
): (viewport: { width: number; height: number }) => Promise<Page> {
  let context: Promise<BrowserContext> | undefined
  return async (viewport) => {
    context ??= browser()
      .newContext({ javaScriptEnabled: false })
      .then((created) => {
        created.setDefaultTimeout(30_000)
        return created
      })
    const page = await (await context).newPage()
    await page.setViewportSize(viewport)
    return page
  }
}

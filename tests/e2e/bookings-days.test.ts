import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingTexts } from '../../content/booking'
import { forms as enForms } from '../../content/en/forms'
import { forms as frForms } from '../../content/fr/forms'
import { localeTags, type Locale } from '../../content/index'
import { slotDays } from '../../shared/booking/slot-days'
import { axeResults } from '../helpers/axe'
import { fillDemoForm, scriptlessPages, startBookingRig, zonedPage, type BookingRig } from '../helpers/booking-rig'
import { VIEWPORTS } from '../helpers/browser'
import { waitFor, type LeadsApp } from '../helpers/leads'

/**
 * The slot picker shows one day at a time (issue 35): with JavaScript (the demo modal) the first
 * day with free times, previous/next day buttons, and a time of the next day booked; without
 * (the /demo form, then the private booking page) previous/next day links. The salesperson works a long day,
 * 8:00 to 20:00 in Toronto every day: 48 times a day (all the first three days once made ~4,000 px of list on a
 * phone). Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR
const formTexts = { en: enForms, fr: frForms }
/** What a visitor scrolls through at 390 px: the whole picker stayed under this (it was ~8,300 px). */
const MAX_HEIGHT = 2_000
let browser: Browser
let app: LeadsApp
let rig: BookingRig | undefined

/**
 * The app's time stands still at the start of the file: each test compares the day the picker showed with the API's
 * free times read just after, and a 15-minute boundary passing between the two would take a time off the first day.
 */
const startedAt = new Date()

beforeAll(async () => {
  rig = await startBookingRig({ hours: { from: 8 * 60, to: 20 * 60 }, clock: () => new Date(startedAt) })
  ;({ browser, app } = rig)
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await rig?.close()
})

/**
 * The tests without JavaScript share one context (one cache, no cold context each), and check their page's
 * accessibility in the context of the test with JavaScript at the same size (kept open for it; the browser's close
 * closes them). Each test starts with a visit of its own.
 */
const withScript = new Map<number, BrowserContext>()
const noScriptPage = scriptlessPages(() => browser)

/** Fills the demo request form and sends it. */
async function sendDemoForm(page: Page, locale: Locale, email: string) {
  await fillDemoForm(page, locale, email)
  await page.getByRole('button', { name: formTexts[locale].demo.submit }).click()
}

/** The days (in `zone`) of the times offered in `scope`: one day's worth when one key comes back. */
async function daysShown(scope: Locator, zone: string, locale: Locale) {
  const values = await scope
    .getByRole('radio')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  return slotDays(
    values.map((startsAt) => ({ startsAt })),
    zone,
    localeTags[locale],
  )
}

/** The days with free times from the API, in `zone`. */
async function freeDays(zone: string, locale: Locale) {
  const { slots } = (await (await fetch(`${app.url}/api/bookings/slots`)).json()) as { slots: { startsAt: string }[] }
  return slotDays(slots, zone, localeTags[locale])
}

async function bookedAt(email: string): Promise<string> {
  const booking = await waitFor(async () => {
    const lead = (await app.db('leads').where({ email }).first()) as { id: number } | undefined
    return lead && ((await app.db('bookings').where({ lead_id: lead.id }).first()) as { starts_at: string } | undefined)
  })
  return booking.starts_at
}

describe('the slot picker, one day at a time', () => {
  for (const [locale, viewport, zone] of [
    ['en', VIEWPORTS.mobile, 'America/St_Johns'],
    ['fr', VIEWPORTS.desktop, 'America/Halifax'],
  ] as const) {
    const size = viewport.width
    it(`with JavaScript in ${locale} at ${size} px: the modal shows the first day with free times, the next day button shows the next one, and a time there is booked`, async () => {
      const t = bookingTexts[locale]
      const { context, page, problems } = await zonedPage(browser, viewport, zone)
      withScript.set(size, context)
      const email = `days-js-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : '/'}`)
      await page.locator('[data-demo-section="hero"]').click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await sendDemoForm(page, locale, email)
      await dialog.getByText(t.pickTitle).waitFor()

      const [first, second] = await freeDays(zone, locale)
      const dayName = dialog.getByRole('group', { name: first!.label })
      await dayName.waitFor()
      expect((await daysShown(dialog, zone, locale)).map((d) => [d.key, d.slots.length])).toEqual([
        [first!.key, first!.slots.length],
      ])
      const height = await dialog.evaluate((d) => d.scrollHeight)
      console.log(`picker in the modal, ${locale} at ${size} px: ${height} px tall`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/days-js-${locale}-${size}-first.png` })
      expect(height).toBeLessThan(MAX_HEIGHT)
      const previous = dialog.getByRole('button', { name: t.prevDay })
      expect(await previous.getAttribute('aria-disabled')).toBe('true')
      expect((await axeResults(page, { include: 'dialog' })).violations.map((v) => v.id)).toEqual([])

      const next = dialog.getByRole('button', { name: t.nextDay })
      await next.focus()
      await page.keyboard.press('Enter')
      await dialog.getByRole('group', { name: second!.label }).waitFor()
      expect(await next.evaluate((button) => button === document.activeElement)).toBe(true)
      expect(await dialog.locator('[aria-live="polite"]').textContent()).toBe(second!.label)
      expect((await daysShown(dialog, zone, locale)).map((d) => d.key)).toEqual([second!.key])
      expect(await previous.getAttribute('aria-disabled')).toBe('false')

      const slot = dialog.getByRole('radio').nth(5)
      const startsAt = (await slot.getAttribute('value'))!
      await slot.check()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/days-js-${locale}-${size}-second.png` })
      await dialog.getByRole('button', { name: t.book }).click()
      await dialog.getByText(t.bookedTitle).waitFor()
      expect(await bookedAt(email)).toBe(startsAt)
      expect(problems).toEqual([])
      await page.close()
    })

    it(`without JavaScript in ${locale} at ${size} px: the booking page shows the first day with free times, its next day link the second, and a time there is booked`, async () => {
      const t = bookingTexts[locale]
      const page = await noScriptPage(viewport)
      const email = `days-nojs-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : ''}/demo`)
      await sendDemoForm(page, locale, email)
      await page.getByRole('link', { name: t.pickTitle }).click()
      await page.getByLabel(t.zoneLabel).selectOption(zone)
      await page.getByRole('button', { name: t.zoneButton }).click()

      const [first, second] = await freeDays(zone, locale)
      await page.getByRole('group', { name: first!.label }).waitFor()
      expect((await daysShown(page.locator('main'), zone, locale)).map((d) => d.key)).toEqual([first!.key])
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      console.log(`booking page without JavaScript, ${locale} at ${size} px: ${height} px tall`)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/days-nojs-${locale}-${size}-first.png`, fullPage: true })
      expect(height).toBeLessThan(MAX_HEIGHT)
      // axe needs a script: the same private page (no script of its own) is checked in a context that runs one.
      const checker = withScript.get(size) ?? (await browser.newContext({ viewport }))
      const checked = await checker.newPage()
      await checked.goto(page.url())
      expect((await axeResults(checked)).violations.map((v) => v.id)).toEqual([])
      await checked.close()

      expect(await page.getByRole('link', { name: t.prevDay }).count()).toBe(0)
      await page.getByRole('link', { name: t.nextDay }).click()
      await page.getByRole('group', { name: second!.label }).waitFor()
      expect(new URL(page.url()).searchParams.get('tz')).toBe(zone)
      expect((await daysShown(page.locator('main'), zone, locale)).map((d) => d.key)).toEqual([second!.key])
      await page.getByRole('link', { name: t.prevDay }).waitFor()
      const slot = page.getByRole('radio').nth(5)
      const startsAt = (await slot.getAttribute('value'))!
      await slot.check()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/days-nojs-${locale}-${size}-second.png` })
      await page.getByRole('button', { name: t.book }).click()
      await page.getByRole('heading', { level: 1, name: t.bookedTitle }).waitFor()
      expect(await bookedAt(email)).toBe(startsAt)
      await page.close()
    })
  }
})

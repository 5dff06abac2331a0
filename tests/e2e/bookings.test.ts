import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms as enForms } from '../../content/en/forms'
import { forms as frForms } from '../../content/fr/forms'
import { bookingTexts } from '../../content/booking'
import { localeTags, type Locale } from '../../content/index'
import { fill, zoneName } from '../../shared/booking/days'
import { axeResults } from '../helpers/axe'
import { findLayoutFaults } from '../helpers/layout-faults'
import { fillDemoForm, scriptlessPages, startBookingRig, zonedPage, type BookingRig } from '../helpers/booking-rig'
import { VIEWPORTS } from '../helpers/browser'
import { waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'

/**
 * Booking a real demo slot (issue 35) in a browser: with JavaScript (the demo modal's slot picker)
 * and without (the /demo form, then the private booking page), in English and in French; moving
 * and cancelling through the link of the invitation email. Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR
const formTexts = { en: enForms, fr: frForms }
let browser: Browser
let app: LeadsApp
let smtp: TestSmtp
let sellerId = 0
let rig: BookingRig | undefined

beforeAll(async () => {
  rig = await startBookingRig()
  ;({ browser, app, smtp, sellerId } = rig)
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await rig?.close()
})

/** The tests without JavaScript share one context (one cache, no cold context each); each starts with a visit. */
const noScriptPage = scriptlessPages(() => browser)

/** The visitor's invitation's manage link, read from the email. */
async function manageLinkFromMail(email: string): Promise<string> {
  const mail = await waitFor(() => smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes(email)))
  const link = /https?:\/\/\S+\/demo\/booking\/[\w-]+/.exec(mail.text ?? '')?.[0]
  expect(link, mail.text).toBeTruthy()
  return new URL(link!).pathname
}

async function expectBookedLead(email: string) {
  const lead = await waitFor(async () => {
    const row = (await app.db('leads').where({ email }).first()) as
      { pipeline_status: string; owner_id: number } | undefined
    return row?.pipeline_status === 'demo_booked' ? row : undefined
  })
  expect(lead).toMatchObject({ pipeline_status: 'demo_booked', owner_id: sellerId })
}

/** Moves the demo to another free time, then cancels it, on the manage page of `path` (first checked by `check`). */
async function moveAndCancel(page: Page, locale: Locale, path: string, shot: string, check?: () => Promise<void>) {
  const t = bookingTexts[locale]
  await page.goto(`${app.url}${path}`)
  await page.getByRole('heading', { level: 1, name: t.manageTitle }).waitFor()
  await check?.()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-manage.png`, fullPage: true })
  // One day's times at a time: the next day's (a whole day; the first may hold only a late time or two).
  await page.getByRole('link', { name: t.nextDay }).click()
  await page.locator('input[name="startsAt"]').nth(3).check()
  await page.getByRole('button', { name: t.move }).click()
  await page.getByRole('heading', { level: 1, name: t.movedTitle }).waitFor()
  await page.goto(`${app.url}${path}`)
  await page.getByRole('button', { name: t.cancel }).click()
  await page.getByRole('heading', { level: 1, name: t.cancelledTitle }).waitFor()
}

describe('booking a demo slot', () => {
  for (const [locale, viewport] of [
    ['en', VIEWPORTS.desktop],
    ['fr', VIEWPORTS.mobile],
  ] as const) {
    it(`with JavaScript in ${locale} at ${viewport.width} px: the modal offers the free times in the visitor's zone and books one; the emailed link moves and cancels it`, async () => {
      const t = bookingTexts[locale]
      const { context, page, problems } = await zonedPage(browser, viewport, 'America/St_Johns')
      const email = `js-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : '/'}`)
      await page.locator('[data-demo-section="hero"]').click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor().catch((error: Error) => {
        throw new Error(`${error.message}\n${page.url()}\n${problems.join('\n')}`)
      })
      await fillDemoForm(page, locale, email)
      await dialog.getByRole('button', { name: formTexts[locale].demo.submit }).click()
      await dialog.getByText(t.pickTitle).waitFor()
      const stJohns = zoneName('America/St_Johns', localeTags[locale])
      expect(await dialog.getByText(fill(t.shownIn, { zone: stJohns })).count()).toBe(1)
      // The slots' own length (the booking settings' 15 minutes here), not a number written in the copy.
      expect(await dialog.textContent()).toContain(fill(t.pickIntro, { minutes: '15' }))
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/js-${locale}-${viewport.width}-pick.png` })
      expect((await axeResults(page, { include: 'dialog' })).violations.map((v) => v.id)).toEqual([])
      await dialog.getByRole('radio').first().check()
      await dialog.getByRole('button', { name: t.book }).click()
      await dialog.getByText(t.bookedTitle).waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/js-${locale}-${viewport.width}-booked.png` })
      // The time and the zone ("Terre-Neuve") are whole on a phone: not broken at a hyphen or a space.
      expect((await page.evaluate(findLayoutFaults)).filter((fault) => fault.startsWith('hyphen'))).toEqual([])
      await expectBookedLead(email)
      const manage = await manageLinkFromMail(email)
      // The private pages are the same HTML with or without JavaScript: checked here, where axe can run.
      await moveAndCancel(page, locale, manage, `js-${locale}-${viewport.width}`, async () =>
        expect((await axeResults(page)).violations.map((v) => v.id)).toEqual([]),
      )
      expect(problems).toEqual([])
      await context.close()
    })

    it(`without JavaScript in ${locale} at ${viewport.width} px: the /demo form leads to the private booking page, which books a time`, async () => {
      const t = bookingTexts[locale]
      const page = await noScriptPage(viewport)
      const email = `nojs-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : ''}/demo`)
      await fillDemoForm(page, locale, email)
      await page.getByRole('button', { name: formTexts[locale].demo.submit }).click()
      await page.waitForURL(/\/forms\/sent\?form=demo&lead=/)
      await page.getByRole('link', { name: t.pickTitle }).click()
      await page.getByRole('heading', { level: 1, name: t.pickTitle }).waitFor()
      await page.getByLabel(t.zoneLabel).selectOption('America/Vancouver')
      await page.getByRole('button', { name: t.zoneButton }).click()
      const vancouver = zoneName('America/Vancouver', localeTags[locale])
      await page.getByText(fill(t.shownIn, { zone: vancouver })).waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/nojs-${locale}-${viewport.width}-pick.png`, fullPage: true })
      await page.getByRole('radio').first().check()
      await page.getByRole('button', { name: t.book }).click()
      await page.getByRole('heading', { level: 1, name: t.bookedTitle }).waitFor()
      expect(await page.getByRole('status').textContent()).toContain(vancouver)
      await expectBookedLead(email)
      await moveAndCancel(page, locale, await manageLinkFromMail(email), `nojs-${locale}-${viewport.width}`)
      await page.close()
    })
  }
})

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingTexts } from '../../content/booking'
import { home as enHome } from '../../content/en/home'
import { home as frHome } from '../../content/fr/home'
import { localeTags, type Locale } from '../../content/index'
import { fill, zoneName } from '../../shared/booking/days'
import { axeResults } from '../helpers/axe'
import { inTimeZone, withoutScripts } from '../helpers/a-emulate'
import { startBookingRig, type BookingRig } from '../helpers/booking-rig'
import { VIEWPORTS } from '../helpers/browser'
import { waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'
import { waitForIsland } from '../helpers/islands'

/**
 * Booking a demo slot from the home page's contact form (issue 35): with JavaScript the form turns
 * into the slot picker in the browser's zone (loaded only then); without, the thank-you page leads
 * to the private booking page and its zone menu. English at 1440 px, French at 390 px. Screenshots
 * go to $SHOTS_DIR when it is set.
 */
const contactOf = { en: enHome.contact, fr: frHome.contact }
let browser: Browser
let app: LeadsApp
let smtp: TestSmtp
let sellerId = 0
let rig: BookingRig | undefined

let context: BrowserContext | undefined

beforeAll(async () => {
  rig = await startBookingRig()
  ;({ browser, app, smtp, sellerId } = rig)
}, 120_000)

afterAll(async () => {
  await context?.close()
  await rig?.close()
})

/**
 * A page at `viewport` of the file's one browser context (its caches warm from one test to the next, where a context
 * per test started cold), in the visitor's time zone or without scripts as the test asks (a-emulate.ts), recording its
 * script errors in `problems`. The site sets no cookie and keeps its visit data per tab, so nothing else carries over.
 */
async function visitorPage(viewport: { width: number; height: number }, as: { zone: string } | 'no scripts') {
  context ??= await browser.newContext({ viewport })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.setViewportSize(viewport)
  if (as === 'no scripts') await withoutScripts(page)
  else await inTimeZone(page, as.zone)
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(err.message))
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()))
  return { page, problems }
}

/** A screenshot of the whole page, or of `part` (the contact section on the long home page). */
const shot = (page: Page, name: string, part?: Locator) => {
  const path = `${process.env.SHOTS_DIR}/${name}.png`
  if (!process.env.SHOTS_DIR) return null
  return part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true })
}

async function fillContactForm(page: Page, locale: Locale, email: string) {
  const [name, mail, phone, restaurant, interest] = contactOf[locale].fields
  const form = page.locator('#contact form')
  await form.getByLabel(name!.label).fill('Marie Gagnon')
  await form.getByLabel(mail!.label).fill(email)
  await form.getByLabel(phone!.label).fill('514-555-0147')
  await form.getByLabel(restaurant!.label).fill('Café Gagnon')
  await form.getByLabel(interest!.label).selectOption(interest!.options![0]!)
  await form.getByRole('button', { name: contactOf[locale].submitText }).click()
}

/** The lead is "Demo booked" with the salesperson, and its booking is at `startsAt` in the visitor's `zone`. */
async function expectBooked(email: string, startsAt: string, zone: string) {
  const lead = await waitFor(async () => {
    const row = (await app.db('leads').where({ email }).first()) as
      { id: number; kind: string; pipeline_status: string; owner_id: number } | undefined
    return row?.pipeline_status === 'demo_booked' ? row : undefined
  })
  expect(lead).toMatchObject({ kind: 'contact', owner_id: sellerId })
  const booking = (await app.db('bookings').where({ lead_id: lead.id }).first()) as Record<string, unknown>
  expect(booking).toMatchObject({ starts_at: startsAt, visitor_time_zone: zone, status: 'booked' })
}

/** The visitor's invitation email, which names the zone in words in their language. */
async function expectMailNamesZone(email: string, zone: string, locale: Locale) {
  const mail = await waitFor(() => smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes(email)))
  expect(mail.text).toContain(zoneName(zone, localeTags[locale]))
  expect(mail.text).not.toContain(zone)
}

describe('booking a demo slot from the contact form', () => {
  for (const [locale, viewport, zone] of [
    ['en', VIEWPORTS.desktop, 'Europe/Paris'],
    ['fr', VIEWPORTS.mobile, 'America/Halifax'],
  ] as const) {
    it(`with JavaScript in ${locale} at ${viewport.width} px (browser in ${zone}): the sent form becomes the free times in that zone, named in words, and books one`, async () => {
      const t = bookingTexts[locale]
      const zoneWords = zoneName(zone, localeTags[locale])
      const { page, problems } = await visitorPage(viewport, { zone })
      const requested: string[] = []
      // The picker's code comes with its stylesheet, the one file named after it in the build.
      page.on('request', (req) => requested.push(new URL(req.url()).pathname))
      const email = `contact-js-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : '/'}#contact`)
      await page.locator('#contact form').scrollIntoViewIfNeeded()
      await waitForIsland(page, 'ContactForm')
      expect(requested.filter((s) => /SlotPicker/.test(s))).toEqual([])
      await fillContactForm(page, locale, email)

      const contact = page.locator('#contact')
      await contact.getByText(t.pickTitle).waitFor()
      expect(requested.filter((s) => /SlotPicker/.test(s))).toHaveLength(1)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.pickTitle)
      await contact.getByText(fill(t.shownIn, { zone: zoneWords })).waitFor()
      await shot(page, `contact-js-${locale}-${viewport.width}-pick`, contact)
      expect((await axeResults(page, { include: '#contact' })).violations.map((v) => v.id)).toEqual([])

      const slot = contact.getByRole('radio').first()
      const startsAt = (await slot.getAttribute('value'))!
      await slot.check()
      await contact.getByRole('button', { name: t.book }).click()
      const result = contact.getByRole('status')
      await result.getByText(t.bookedTitle).waitFor()
      expect(await result.textContent()).toContain(`, ${zoneWords}.`)
      await shot(page, `contact-js-${locale}-${viewport.width}-booked`, contact)
      expect(await result.getByRole('link', { name: t.manageLink }).getAttribute('href')).toMatch(
        locale === 'fr' ? /^\/fr\/demo\/booking\/[\w-]+$/ : /^\/demo\/booking\/[\w-]+$/,
      )
      await expectBooked(email, startsAt, zone)
      await expectMailNamesZone(email, zone, locale)
      expect(problems).toEqual([])
      await page.close()
    })

    it(`without JavaScript in ${locale} at ${viewport.width} px: the thank-you page leads to the free times, shown in a Canadian zone chosen by name, and books one`, async () => {
      const t = bookingTexts[locale]
      const chosen = 'America/Edmonton'
      const chosenWords = zoneName(chosen, localeTags[locale])
      const { page } = await visitorPage(viewport, 'no scripts')
      const email = `contact-nojs-${locale}@cafe-gagnon.ca`
      await page.goto(`${app.url}${locale === 'fr' ? '/fr' : '/'}#contact`)
      await fillContactForm(page, locale, email)
      await page.waitForURL(/\/forms\/sent\?form=lead&lead=\d+&pass=/)
      await shot(page, `contact-nojs-${locale}-${viewport.width}-sent`)
      await page.getByRole('link', { name: t.pickTitle }).click()
      await page.getByRole('heading', { level: 1, name: t.pickTitle }).waitFor()

      const menu = page.getByLabel(t.zoneLabel)
      const names = await menu.locator('option').allTextContents()
      expect(names).toContain(zoneName('America/St_Johns', localeTags[locale]))
      expect(names).toContain(chosenWords)
      expect(names.some((n) => n.includes('America/'))).toBe(false)
      await menu.selectOption({ label: chosenWords })
      await page.getByRole('button', { name: t.zoneButton }).click()
      await page.getByText(fill(t.shownIn, { zone: chosenWords })).waitFor()
      await shot(page, `contact-nojs-${locale}-${viewport.width}-pick`)

      const slot = page.getByRole('radio').first()
      const startsAt = (await slot.getAttribute('value'))!
      await slot.check()
      await page.getByRole('button', { name: t.book }).click()
      await page.getByRole('heading', { level: 1, name: t.bookedTitle }).waitFor()
      expect(await page.getByRole('status').textContent()).toContain(`, ${chosenWords}.`)
      await expectBooked(email, startsAt, chosen)
      await page.close()
    })
  }
})

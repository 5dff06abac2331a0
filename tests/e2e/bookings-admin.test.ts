import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, fr } from '../../admin/i18n/messages/bookings'
import { serverMessagesFr } from '../../admin/i18n/messages/server-errors-fr'
import { errorsEn } from '../../server/i18n/errors-en'
import { leadsDeskMessages } from '../../admin/i18n/messages/leads-desk'
import { zoneName } from '../../shared/booking/days'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { launchBrowser, openPage, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { sharedContext } from '../helpers/c-browser'
import { postJson, validInquiry } from '../helpers/leads'
import { LATE_PICK_MINUTES } from '../../shared/booking/rules'

/**
 * Issue 35 in the back office, in English and French: an administrator gives Sam weekly hours,
 * finds a demo that has begun in the agenda and marks it held; after a visitor books a demo, the
 * leads list shows the lead "Demo booked" with its salesperson as owner, and the lead page its
 * booking in the admin's own zone. Needs the built admin (npm run build).
 * Screenshots of the agenda and availability screens at 390 and 1440 px go to SHOTS_DIR.
 */
let app: TestApp
let browser: Browser
let samId = 0
const shots = process.env.SHOTS_DIR

async function bookDemo(name: string): Promise<number> {
  const at = new Date().toISOString()
  const [lead] = (await app
    .db('leads')
    .insert({ kind: 'demo', name, company: `${name} Bistro`, email: `${name}@example.com`, created_at: at })
    .returning('id')) as { id: number }[]
  const start = Date.now() - 10 * 60_000
  const [row] = (await app
    .db('bookings')
    .insert({
      lead_id: lead!.id,
      user_id: samId,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 15 * 60_000).toISOString(),
      visitor_time_zone: 'America/Toronto',
      status: 'booked',
      token_hash: `hash-${name}`,
      sequence: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')) as { id: number }[]
  return row!.id
}

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'proprio@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'proprio@mapleserve.test' }).update({ locale: 'fr' })
  samId = (await createUser(app, 'sam@mapleserve.test', 'editor')).id
  await app.db('users').where({ id: samId }).update({ sales: true })
  browser = await launchBrowser()
  if (shots) mkdirSync(shots, { recursive: true })
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/**
 * One browser for the file (the admin's code stays cached and compiled from test to test), in Vancouver: the lead
 * page shows a booking in the admin's own zone. Each test signs its administrator in (the admin takes its language
 * from the account) and has a page of its own.
 */
const office = sharedContext(() => browser, { viewport: VIEWPORTS.desktop, timezoneId: 'America/Vancouver' })

describe.each([
  { lang: 'en', email: 'owner@mapleserve.test', m: en.bookings, lead: 'Ana', day: 4, overlap: '' },
  {
    lang: 'fr',
    email: 'proprio@mapleserve.test',
    m: fr.bookings,
    lead: 'Benoît',
    day: 3,
    overlap: serverMessagesFr.server['booking.hours_overlap'].replace('%{from}', '09:00').replace('%{to}', '11:30'),
  },
])('the demo back office in $lang', ({ lang, email, m, lead, day, overlap }) => {
  it('says under the booking rules’ minimum notice how long a time a visitor picked stays bookable once within it, and offers no delete of the rules', async () => {
    const { context, open } = office
    const { page, problems, close } = await open()
    await signInThroughApi(context, app.url, email, PASSWORD)
    await page.goto(`${app.url}/admin/booking-settings/1`)
    const notice = page.getByLabel(m.settings.notice)
    await notice.waitFor()
    const help = m.settings.notice_help.replace('%{minutes}', String(LATE_PICK_MINUTES))
    expect(await notice.getAttribute('aria-describedby')).toBeTruthy()
    await page.getByText(help).waitFor()
    // The one set of rules is saved, never deleted (the API has no delete for it).
    await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'Enregistrer' }).waitFor()
    expect(await page.getByRole('button', { name: lang === 'en' ? 'Delete' : 'Supprimer' }).count()).toBe(0)
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await close()
  })

  it('sets Sam’s hours (an overlapping range is refused under its field), finds the demo in the agenda and marks it held', async () => {
    const bookingId = await bookDemo(lead)
    // Sam's week so far: Tuesday 9:00 to 11:30.
    await app.db('sales_hours').where({ user_id: samId }).delete()
    await app.db('sales_hours').insert({ user_id: samId, weekday: 2, from_minute: 540, to_minute: 690 })
    const { context, open } = office
    const { page, problems, close } = await open()
    await signInThroughApi(context, app.url, email, PASSWORD)

    await page.goto(`${app.url}/admin/availability/${samId}`)
    await page.getByText(m.availability.hours).first().waitFor()
    await page.locator('input[type="time"]').first().waitFor()
    await page
      .getByRole('button', { name: lang === 'en' ? 'Add' : 'Ajouter' })
      .first()
      .click()
    const pick = async (weekday: string) => {
      await page.getByRole('combobox').last().click()
      await page.getByRole('option', { name: weekday, exact: true }).click()
    }
    await pick(m.weekdays.d2)
    await page.locator('input[type="time"]').nth(2).fill('10:00')
    await page.locator('input[type="time"]').nth(3).fill('12:00')
    const save = page.getByRole('button', { name: lang === 'en' ? 'Save' : 'Enregistrer' })
    await save.click()
    // Tuesday twice, overlapping: the second range's start says so, in the admin's language.
    const refusal = overlap || errorsEn['booking.hours_overlap'].replace('%{from}', '09:00').replace('%{to}', '11:30')
    await page.getByText(refusal).waitFor()
    if (shots) await page.screenshot({ path: path.join(shots, `availability-overlap-${lang}-1440.png`) })
    await pick(m.weekdays[`d${day}` as 'd3' | 'd4'])
    await save.click()
    await expect
      .poll(() => app.db('sales_hours').where({ user_id: samId, weekday: day }).first(), { timeout: 30_000 })
      .toMatchObject({ from_minute: 600, to_minute: 720 })
    if (shots) await page.screenshot({ path: path.join(shots, `availability-${lang}-1440.png`), fullPage: true })

    // The agenda from the menu, as a user opens it (no reload of the whole admin).
    await page.getByRole('navigation').getByRole('link', { name: m.nav, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/bookings`)
    await page.getByRole('heading', { name: m.agenda.title }).waitFor()
    await page.getByText(`${lead} (${lead} Bistro)`, { exact: false }).first().waitFor()
    if (shots) await page.screenshot({ path: path.join(shots, `agenda-${lang}-1440.png`), fullPage: true })
    await page.getByText(`${lead} (${lead} Bistro)`, { exact: false }).first().click()
    await page.getByRole('button', { name: m.show.mark_held }).click()
    await page.getByText(m.status.held).first().waitFor()
    await expect
      .poll(async () => (await app.db('bookings').where({ id: bookingId }).first())?.status, { timeout: 30_000 })
      .toBe('held')

    if (shots) {
      const phone = await openPage(browser, VIEWPORTS.mobile)
      await phone.context.addCookies(await context.cookies())
      for (const [name, url, text] of [
        ['agenda', '/admin/bookings', m.agenda.title],
        ['availability', `/admin/availability/${samId}`, m.availability.hours],
      ] as const) {
        await phone.page.goto(`${app.url}${url}`)
        await phone.page.getByText(text).first().waitFor()
        await phone.page.screenshot({ path: path.join(shots, `${name}-${lang}-390.png`), fullPage: true })
      }
      await phone.context.close()
    }
    // 401s are the session checks before signing in, the one 400 the overlapping save; anything else is a fault.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ])
    await close()
  }, 180_000)
})

describe.each([
  { lang: 'en', email: 'owner@mapleserve.test', m: en.bookings, desk: leadsDeskMessages.en.desk, tag: 'en-CA' },
  { lang: 'fr', email: 'proprio@mapleserve.test', m: fr.bookings, desk: leadsDeskMessages.fr.desk, tag: 'fr-CA' },
])('a demo a visitor booked, in the $lang admin', ({ lang, email, m, desk, tag }) => {
  it('shows the lead "Demo booked" with its salesperson as owner, and the booking on the lead page', async () => {
    // A salesperson free every day, all day: the visitor finds a slot whatever the hour.
    const sue = await createUser(app, `sue-${lang}@mapleserve.test`, 'editor')
    await app.db('users').where({ id: sue.id }).update({ sales: true })
    await app
      .db('sales_hours')
      .insert([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ user_id: sue.id, weekday, from_minute: 0, to_minute: 1440 })))
    const visitor = `visitor-${lang}@bistro-maple.ca`
    const stored = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: visitor })
    expect(stored.status).toBe(201)
    const { id, booking } = (await stored.json()) as { id: number; booking: { lead: number; pass: string } }
    const { slots } = (await (await fetch(`${app.url}/api/bookings/slots`)).json()) as { slots: { startsAt: string }[] }
    const booked = await postJson(`${app.url}/api/bookings`, { ...booking, startsAt: slots[0]!.startsAt })
    expect(booked.status).toBe(201)
    const row = (await app.db('bookings').where({ lead_id: id }).first()) as { user_id: number }
    const seller = ((await app.db('users').where({ id: row.user_id }).first()) as { email: string }).email

    const { context, open } = office
    const { page, problems, close } = await open()
    await signInThroughApi(context, app.url, email, PASSWORD)
    await page.goto(`${app.url}/admin/leads`)
    const listed = page.getByRole('row').filter({ hasText: visitor })
    await listed.getByText(desk.status.demo_booked, { exact: true }).waitFor()
    await listed.getByText(seller, { exact: true }).waitFor()
    if (shots) await page.screenshot({ path: path.join(shots, `leads-booked-${lang}-1440.png`), fullPage: true })

    await listed.click()
    await page.waitForURL(`${app.url}/admin/leads/demo-${id}`)
    const block = page.getByTestId('lead-booking')
    await page.getByRole('heading', { name: m.lead.title }).waitFor()
    const vancouver = zoneName('America/Vancouver', tag)
    await block.getByText(m.lead.zone.replace('%{zone}', vancouver)).waitFor()
    // The booked instant as the admin's browser reads it in its zone (its own zone data).
    const when = await page.evaluate(
      ([iso, locale]) =>
        new Date(iso!).toLocaleTimeString(locale, { timeZone: 'America/Vancouver', timeStyle: 'short' }),
      [slots[0]!.startsAt, tag],
    )
    expect(await block.textContent()).toContain(when)
    await block.getByText(m.status.booked, { exact: true }).waitFor()
    await block.getByText(seller, { exact: false }).waitFor()
    // Its history: the timeline's booking entry.
    await page.getByTestId('lead-timeline').getByText(m.timeline.booked.split(' %{when}')[0]!).waitFor()
    if (shots) {
      await page.screenshot({ path: path.join(shots, `lead-booking-${lang}-1440.png`), fullPage: true })
      await page.setViewportSize(VIEWPORTS.mobile)
      await block.waitFor()
      await page.screenshot({ path: path.join(shots, `lead-booking-${lang}-390.png`), fullPage: true })
    }
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await close()
  }, 180_000)
})

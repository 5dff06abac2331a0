import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, fr } from '../../admin/i18n/messages/bookings'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { launchBrowser, openPage, signInThroughForm, VIEWPORTS } from '../helpers/browser'

/**
 * Issue 35 in the back office, in English and French: an administrator gives Sam weekly hours,
 * finds a demo that has begun in the agenda and marks it held. Needs the built admin (npm run build).
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

describe.each([
  { lang: 'en', email: 'owner@mapleserve.test', m: en.bookings, lead: 'Ana', weekday: 'Tuesday' },
  { lang: 'fr', email: 'proprio@mapleserve.test', m: fr.bookings, lead: 'Benoît', weekday: 'mardi' },
])('the demo back office in $lang', ({ lang, email, m, lead, weekday }) => {
  it('sets Sam’s hours, finds the demo in the agenda and marks it held', async () => {
    const bookingId = await bookDemo(lead)
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop)
    await signInThroughForm(page, app.url, email, PASSWORD)

    await page.goto(`${app.url}/admin/availability/${samId}`)
    await page.getByText(m.availability.hours).first().waitFor()
    await page
      .getByRole('button', { name: lang === 'en' ? 'Add' : 'Ajouter' })
      .first()
      .click()
    await page.getByRole('combobox').last().click()
    await page.getByRole('option', { name: weekday, exact: true }).click()
    await page.locator('input[type="time"]').nth(-2).fill('09:00')
    await page.locator('input[type="time"]').last().fill('11:30')
    await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'Enregistrer' }).click()
    await expect
      .poll(() => app.db('sales_hours').where({ user_id: samId, weekday: 2 }).first(), { timeout: 30_000 })
      .toMatchObject({ from_minute: 540, to_minute: 690 })
    if (shots) await page.screenshot({ path: path.join(shots, `availability-${lang}-1440.png`), fullPage: true })

    await page.goto(`${app.url}/admin/bookings`)
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
    // 401s are the session checks before signing in; anything else (a refused query) is a fault.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await context.close()
  }, 180_000)
})

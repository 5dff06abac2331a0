import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { startTestApp } from '../helpers/app'
import { pagePerKey } from '../helpers/a-session'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { validInquiry } from '../helpers/leads'

/**
 * Opening the leads list (issue 32: in 1 s or less with 500 leads) asks the server for each thing once:
 * the session, the users (owner filter, bulk assign and the owner column share one answer) and the
 * page of leads. English and French.
 */
let app: TestApp
let browser: Browser

beforeAll(async () => {
  app = await startTestApp()
  const owner = await createUser(app, 'owner@mapleserve.test', 'admin')
  const fr = await createUser(app, 'ventes@mapleserve.test', 'admin')
  await app.db('users').where({ id: fr.id }).update({ locale: 'fr' })
  for (const email of ['first@example.test', 'second@example.test']) {
    const res = await fetch(`${app.url}/api/demo-inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiry, email }),
    })
    expect(res.status).toBe(201)
  }
  await app.db('leads').where({ email: 'second@example.test' }).update({ owner_id: owner.id })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})
/**
 * One desktop page for the file (the admin's code cached, as in a user's browser), which each test signs in through
 * the API as its user: the first load of the admin after that is the list's own. The admin takes its language from
 * the account, whatever the page's last one.
 */
const deskPage = pagePerKey(async (_key: 'desk') => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
  context.setDefaultTimeout(30_000)
  context.setDefaultNavigationTimeout(60_000)
  return context
})
async function signedIn(email: string) {
  const desk = await deskPage('desk')
  await signInThroughApi(desk.page.context(), app.url, email, PASSWORD)
  return desk
}

for (const [email, t] of [
  ['owner@mapleserve.test', { filter: 'Owner' }],
  ['ventes@mapleserve.test', { filter: 'Responsable' }],
] as const) {
  describe(`the leads list opened by address (${email})`, () => {
    it('when it has shown its rows and gone quiet, then the session, the users and the leads were each asked for once', async () => {
      const { page, problems } = await signedIn(email)
      const asked: string[] = []
      page.on('request', (req) => {
        const url = new URL(req.url())
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname)
      })
      await page.goto(`${app.url}/admin/leads`)
      const assigned = page.getByRole('row').filter({ hasText: 'second@example.test' })
      // The owner column shows the owner's email (the users' answer reached the rows).
      await assigned.getByText('owner@mapleserve.test').waitFor()
      await page.getByRole('row').filter({ hasText: 'first@example.test' }).waitFor()
      await page.getByLabel(t.filter).waitFor()
      await page.waitForLoadState('networkidle')
      const count = (path: string) => asked.filter((p) => p === path).length
      expect({
        me: count('/api/auth/me'),
        users: count('/api/admin/users'),
        leads: count('/api/admin/leads'),
      }).toEqual({ me: 1, users: 1, leads: 1 })
      expect(problems).toEqual([])
    })
  })
}

describe('the leads list reopened by address after its order was changed', () => {
  it('shows the saved order at once and asks for the leads once', async () => {
    const { page, problems } = await signedIn('owner@mapleserve.test')
    await page.goto(`${app.url}/admin/leads`)
    await page.getByRole('row').filter({ hasText: 'first@example.test' }).waitFor()
    // Newest first by default: second, then first. A click on "Received" turns it to oldest first.
    await page.locator('thead').getByText('Received', { exact: true }).click()
    await page.waitForURL(/order=ASC/)
    const emails = () =>
      page
        .getByRole('row')
        .filter({ hasText: /@example\.test/ })
        .allTextContents()
        .then((rows) => rows.map((r) => /(first|second)@example\.test/.exec(r)?.[1]))
    await expect.poll(emails).toEqual(['first', 'second'])
    const asked: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.pathname === '/api/admin/leads') asked.push(url.search)
    })
    // The address without its query: the list takes its saved parameters (react-admin's store).
    await page.goto(`${app.url}/admin/leads`)
    await page.getByRole('row').filter({ hasText: 'second@example.test' }).waitFor()
    expect(await emails()).toEqual(['first', 'second'])
    await page.waitForLoadState('networkidle')
    expect(asked).toHaveLength(1)
    expect(decodeURIComponent(asked[0] ?? '')).toContain('sort=["createdAt","ASC"]')
    // The address with the list's query (a reload after a click on a column): its parameters, asked for once.
    await page.goto(`${app.url}/admin/leads?order=ASC&sort=createdAt&page=1&perPage=25`)
    await page.getByRole('row').filter({ hasText: 'second@example.test' }).waitFor()
    expect(await emails()).toEqual(['first', 'second'])
    await page.waitForLoadState('networkidle')
    expect(asked).toHaveLength(2)
    expect(problems).toEqual([])
  })
})

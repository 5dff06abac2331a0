import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/messages/redirects'
import { fr } from '../../admin/i18n/messages/redirects'
import type { TestApp } from '../helpers/app'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'

/** A 404 path becomes a redirect from the admin (issue 19, item 9), in English and in French. */
let app: TestApp
let browser: Browser
const visitor = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' }

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

describe.each([
  ['en-CA', 'owner@mapleserve.test', en.redirects, '/old-menu-page', '/pricing'],
  ['fr-CA', 'proprio@mapleserve.test', fr.redirects, '/ancienne-page-menu', '/fr/pricing'],
] as const)('redirects screen (%s)', (locale, email, t, missing, target) => {
  it('when an admin picks "redirect to" on a top 404 path, then the path answers 301; a loop gets the message', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.url}${missing}`, { headers: visitor })).status).toBe(404)
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const problems: string[] = []
    page.on('pageerror', (err) => problems.push(err.message))
    page.on('console', (msg) => {
      if (/Missing translation/i.test(msg.text())) problems.push(msg.text())
    })
    // Signed in through the API (the sign-in form is no part of this test), then from the dashboard to the screen.
    await signInThroughApi(context, app.url, email, PASSWORD)
    await page.goto(`${app.url}/admin/dashboard`)
    await page.getByRole('link', { name: t.nav }).first().click()
    await page.waitForURL(/\/admin\/redirects/)

    const row = page.getByRole('table', { name: t.not_found.title }).getByRole('row').filter({ hasText: missing })
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('3')
    await row.getByRole('button', { name: t.not_found.redirect }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByLabel(t.dialog.from).inputValue()).toBe(missing)
    await dialog.getByLabel(t.dialog.to).fill(target)
    await dialog.getByRole('button', { name: t.dialog.save }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.getByRole('table', { name: t.list.title }).getByText(missing).count()).toBe(1)

    const moved = await fetch(`${app.url}${missing}`, { headers: visitor, redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(target)

    // A redirect back to the redirected path is refused with the server's message in the dialog (French for a French admin).
    await page.getByRole('button', { name: t.list.add }).click()
    await dialog.getByLabel(t.dialog.from).fill(target)
    await dialog.getByLabel(t.dialog.to).fill(missing)
    await dialog.getByRole('button', { name: t.dialog.save }).click()
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        locale === 'fr-CA'
          ? `Cette redirection ferait une boucle : ${target} → ${missing} → ${target}.`
          : `This redirect would make a loop: ${target} → ${missing} → ${target}.`,
      )
    expect(problems).toEqual([])
    await context.close()
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../helpers/admin'
import { launchBrowser } from '../helpers/browser'
import { pagePerKey, signedInContext } from '../helpers/a-session'
import { startLeadsApp, type LeadsApp } from '../helpers/leads'

/**
 * Nothing typed is lost (issue 32): every form of the back office, not only the post editor, asks
 * before the menu takes the user elsewhere; staying keeps what was typed, leaving goes. Settings
 * holds two forms (public profile and password), which react-router alone could not both guard.
 * English and French admins.
 */
let app: LeadsApp
let browser: Browser

beforeAll(async () => {
  app = await startLeadsApp({})
  await createUser(app, 'owner@mapleserve.test', 'admin')
  const fr = await createUser(app, 'proprietaire@mapleserve.test', 'admin')
  await app.db('users').where({ id: fr.id }).update({ locale: 'fr' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/**
 * The admin's one page, signed in through the API (the form has its own tests) at 1440 px, reused by each test: each
 * test opens its form.
 */
const openAs = pagePerKey((email: string) => signedInContext(browser, app.url, email, PASSWORD))

/** Clicks Dashboard in the menu, answers the prompt and returns the prompts seen. */
async function leaveByMenu(page: Page, dashboard: string, answer: 'stay' | 'leave'): Promise<string[]> {
  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept())
  })
  await page.getByRole('navigation').getByRole('link', { name: dashboard, exact: true }).click()
  await expect.poll(() => asked.length).toBe(1)
  return asked
}

const unexpected = (problems: string[]) => problems.filter((p) => !/status of 401/.test(p))

for (const [lang, email, t] of [
  [
    'en',
    'owner@mapleserve.test',
    {
      dashboard: 'Dashboard',
      prompt: /changes weren't saved/,
      current: 'Current Password',
      publicName: 'Public name',
      subject: 'Subject',
    },
  ],
  [
    'fr',
    'proprietaire@mapleserve.test',
    {
      dashboard: 'Tableau de bord',
      prompt: /changements n'ont pas été enregistrés/,
      current: 'Mot de passe actuel',
      publicName: 'Nom public',
      subject: 'Objet',
    },
  ],
] as const) {
  describe(`a changed form that is not a post (${lang} admin)`, () => {
    it('when the password form has text and Dashboard is clicked, then a prompt asks, and staying keeps the text', async () => {
      const { page, problems } = await openAs(email)
      await page.goto(`${app.url}/admin/settings`)
      const field = page.getByLabel(t.current)
      await field.fill('half typed')
      const asked = await leaveByMenu(page, t.dashboard, 'stay')
      expect(asked[0]).toMatch(t.prompt)
      expect(page.url()).toBe(`${app.url}/admin/settings`)
      expect(await field.inputValue()).toBe('half typed')
      expect(unexpected(problems)).toEqual([])
    })

    it('when the public profile (the other form of Settings) has text, then a prompt asks too, and leaving goes', async () => {
      const { page, problems } = await openAs(email)
      await page.goto(`${app.url}/admin/settings`)
      const field = page.getByLabel(t.publicName, { exact: true })
      await field.fill('Ada Lovelace')
      expect((await leaveByMenu(page, t.dashboard, 'stay'))[0]).toMatch(t.prompt)
      expect(await field.inputValue()).toBe('Ada Lovelace')
      expect((await leaveByMenu(page, t.dashboard, 'leave'))[0]).toMatch(t.prompt)
      await page.waitForURL(`${app.url}/admin/dashboard`)
      expect(unexpected(problems)).toEqual([])
    })

    it('when a new newsletter has a subject, then a prompt asks, and staying keeps the subject', async () => {
      const { page, problems } = await openAs(email)
      await page.goto(`${app.url}/admin/newsletters/create`)
      const field = page.getByRole('textbox', { name: t.subject, exact: true })
      await field.fill('November news')
      expect((await leaveByMenu(page, t.dashboard, 'stay'))[0]).toMatch(t.prompt)
      expect(page.url()).toBe(`${app.url}/admin/newsletters/create`)
      expect(await field.inputValue()).toBe('November news')
      expect(unexpected(problems)).toEqual([])
    })
  })
}

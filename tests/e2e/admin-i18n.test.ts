import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, PASSWORD } from '../helpers/admin'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { axeResults } from '../helpers/axe'
import { requestsInFlight } from '../helpers/c-quiet'

let app: TestApp
let browser: Browser
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'colleague@mapleserve.test', 'admin')
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** Every message string, by key path ('mapleserve.nav.dashboard' -> 'Dashboard'). */
function leaves(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

/**
 * English texts that French replaces (the same words in both, like 'CRM' or 'Restaurant', are not
 * leftovers). A text with a placeholder is matched by its fixed start ('Signed in as '). The logo
 * reads "MapleServe Admin" in both languages (the brand), so the English title is left out.
 */
const frenchTexts = leaves(fr)
const englishOnly = [...leaves(en)]
  .filter(([key, text]) => frenchTexts.get(key) !== text && key !== 'mapleserve.app.title')
  .flatMap(([, text]) => text.split(' |||| '))
  .map((text) => ({ text: text.split('%{')[0]!.trim(), prefix: text.includes('%{') }))
  .filter(({ text }) => text.length >= 4)

/** The visible lines and the accessible names, placeholders and titles of the page. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((l) => l.trim())
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name)?.trim() ?? ''),
    )
    return [...lines, ...attributes].filter(Boolean)
  })
}

async function leftoverEnglish(page: Page): Promise<string[]> {
  const texts = await shownTexts(page)
  return texts.filter((shown) =>
    englishOnly.some(({ text, prefix }) => shown === text || (prefix && shown.startsWith(`${text} `))),
  )
}

interface Visit {
  context: BrowserContext
  page: Page
  problems: string[]
}

/** A browser with a language; console errors (other than 401s) and missing translations are problems. */
async function openPage(locale: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (/Missing translation/i.test(text)) problems.push(`missing translation: ${text}`)
    else if (msg.type() === 'error' && !/status of 401/.test(text)) problems.push(`console: ${text}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return { context, page, problems }
}

async function signIn(page: Page, email: string, button: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: button, exact: true }).click()
}

async function storedLocale(email: string): Promise<string> {
  const row = (await app.db('users').where({ email }).first('locale')) as { locale: string }
  return row.locale
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await axeResults(page)
  return results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('when a signed-in user switches the admin to French', () => {
  it('then menus and screens turn French at once, stay French after a reload and on another browser', async () => {
    const { context, page, problems } = await openPage('en-US')
    await page.goto(`${app.url}/admin`)
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor()
    expect(await htmlLang(page)).toBe('en-CA')
    await signIn(page, 'owner@mapleserve.test', 'Sign In')
    await page.waitForURL(`${app.url}/admin/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()

    await page.getByRole('button', { name: /^Change the admin language/ }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await page.getByRole('heading', { name: 'Tableau de bord', exact: true }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Administration' })
    for (const link of ['Tableau de bord', 'Articles', 'Prospects', 'Abonnés', 'Utilisateurs', 'Paramètres']) {
      await nav.getByRole('link', { name: link, exact: true }).waitFor()
    }
    for (const label of ['Articles au total', 'Publiés', 'Brouillons', 'Ce mois-ci', 'Articles récents']) {
      await page.getByText(label, { exact: true }).first().waitFor()
    }
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor()
    expect(await htmlLang(page)).toBe('fr-CA')
    expect(await page.title()).toBe('Administration MapleServe')
    await expect.poll(() => storedLocale('owner@mapleserve.test')).toBe('fr')
    expect(await storedLocale('colleague@mapleserve.test')).toBe('en')
    expect(await leftoverEnglish(page)).toEqual([])

    await page.reload()
    await page.getByRole('heading', { name: 'Tableau de bord', exact: true }).waitFor()
    expect(await htmlLang(page)).toBe('fr-CA')

    // Each screen, French through and through, once it has drawn what it asked for.
    const network = requestsInFlight(page)
    // Reached from the menu (as a user does; the reload above was the full load), the editor by its address.
    for (const [route, heading] of [
      ['/admin/blogs', 'Articles'],
      ['/admin/blogs/new', 'Nouvel article'],
      ['/admin/settings', 'Paramètres'],
      ['/admin/leads', 'Prospects'],
      ['/admin/subscribers', 'Abonnés'],
      ['/admin/users', 'Utilisateurs'],
    ] as const) {
      if (route === '/admin/blogs/new') await page.goto(`${app.url}${route}`)
      else await nav.getByRole('link', { name: heading, exact: true }).click()
      await page.waitForURL((url) => url.pathname === route)
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      await network.settled()
      expect(await leftoverEnglish(page), route).toEqual([])
      if (route === '/admin/settings') expect(await axeViolations(page, route)).toEqual([])
    }
    // The form's own checks speak French too.
    await page.goto(`${app.url}/admin/blogs/new`)
    await page.getByRole('button', { name: 'Publier', exact: true }).click()
    await page.getByText('Le titre est obligatoire').waitFor()
    await page.getByText('Veuillez remplir les champs obligatoires').waitFor()
    expect(await leftoverEnglish(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()

    // Another browser, in English: once signed in, the admin opens in the saved French.
    const other = await openPage('en-US')
    await other.page.goto(`${app.url}/admin`)
    await other.page.getByRole('heading', { name: 'Admin Sign In' }).waitFor()
    await signIn(other.page, 'owner@mapleserve.test', 'Sign In')
    await other.page.getByRole('heading', { name: 'Tableau de bord', exact: true }).waitFor()
    expect(await htmlLang(other.page)).toBe('fr-CA')

    // Back to English from the settings page (opened from the menu).
    await other.page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Paramètres' })
      .click()
    await other.page.waitForURL(`${app.url}/admin/settings`)
    await other.page.getByRole('heading', { name: 'Paramètres', exact: true }).waitFor()
    await other.page.getByRole('combobox', { name: 'Langue' }).click()
    await other.page.getByRole('option', { name: 'English' }).click()
    await other.page.getByRole('heading', { name: 'Settings', exact: true }).waitFor()
    expect(await htmlLang(other.page)).toBe('en-CA')
    await expect.poll(() => storedLocale('owner@mapleserve.test')).toBe('en')
    expect(other.problems).toEqual([])
    await other.context.close()
  })
})

describe('when the sign-in page opens in a French browser', () => {
  it('then it is in French, can switch to English, and the account’s own language wins after sign-in', async () => {
    const { context, page, problems } = await openPage('fr-CA')
    await page.goto(`${app.url}/admin`)
    await page.getByRole('heading', { name: 'Connexion à l’administration' }).waitFor()
    expect(await htmlLang(page)).toBe('fr-CA')
    await page.getByLabel('Adresse courriel').waitFor()
    await page.getByText('Les comptes sont créés par un administrateur', { exact: false }).waitFor()
    expect(await leftoverEnglish(page)).toEqual([])
    expect(await axeViolations(page, '/admin')).toEqual([])

    // A wrong password, in French.
    await page.locator('input[name="email"]').fill('colleague@mapleserve.test')
    await page.locator('input[name="password"]').fill('not my password')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Courriel ou mot de passe incorrect.')

    // The switch on the sign-in page changes only this page (nobody is signed in yet).
    await page.getByRole('button', { name: /^Changer la langue de l’administration/ }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor()
    expect(await htmlLang(page)).toBe('en-CA')
    await page.getByRole('button', { name: /^Change the admin language/ }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await page.getByRole('heading', { name: 'Connexion à l’administration' }).waitFor()

    // The colleague never chose French: the admin opens in English, the account's language.
    await signIn(page, 'colleague@mapleserve.test', 'Se connecter')
    await page.waitForURL(`${app.url}/admin/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    expect(await htmlLang(page)).toBe('en-CA')
    expect(await storedLocale('colleague@mapleserve.test')).toBe('en')
    expect(problems).toEqual([])
    await context.close()
  })
})

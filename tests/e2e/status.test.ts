import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statusEn } from '../../admin/i18n/messages/status'
import { statusFr } from '../../admin/i18n/messages/status-fr'
import { createUser, PASSWORD, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { launchBrowser, signInThroughApi, signInThroughForm, VIEWPORTS } from '../helpers/browser'
import { startSmtp, waitFor, type TestSmtp } from '../helpers/leads'
import { axeResults } from '../helpers/axe'
import { sharedContext } from '../helpers/c-browser'

let browser: Browser
let app: TestApp
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  app = await startAdminTestApp({ SMTP_URL: smtp.url, BACKUP_SCHEDULE: 'daily at 03:15', TZ: 'America/Toronto' })
  await createUser(app, 'ops@mapleserve.test', 'admin')
  await createUser(app, 'writer@mapleserve.test', 'editor')
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})

/** Signs in through the form (the who-am-I call before it answers 401: filtered from the problems below). */
function signIn(page: Page, email: string): Promise<void> {
  return signInThroughForm(page, app.url, email, PASSWORD)
}

/**
 * One browser for the file (the admin's code stays cached): the first and last tests' desktop pages, the French
 * test's phone-sized one.
 */
const desk = sharedContext(() => browser, { viewport: VIEWPORTS.desktop })

const ITEMS = Object.keys(statusEn.items) as (keyof typeof statusEn.items)[]

/** The card of one item (a region named by its title) and the level its badge reads. */
function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true })
}

describe('when an administrator opens Status from the menu', () => {
  it('then every item shows with its level and rule, a backup turns red at 26 hours, and the test email arrives', async () => {
    const { page, problems, close } = await desk.open()
    await signIn(page, 'ops@mapleserve.test')
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Status' }).click()
    await page.waitForURL(`${app.url}/admin/status`)
    await page.getByRole('heading', { name: 'Operations Status', exact: true }).waitFor()
    for (const id of ITEMS) {
      const region = card(page, statusEn.items[id].title)
      await region.waitFor()
      expect(await region.getByText(/^(OK|Warning|Problem)$/).count(), id).toBe(1)
      expect(await region.getByText(/^Rule: /).count(), id).toBe(1)
    }
    const backup = card(page, 'Backups')
    expect(await backup.textContent()).toContain('Problem')
    expect(await backup.textContent()).toContain(`No backup in ${path.join(app.dataDir, 'backups')}.`)
    expect(await backup.textContent()).toContain('Rule: Red when the newest backup is older than 26 hr')
    expect(await card(page, 'Disk space').textContent()).toMatch(/free of .* on /)
    expect(await card(page, 'Mail').textContent()).toContain(`SMTP through ${new URL(smtp.url).host}`)
    expect(await card(page, 'Redis').textContent()).toContain('Not configured')

    // A backup from this morning: green. The same archive 27 hours old: red.
    const dir = path.join(app.dataDir, 'backups')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, 'mapleserve-20261123T081500Z.tar.gz')
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024))
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(() => backup.textContent()).toContain('OK')
    expect(await backup.textContent()).toContain(
      `3 MB: ${file}. Schedule “daily at 03:15” (America/Toronto), keeping 14.`,
    )
    const old = new Date(Date.now() - 27 * 3600_000)
    utimesSync(file, old, old)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(() => backup.textContent()).toContain('Problem')
    expect(await backup.textContent()).toMatch(/Last backup 27 hrs? ago/)

    await page.getByRole('button', { name: 'Send a Test Email' }).click()
    await page.getByText(/^Test email sent to ops@mapleserve\.test \(SMTP, \d+ ms\)/).waitFor()
    const mail = await waitFor(() =>
      smtp.messages.find((m) => m.subject === 'MapleServe: test email from the status page'),
    )
    expect(mail.to).toMatchObject({ text: 'ops@mapleserve.test' })

    const axe = await axeResults(page)
    expect(axe.violations.map((v) => v.id)).toEqual([])
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([])
    await close()
  })
})

describe('when the administrator works in French', () => {
  it('then the status page is French, sizes and durations included', async () => {
    await app.db('users').where({ email: 'ops@mapleserve.test' }).update({ locale: 'fr' })
    const dir = path.join(app.dataDir, 'backups')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, 'mapleserve-20261123T081500Z.tar.gz')
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024))
    const old = new Date(Date.now() - 27 * 3600_000)
    utimesSync(file, old, old)
    const { context } = desk
    const { page, problems, close } = await desk.open()
    await page.setViewportSize(VIEWPORTS.mobile)
    const missing: string[] = []
    page.on('console', (msg) => {
      if (/Missing translation/i.test(msg.text())) missing.push(msg.text())
    })
    await signInThroughApi(context, app.url, 'ops@mapleserve.test', PASSWORD)
    await page.goto(`${app.url}/admin/status`)
    await page.getByRole('heading', { name: 'État de l’exploitation', exact: true }).waitFor()
    for (const id of ITEMS) await card(page, statusFr.items[id].title).waitFor()
    const backup = card(page, 'Sauvegardes')
    expect(await backup.textContent()).toContain('Problème')
    expect(await backup.textContent()).toContain('Dernière sauvegarde il y a 27\u00a0h')
    expect(await backup.textContent()).toContain('3\u00a0Mo')
    await page.getByText('Dernières lignes d’erreur du journal').waitFor()
    expect(missing).toEqual([])
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([])
    await close()
  })
})

describe('when an editor signs in', () => {
  it('then the menu has no Status entry and the page cannot load the report', async () => {
    // The first test's browser (its caches warm), signed out.
    const { context } = desk
    await context.clearCookies()
    const page = await context.newPage()
    await signInThroughApi(context, app.url, 'writer@mapleserve.test', PASSWORD)
    await page.goto(`${app.url}/admin/dashboard`)
    const nav = page.getByRole('navigation', { name: 'Admin', exact: true })
    await nav.getByRole('link', { name: 'Settings' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Status' }).count()).toBe(0)
    const res = await page.request.get(`${app.url}/api/admin/status`)
    expect(res.status()).toBe(403)
    await page.close()
  })
})

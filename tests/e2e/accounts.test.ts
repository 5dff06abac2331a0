import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { generate } from 'otplib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, PASSWORD } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'

let app: TestApp
let browser: Browser
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'francine@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'francine@mapleserve.test' }).update({ locale: 'fr' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/**
 * A browser of its own (its own session), or a new page of `reused`; console errors other than 401s and missing
 * translations are problems.
 */
async function open(viewport: { width: number; height: number } = VIEWPORTS.desktop, reused?: BrowserContext) {
  const context = reused ?? (await browser.newContext({ viewport }))
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (/Missing translation/i.test(text)) problems.push(`missing translation: ${text}`)
    else if (msg.type() === 'error' && !/status of (401|429)/.test(text)) problems.push(`console: ${text}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return { context, page, problems }
}

async function password(page: Page, email = 'owner@mapleserve.test'): Promise<void> {
  await page.goto(`${app.url}/admin`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.locator('button[type="submit"]').first().click()
}

/** Opens a screen from the menu, as a user does (no reload of the whole admin). */
async function fromMenu(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click()
  await page.waitForURL(`${app.url}${path}`)
}

/** A screenshot to SHOTS_DIR when it is set (for a person to look at; nothing is checked in it). */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, name), fullPage })
}

/** The code of the next 30-second step: the step used to turn 2FA on is spent, and ±1 step is accepted. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

/** The phone browser of the first test, signed out by it, for the French test (its caches warm). */
let phone: BrowserContext | undefined

describe('when a user turns on two-factor sign-in in the browser', () => {
  it('then sign-in asks for the code, a recovery code works once, the audit log shows it, and another session is ended', async () => {
    const a = await open()
    await password(a.page)
    await a.page.waitForURL(`${app.url}/admin/dashboard`)
    await fromMenu(a.page, 'Settings', '/admin/settings')
    await a.page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click()
    await a.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    const secret = (await a.page.getByTestId('totp-secret').textContent())!.trim()
    await a.page.getByLabel('Code').fill(await generate({ secret }))
    await a.page.getByRole('button', { name: 'Turn On' }).click()
    // The codes appear when the server has answered: wait for them rather than reading at once.
    const list = a.page.getByTestId('recovery-codes').locator('li')
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(10)
    const codes = (await list.allTextContents()).map((c) => c.trim())
    expect(codes).toHaveLength(10)
    await shot(a.page, 'accounts-2fa-1440.png', true)

    await a.page.getByRole('button', { name: 'Sign Out' }).first().click()
    await a.page.waitForURL(`${app.url}/admin`)
    await password(a.page)
    await a.page.getByText('Enter the 6-digit code from your authenticator app.').waitFor()
    await shot(a.page, 'accounts-code-1440.png')
    await a.page.getByLabel('Code').fill(await nextCode(secret))
    await a.page.getByRole('button', { name: 'Verify' }).click()
    // Back to the page the user signed out from.
    await a.page.getByRole('heading', { name: 'Two-Factor Sign-In' }).waitFor()

    // A second browser signs in with a recovery code; a third cannot use it again.
    const b = await open(VIEWPORTS.mobile)
    await password(b.page)
    await b.page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await b.page.getByLabel('Recovery code').fill(codes[0]!)
    await b.page.getByRole('button', { name: 'Verify' }).click()
    await b.page.waitForURL(`${app.url}/admin/dashboard`)
    const c = await open()
    await password(c.page)
    await c.page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await c.page.getByLabel('Recovery code').fill(codes[0]!)
    await c.page.getByRole('button', { name: 'Verify' }).click()
    await c.page.getByText('That code is not right. Try the newest code or a recovery code.').waitFor()
    expect(c.page.url()).toBe(`${app.url}/admin`)

    // The first browser sees both sessions and ends the other one.
    await a.page.goto(`${app.url}/admin/settings`)
    const sessions = a.page.getByTestId('sessions')
    await expect.poll(() => sessions.locator('li').count()).toBe(2)
    await sessions.getByText('This session').waitFor()
    await shot(a.page, 'accounts-settings-1440.png', true)
    await sessions.getByRole('button', { name: 'Sign Out' }).click()
    await expect.poll(() => sessions.locator('li').count()).toBe(1)
    await b.page.goto(`${app.url}/admin/dashboard`)
    await b.page.waitForURL(`${app.url}/admin`)

    await fromMenu(a.page, 'Audit Log', '/admin/audit')
    await a.page.getByRole('heading', { name: 'Audit Log' }).waitFor()
    for (const event of [
      'Two-factor turned on',
      'Recovery code used',
      'Wrong two-factor code',
      'Signed in',
      'Sessions signed out',
    ])
      await a.page.getByRole('cell', { name: event, exact: true }).first().waitFor()
    await shot(a.page, 'accounts-audit-1440.png', true)
    // Export CSV downloads the server's audit.csv (server/lib/csv.ts), not a file the browser writes.
    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      a.page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
    const file = await readFile((await download.path())!, 'utf8')
    expect(file.split('\n')[0]).toBe('\uFEFFid,at,actorId,actorEmail,action,target,ip,device,details')
    expect(file).toContain(',auth.recovery_code_used,')
    expect([...a.problems, ...b.problems, ...c.problems]).toEqual([])
    phone = b.context
    await Promise.all([a.context.close(), b.page.close(), c.context.close()])
  })

  it('then the new screens render in French without missing translations', async () => {
    const fr = await open(VIEWPORTS.mobile, phone)
    // Signed in through the API (the form is the test above's), then straight to Settings.
    await signInThroughApi(fr.context, app.url, 'francine@mapleserve.test', PASSWORD)
    await fr.page.goto(`${app.url}/admin/settings`)
    for (const heading of ['Connexion à deux facteurs', 'Sessions ouvertes', 'Sécurité'])
      await fr.page.getByRole('heading', { name: heading }).waitFor()
    await shot(fr.page, 'accounts-settings-fr-390.png', true)
    await fr.page.goto(`${app.url}/admin/audit`)
    await fr.page.getByRole('heading', { name: 'Journal d’audit' }).first().waitFor()
    await fr.page.getByRole('cell', { name: 'Connexion', exact: true }).first().waitFor()
    await shot(fr.page, 'accounts-audit-fr-390.png', true)
    expect(fr.problems).toEqual([])
    await fr.context.close()
    phone = undefined
  })
})

import { generate } from 'otplib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, PASSWORD } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { sharedContext } from '../helpers/c-browser'

let app: TestApp
let browser: Browser
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'turn-off@mapleserve.test', 'admin')
  await createUser(app, 'desactiver@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'desactiver@mapleserve.test' }).update({ locale: 'fr' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** The tests' browser, one for the file (the admin's code stays cached); each test signs its own user in. */
const desk = sharedContext(() => browser, { viewport: VIEWPORTS.desktop })

/**
 * Signs in (a page of its own, signed out first) and turns two-factor sign-in on; returns the page and its recovery
 * codes.
 */
async function signedInWithTwoFactor(email: string, labels: { setUp: string; code: string; turnOn: string }) {
  const { context } = desk
  await context.clearCookies()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (/Missing translation/i.test(text)) problems.push(`missing translation: ${text}`)
    else if (msg.type() === 'error' && !/status of (400|401)/.test(text)) problems.push(`console: ${text}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  // Signed in through the API (the form is admin.test.ts's and accounts.test.ts's subject): straight to Settings.
  await signInThroughApi(context, app.url, email, PASSWORD)
  await page.goto(`${app.url}/admin/settings`)
  await page.getByRole('button', { name: labels.setUp, exact: true }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel(labels.code, { exact: true }).fill(await generate({ secret }))
  await page.getByRole('button', { name: labels.turnOn, exact: true }).click()
  const list = page.getByTestId('recovery-codes').locator('li')
  await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(10)
  const codes = (await list.allTextContents()).map((c) => c.trim())
  return { context, page, problems, codes }
}

describe('when a user turns two-factor sign-in off in the admin', () => {
  it('then the form asks for the password and a code, and a wrong code keeps it on', async () => {
    const { page, problems, codes } = await signedInWithTwoFactor('turn-off@mapleserve.test', {
      setUp: 'Set Up Two-Factor Sign-In',
      code: 'Code',
      turnOn: 'Turn On',
    })
    const turnOff = page.getByRole('button', { name: 'Turn Off' })
    await page.getByLabel('Current password (to turn it off)').fill(PASSWORD)
    expect(await turnOff.isDisabled()).toBe(true)
    const code = page.getByLabel('Code from your app, or a recovery code')
    await code.fill('nope-nope')
    await turnOff.click()
    await page.getByText('That code is not right. Try the newest code or a recovery code.').waitFor()
    await code.fill(codes[1]!)
    await turnOff.click()
    await page.getByText('Off. Turn it on to ask for a code').waitFor()
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/two-factor-off-1440.png`, fullPage: true })
    expect(problems).toEqual([])
    await page.close()
  })

  it('then the French form says the same', async () => {
    const { page, problems, codes } = await signedInWithTwoFactor('desactiver@mapleserve.test', {
      setUp: 'Configurer la connexion à deux facteurs',
      code: 'Code',
      turnOn: 'Activer',
    })
    await page.getByLabel('Mot de passe actuel (pour la désactiver)').fill(PASSWORD)
    await page.getByLabel('Code de l’application ou code de récupération').fill(codes[0]!)
    await page.getByRole('button', { name: 'Désactiver', exact: true }).click()
    await page.getByText('La connexion à deux facteurs est désactivée.').first().waitFor()
    expect(problems).toEqual([])
    await page.close()
  })
})

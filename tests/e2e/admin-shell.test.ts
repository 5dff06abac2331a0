import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD, signIn as apiSignIn } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { sharedContext } from '../helpers/c-browser'
import { smallPng } from '../helpers/images'
import {
  postJson,
  startLeadsApp,
  startSmtp,
  validInquiry,
  waitFor,
  type LeadsApp,
  type TestSmtp,
} from '../helpers/leads'

/**
 * The back office's shell on react-admin (issue 32): the spec's URLs survive a reload, an editor at
 * an administrators' address gets one not-allowed page, the
 * leads list shows status, owner and waiting time at 1440 px, and "Forgot password?" works end to
 * end through a real SMTP server. English and French.
 */
let app: LeadsApp
let smtp: TestSmtp
let browser: Browser
let postId = 0
const SHOTS = process.env.ADMIN_SHOTS_DIR

beforeAll(async () => {
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url })
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'writer@mapleserve.test', 'editor')
  const fr = await createUser(app, 'redaction@mapleserve.test', 'editor')
  await app.db('users').where({ id: fr.id }).update({ locale: 'fr' })
  const api = await apiSignIn(app, 'owner@mapleserve.test')
  const form = new FormData()
  form.append('alt', 'Cover')
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
  const image = (await (await api.request('/api/admin/images', { method: 'POST', body: form })).json()) as unknown
  const res = await api.request('/api/admin/posts', {
    method: 'POST',
    json: { title: 'Faster lunch tickets', excerpt: 'Short.', content: 'Text.', category: 'Technology', image },
  })
  expect(res.status).toBe(201)
  postId = ((await res.json()) as { id: number }).id
  browser = await launchBrowser()
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})

/**
 * The desktop tests' browser (owner, then each editor, then owner again): one for the file, so the admin's code stays
 * cached and compiled from one test to the next; each test starts signed out (its cookies cleared) on a page of its
 * own.
 */
const desk = sharedContext(() => browser, { viewport: VIEWPORTS.desktop, locale: 'en-CA' })
async function signedOutPage() {
  await desk.context.clearCookies()
  const { page, problems, close } = await desk.open()
  return { context: desk.context, page, problems, close }
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${app.url}/admin`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(`${app.url}/admin/dashboard`)
}

/** 401s are the expected answer of /api/auth/me before signing in. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 401/.test(p))

describe('the spec URLs', () => {
  it('when each is opened and reloaded, then it shows its screen again', async () => {
    const { context, page, problems, close } = await signedOutPage()
    // Signed in through the API: the form is the subject of the tests below.
    await signInThroughApi(context, app.url, 'owner@mapleserve.test', PASSWORD)
    // Two tabs side by side, each opening and reloading its share of the addresses in turn (one tab's loads run while
    // the other's wait for the server or the renderer).
    const second = await desk.open()
    const check = async (tab: Page, paths: (readonly [string, string])[]) => {
      for (const [path, heading] of paths) {
        await tab.goto(`${app.url}${path}`)
        await tab.getByRole('heading', { name: heading, exact: true }).waitFor()
        await tab.reload()
        await tab.getByRole('heading', { name: heading, exact: true }).waitFor()
        expect(tab.url()).toBe(`${app.url}${path}`)
      }
    }
    await Promise.all([
      check(page, [
        ['/admin/dashboard', 'Dashboard'],
        ['/admin/blogs/new', 'Create New Blog Post'],
        ['/admin/settings', 'Settings'],
      ]),
      check(second.page, [
        ['/admin/blogs', 'Blog Posts'],
        [`/admin/blogs/${postId}/edit`, 'Edit Blog Post'],
      ]),
    ])
    expect(unexpected([...problems, ...second.problems])).toEqual([])
    await second.close()
    await close()
  })
})

for (const [email, t] of [
  ['writer@mapleserve.test', { title: 'Not allowed', menu: 'Leads', dashboard: 'Dashboard' }],
  ['redaction@mapleserve.test', { title: 'Accès non autorisé', menu: 'Prospects', dashboard: 'Tableau de bord' }],
] as const) {
  describe(`an editor (${email})`, () => {
    it('when typing an administrators’ address, then one clear not-allowed page shows, with no list and no error', async () => {
      const { context, page, problems, close } = await signedOutPage()
      // Signed in through the API (the form is the subject of the tests below); each address is typed in.
      await signInThroughApi(context, app.url, email, PASSWORD)
      for (const path of ['/admin/subscribers', '/admin/leads', '/admin/users', '/admin/audit', '/admin/analytics']) {
        const asked: string[] = []
        page.on('request', (req) => {
          if (req.url().includes('/api/admin/')) asked.push(req.url())
        })
        await page.goto(`${app.url}${path}`)
        await page.getByRole('heading', { name: t.title }).waitFor()
        expect(page.url()).toBe(`${app.url}${path}`)
        // The menu is there, without the administrators' entry.
        await page.getByRole('navigation').getByRole('link', { name: t.dashboard, exact: true }).first().waitFor()
        expect(await page.getByRole('navigation').getByRole('link', { name: t.menu }).count()).toBe(0)
        expect(await page.getByRole('table').count()).toBe(0)
        expect(await page.getByRole('alert').count()).toBe(0)
        // Nothing asked of that resource's API.
        const api = `/api${path}`
        expect(asked.filter((u) => new URL(u).pathname.startsWith(api))).toEqual([])
        page.removeAllListeners('request')
      }
      expect(unexpected(problems)).toEqual([])
      await close()
    })
  })
}

describe('"Forgot password?"', () => {
  for (const [lang, t] of [
    ['en', { link: 'Forgot password?', send: 'Send the link', save: 'Save the new password', done: 'reset' }],
    [
      'fr',
      {
        link: 'Mot de passe oublié?',
        send: 'Envoyer le lien',
        save: 'Enregistrer le nouveau mot de passe',
        done: 'réinitialisé',
      },
    ],
  ] as const) {
    it(`when a ${lang} user asks for a link, opens it and sets a password, then they sign in with it`, async () => {
      const email = `forgetful-${lang}@mapleserve.test`
      await createUser(app, email, 'editor')
      await app.db('users').where({ email }).update({ locale: lang })
      // At 390 px: the English user in the file's English browser (signed out), the French one in a French browser.
      const { page, close } =
        lang === 'en'
          ? await signedOutPage()
          : await (async () => {
              const context = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-CA' })
              return { page: await context.newPage(), close: () => context.close() }
            })()
      await page.setViewportSize(VIEWPORTS.mobile)
      await page.goto(`${app.url}/admin`)
      await page.getByRole('link', { name: t.link }).click()
      await page.waitForURL(`${app.url}/admin/forgot-password`)
      // The address changes before the new screen renders (react-router renders in a transition): until the send
      // button is there, input[name=email] is still the sign-in form's, and filling that one sends an empty form.
      const send = page.getByRole('button', { name: t.send })
      await send.waitFor()
      await page.locator('input[name="email"]').fill(email)
      await send.click()
      await page.getByRole('status').filter({ hasText: '30 minutes' }).waitFor()
      const mail = await waitFor(() =>
        smtp.messages.find((m) => m.text?.includes(email) || (m.to && !Array.isArray(m.to) && m.to.text === email)),
      )
      const link = /https?:\/\/\S+(\/admin\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!
      await page.goto(`${app.url}${link}`)
      await page.locator('input[name="password"]').fill('plum orchard lantern 42')
      await page.locator('input[name="confirm"]').fill('plum orchard lantern 42')
      await page.getByRole('button', { name: t.save }).click()
      await page.getByRole('status').filter({ hasText: t.done }).waitFor()
      await signIn(page, email, 'plum orchard lantern 42')
      await close()
    })
  }
})

// Last: its 500 demo requests would fill the outbox that the reset mails above go through. Those mails have arrived, so
// the outbox sender stops first: its 500 lead emails are no part of this test and would only load the machine.
describe('the leads list at 1440 px', () => {
  it('when it opens with 500 leads, then status, owner and waiting time are in view without scrolling', async () => {
    await app.stopWorker()
    const { page, problems, close } = await signedOutPage()
    // 500 demo requests through the public form's API, 25 at a time, while the browser signs in (through the API: the
    // form is no part of this test) and opens the leads list once, so its code is cached for the timing below.
    const posted = (async () => {
      for (let i = 0; i < 500; i += 25) {
        const batch = Array.from({ length: 25 }, (_, k) =>
          postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: `visitor${i + k}@example.test` }),
        )
        for (const res of await Promise.all(batch)) expect(res.status).toBe(201)
      }
    })()
    await signInThroughApi(desk.context, app.url, 'owner@mapleserve.test', PASSWORD)
    await page.goto(`${app.url}/admin/leads`)
    await page.getByRole('columnheader', { name: 'Waiting' }).waitFor()
    await posted
    // Measured with the assets cached: from the dashboard, click Leads until the rows are there.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click()
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    const started = Date.now()
    await page.getByRole('navigation').getByRole('link', { name: 'Leads' }).click()
    await page.getByRole('row').filter({ hasText: 'visitor499@example.test' }).waitFor()
    const ms = Date.now() - started
    // A figure for the report, not a pass mark (timings belong to benchmarks, not tests).
    console.log(`leads list, navigation to interactive with 500 leads: ${ms} ms`)
    for (const name of ['Status', 'Owner', 'Waiting']) {
      const box = (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(VIEWPORTS.desktop.width)
    }
    const wrapper = page.locator('.RaDatagrid-tableWrapper')
    expect(await wrapper.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leads-1440.png` })
    expect(unexpected(problems)).toEqual([])
    await close()
  })
})

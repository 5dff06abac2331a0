import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../helpers/admin'
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser'
import {
  postJson,
  startLeadsApp,
  startSmtp,
  validInquiry,
  waitFor,
  type LeadsApp,
  type TestSmtp,
} from '../helpers/leads'

/** Issue 18's done-when: the leads desk in a real browser, in English and in French. */

let browser: Browser
let app: LeadsApp
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url, SALES_INBOX: 'sales-e2e@mapleserve.ca' })
  browser = await launchBrowser()
  // Open around the clock, so the response clock counts whatever time the test runs at.
  for (const [key, value] of Object.entries({
    leads_time_zone: 'UTC',
    leads_open_days: '0,1,2,3,4,5,6',
    leads_open_from: '00:00',
    leads_open_to: '24:00',
  }))
    await app.db('settings').insert({ key, value }).onConflict('key').merge(['value'])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})

const T = {
  en: {
    menu: { dashboard: 'Dashboard', leads: 'Leads', settings: 'Settings' },
    owner: 'Owner',
    status: 'Status',
    contacted: 'Contacted',
    save: 'Save',
    statusLine: 'Status: New → Contacted',
    spamFilter: 'Spam',
    onlySpam: 'Spam only',
    notSpam: 'Not spam',
    spamYes: 'Caught as spam (honeypot): it was not emailed or forwarded.',
    markedNotSpam: 'Marked not spam: it is being emailed and forwarded',
    erase: 'Erase this person',
    confirm: 'Confirm',
    email: 'Email address',
    erased: 'Erased:',
  },
  fr: {
    menu: { dashboard: 'Tableau de bord', leads: 'Prospects', settings: 'Paramètres' },
    owner: 'Responsable',
    status: 'Statut',
    contacted: 'Contacté',
    save: 'Enregistrer',
    statusLine: 'Statut : Nouveau → Contacté',
    spamFilter: 'Pourriel',
    onlySpam: 'Pourriels seulement',
    notSpam: 'Pas un pourriel',
    spamYes: 'Retenu comme pourriel (pot de miel)\u00a0: il n’a été ni envoyé par courriel ni transféré.',
    markedNotSpam: 'Marqué comme légitime\u00a0: il est envoyé par courriel et transféré',
    erase: 'Effacer cette personne',
    confirm: 'Confirmer',
    email: 'Adresse courriel',
    erased: 'Effacé',
  },
} as const

async function submitDemoModal(page: Page, email: string, campaign: string) {
  await page.goto(`${app.url}/?utm_source=newsletter&utm_campaign=${campaign}`)
  await page.locator('[data-demo-section="hero"]').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await page.getByLabel('First name*').fill('Marie')
  await page.getByLabel('Last name*').fill('Gagnon')
  await page.getByLabel('Email*').fill(email)
  await page.getByLabel('Phone*').fill('514-555-0147')
  await page.getByLabel('Company*').fill('Café Gagnon')
  await page.getByLabel('Message (optional)').fill(`Two terminals and a KDS (${campaign}).`)
  await dialog.getByRole('button', { name: 'Schedule my demo' }).click()
  await dialog.getByText('Thank you!').waitFor()
}

async function signIn(page: Page, email: string, heading: string) {
  await page.goto(`${app.url}/admin/leads`)
  await page.getByLabel('Email Address').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('heading', { name: heading, exact: true }).waitFor()
}

/** Opens a screen from the menu, as a user does (no reload of the whole admin). */
async function openFromMenu(page: Page, name: string, path: string) {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click()
  await page.waitForURL((url) => url.pathname === path)
}

/** The dashboard's median response time, from a fresh visit: from the menu, or reloaded when already there. */
async function medianShown(page: Page, dashboard: string): Promise<string> {
  if (new URL(page.url()).pathname === '/admin/dashboard') await page.reload()
  else await openFromMenu(page, dashboard, '/admin/dashboard')
  const median = page.getByTestId('median-response')
  await median.waitFor()
  return (await median.textContent()) ?? ''
}

for (const lang of ['en', 'fr'] as const) {
  describe(`the leads desk in ${lang === 'en' ? 'English' : 'French'}`, () => {
    it('when an admin works a lead from the demo modal, a spam lead and an erasure request, then each shows and takes effect', async () => {
      const t = T[lang]
      const adminEmail = `desk-${lang}@mapleserve.test`
      const seller = await createUser(app, `seller-${lang}@mapleserve.test`)
      await createUser(app, adminEmail)
      await app.db('users').where({ email: adminEmail }).update({ locale: lang })
      const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop)

      const visitor = `marie-${lang}@cafe-gagnon.test`
      await submitDemoModal(page, visitor, `spring-${lang}`)
      // Arrived a while ago (30 min in English, 10 in French), so each run moves the median.
      await app
        .db('leads')
        .where({ kind: 'demo' })
        .where({ email: visitor })
        .update({ created_at: new Date(Date.now() - (lang === 'en' ? 30 : 10) * 60_000).toISOString() })
      const spamEmail = `bot-${lang}@spam.test`
      expect(
        (await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: spamEmail, website: 'http://x' }))
          .status,
      ).toBe(201)

      await signIn(page, adminEmail, lang === 'en' ? 'Leads' : 'Prospects')
      const before = await medianShown(page, t.menu.dashboard)

      // The lead in full: message and attribution.
      await openFromMenu(page, t.menu.leads, '/admin/leads')
      await page.getByRole('row').filter({ hasText: visitor }).getByRole('cell').nth(4).click()
      await page.waitForURL(/\/admin\/leads\/demo-\d+$/)
      const arrived = await app.db('leads').where({ kind: 'demo' }).where({ email: visitor }).first()
      expect(arrived.message).toContain('Two terminals and a KDS')
      await page.getByText(arrived.message, { exact: true }).waitFor()
      await page.getByText(`source=newsletter, campaign=spring-${lang}`).waitFor()
      await page.getByText(`/?utm_source=newsletter&utm_campaign=spring-${lang}`).waitFor()

      // Assign it and mark it Contacted: the clock stops, the timeline says who.
      await page.getByRole('combobox', { name: t.owner }).click()
      await page.getByRole('option', { name: seller.email }).click()
      await page.getByRole('combobox', { name: t.status }).click()
      await page.getByRole('option', { name: t.contacted, exact: true }).click()
      await page.getByRole('button', { name: t.save }).click()
      await page.getByTestId('lead-timeline').getByText(t.statusLine).waitFor()
      const stored = await app.db('leads').where({ kind: 'demo' }).where({ email: visitor }).first()
      expect(stored).toMatchObject({ pipeline_status: 'contacted', owner_id: seller.id })
      expect(stored.contacted_at).toBeTruthy()
      await expect.poll(() => medianShown(page, t.menu.dashboard)).not.toBe(before)

      // The spam lead, found with the spam filter, marked not spam: its email arrives.
      await openFromMenu(page, t.menu.leads, '/admin/leads')
      await page.getByRole('combobox', { name: t.spamFilter }).click()
      await page.getByRole('option', { name: t.onlySpam }).click()
      await page.getByRole('row').filter({ hasText: spamEmail }).getByRole('cell').nth(4).click()
      // Its own page, loaded (the verdict says spam), then the verdict changed and confirmed: a step that did
      // not happen fails here, by name, rather than as a missing email 20 s later (seen once in CI, fr).
      await page.waitForURL(/\/admin\/leads\/demo-\d+$/)
      await page.getByText(t.spamYes).waitFor()
      await page.getByRole('button', { name: t.notSpam, exact: true }).click()
      await page.getByText(t.markedNotSpam).waitFor()
      await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === spamEmail), { timeoutMs: 20_000 })

      // Erasure: only anonymized rows remain.
      await openFromMenu(page, t.menu.settings, '/admin/settings')
      await page.getByTestId('privacy-card').getByLabel(t.email).fill(visitor)
      await page.getByRole('button', { name: t.erase }).click()
      await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
      await page.getByText(t.erased, { exact: false }).first().waitFor()
      expect(await app.db('leads').where({ kind: 'demo' }).where({ email: visitor })).toEqual([])
      const anonymized = await app.db('leads').where({ kind: 'demo' }).where({ id: stored.id }).first()
      expect(anonymized).toMatchObject({ first_name: '', email: '', message: '', pipeline_status: 'contacted' })
      expect(JSON.stringify(await app.db('outbox'))).not.toContain(visitor)

      expect(problems.filter((p) => !p.includes('401'))).toEqual([])
      await context.close()
    }, 180_000)
  })
}

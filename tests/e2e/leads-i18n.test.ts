import { listLeads } from '../../server/db/repositories/leads/rows'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { sharedContext } from '../helpers/c-browser'
import { startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'
import { waitForIsland } from '../helpers/islands'

/** Issue 9: on French pages the forms speak French, send `language: 'fr'` and the server answers in French. */

const HEADING = 'Planifiez votre démo de 15 minutes'
const REQUIRED = 'Tous les champs (prénom, nom de famille, courriel, téléphone, entreprise) sont obligatoires.'

let browser: Browser
let app: LeadsApp
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  await smtp?.close()
})
// One desktop browser with JavaScript for the file (warm caches), a page of its own per test; the admin's session is
// the last test's, so the pages before it have none.
const desktop = sharedContext(() => browser, { viewport: VIEWPORTS.desktop })

describe('demo modal on a French page', () => {
  it('when it opens on /fr, then its labels are French; invalid input gets French messages, valid input a French thank-you and a row in fr', async () => {
    const { page, problems, close } = await desktop.open()
    const bodies: Record<string, unknown>[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/demo-inquiries')) bodies.push(r.postDataJSON() as Record<string, unknown>)
    })
    await page.goto(`${app.url}/fr`)
    await page.locator('[data-demo-section="hero"]').click()
    const dialog = page.getByRole('dialog', { name: HEADING })
    await dialog.waitFor()
    for (const label of [
      'Prénom*',
      'Nom de famille*',
      'Courriel*',
      'Téléphone*',
      'Entreprise*',
      'Message (facultatif)',
    ])
      expect(await dialog.getByLabel(label).count()).toBe(1)
    expect(await dialog.getByRole('button', { name: 'Fermer' }).count()).toBe(1)

    // Blank fields: checked in the browser, nothing sent.
    await dialog.getByLabel('Prénom*').fill('Lucie')
    const submit = dialog.getByRole('button', { name: 'Planifier ma démo' })
    await submit.click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(REQUIRED)
    expect(bodies).toEqual([])

    // A malformed address: the server's message, in French.
    await dialog.getByLabel('Nom de famille*').fill('Bouchard')
    await dialog.getByLabel('Courriel*').fill('lucie@')
    await dialog.getByLabel('Téléphone*').fill('418 555-0123')
    await dialog.getByLabel('Entreprise*').fill('Café Bouchard')
    await submit.click()
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Veuillez entrer une adresse courriel valide (par exemple nom@restaurant.ca).')
    expect(bodies.at(-1)?.language).toBe('fr')

    await dialog.getByLabel('Courriel*').fill('lucie@cafe-bouchard.ca')
    await submit.click()
    await dialog.getByText('Merci!').waitFor()
    await dialog
      .getByText('Nous avons bien reçu votre demande de démo. Notre équipe communiquera avec vous sous peu.')
      .waitFor()
    expect((await listLeads(app.db, 'demo')).find((r) => r.email === 'lucie@cafe-bouchard.ca')).toMatchObject({
      company: 'Café Bouchard',
      language: 'fr',
      source_page: '/fr',
      source_section: 'hero',
    })
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === 'lucie@cafe-bouchard.ca'))
    expect(mail.text).toContain('Language: French (fr)')
    expect(problems.filter((p) => !p.includes('400'))).toEqual([])
    await close()
  })
})

describe('contact form and newsletter on French pages', () => {
  it('when the French contact form is sent without JavaScript, then the thank-you page is French and the lead is fr', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/fr#contact`)
    const form = page.locator('#contact form')
    expect(
      await form.getByRole('link', { name: 'Consultez notre politique de confidentialité' }).getAttribute('href'),
    ).toBe('/fr/privacy')
    await form.getByLabel('Nom').fill('Hugo Lavoie')
    await form.getByLabel('Courriel').fill('hugo@chez-lavoie.ca')
    await form.getByLabel('Téléphone').fill('819 555-0199')
    await form.getByLabel('Restaurant').fill('Chez Lavoie')
    await form.getByLabel('Intérêt').selectOption('Écran de cuisine')
    await form.getByRole('button', { name: 'Réserver ma démo' }).click()
    await page.getByRole('heading', { name: 'Merci!' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/fr/forms/sent')
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA')
    expect(await page.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).toBe('/fr')
    expect((await listLeads(app.db, 'contact')).find((r) => r.email === 'hugo@chez-lavoie.ca')).toMatchObject({
      message: 'Écran de cuisine',
      language: 'fr',
      source_page: '/fr',
    })
    await context.close()
  })

  it('when a French visitor subscribes, then the consent box speaks French, the French wording is stored and the email is French', async () => {
    const { page, problems, close } = await desktop.open()
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter')) requests.push(r.url())
    })
    await page.goto(`${app.url}/fr/newsletter`)
    await page.getByLabel('Adresse courriel').fill('lecteur@boulangerie.ca')
    // The French bubble is the island's: until it has hydrated the browser shows its own (the form
    // works as plain HTML), so wait for it before submitting.
    await waitForIsland(page, 'Newsletter')
    const consent = page.getByRole('checkbox')
    const shownConsent = await page.locator('label', { hasText: 'Oui, envoyez-moi' }).textContent()
    await page.getByRole('button', { name: "Je m'abonne" }).click()
    // The browser's own bubble, worded in French by the page.
    expect(await consent.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe(
      "Veuillez cocher la case pour accepter de recevoir l'infolettre.",
    )
    expect(requests).toEqual([])
    await consent.check()
    await page.getByRole('button', { name: "Je m'abonne" }).click()
    await page.getByText('Presque terminé', { exact: false }).waitFor()
    const subscriber = await app.db('newsletter_subscribers').where({ email: 'lecteur@boulangerie.ca' }).first()
    expect(subscriber).toMatchObject({ consent_language: 'fr', consent_form_url: `${app.url}/fr/newsletter` })
    expect(subscriber.consent_text).toBe(shownConsent)
    const mail = await waitFor(() =>
      smtp.messages.find((m) => (m.to && 'text' in m.to ? m.to.text : '') === 'lecteur@boulangerie.ca'),
    )
    expect(mail.subject).toBe("Veuillez confirmer votre abonnement à l'infolettre de MapleServe")
    const confirmUrl = new URL(/https?:\/\/\S+\/fr\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')![0])
    await page.goto(`${app.url}${confirmUrl.pathname}${confirmUrl.search}`)
    await page.getByRole('heading', { name: 'Abonnement confirmé' }).waitFor()
    expect(problems).toEqual([])
    await close()
  })
})

describe('admin leads list', () => {
  it('when an admin opens the leads, then a Language column shows each lead\u2019s language', async () => {
    await createUser(app, 'owner@mapleserve.test', 'admin')
    const { page, problems, close } = await desktop.open()
    // Signed in through the API (the sign-in form is admin.test.ts's subject): the leads are the first screen.
    await signInThroughApi(desktop.context, app.url, 'owner@mapleserve.test', PASSWORD)
    await page.goto(`${app.url}/admin/leads`)
    await page.getByRole('columnheader', { name: 'Language' }).waitFor()
    const headers = await page.getByRole('columnheader').allTextContents()
    const column = headers.indexOf('Language')
    const row = page.getByRole('row').filter({ hasText: 'hugo@chez-lavoie.ca' })
    expect(await row.getByRole('cell').nth(column).textContent()).toBe('FR')
    // Any 401 would be a session check before signing in.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await close()
  })
})

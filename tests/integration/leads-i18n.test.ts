import { listLeads } from '../../server/db/repositories/leads/rows'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms as enForms } from '../../content/en/forms'
import { forms as frForms } from '../../content/fr/forms'
import { createUser, signIn } from '../helpers/admin'
import {
  postJson,
  startCrm,
  startLeadsApp,
  startSmtp,
  validInquiry,
  waitFor,
  type LeadsApp,
  type TestCrm,
  type TestSmtp,
} from '../helpers/leads'
import { form, formHeaders, type ErrorBody } from '../helpers/form-post'

/** Issue 9: forms, validation, emails and stored leads in the visitor's language (en | fr). */

const frenchInquiry = {
  ...validInquiry,
  first_name: 'Geneviève',
  last_name: 'Côté',
  email: 'genevieve@casse-croute-cote.ca',
  company: 'Casse-croûte Côté',
  message: 'Nous avons deux succursales à Québec.',
  source: { page: '/fr/products/kitchen-display', section: 'hero' },
  language: 'fr',
}

const frenchLead = {
  name: 'Mathieu Gagnon',
  email: 'mathieu@bistro-gagnon.ca',
  phone: '418 555-0147',
  restaurant: 'Bistro Gagnon',
  interest: 'Écran de cuisine',
  source_page: '/fr',
  source_section: 'contact',
  language: 'fr',
  website: '',
}

describe('demo requests and contact leads in the visitor’s language', () => {
  let app: LeadsApp
  let smtp: TestSmtp
  let crm: TestCrm
  beforeAll(async () => {
    smtp = await startSmtp()
    crm = await startCrm()
    app = await startLeadsApp({ SMTP_URL: smtp.url, CRM_URL: crm.url, SALES_INBOX: 'ventes@mapleserve.test' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await crm?.close()
  })

  it('when a French visitor requests a demo, then the row records fr, sales are told the language and the CRM gets it', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, frenchInquiry)
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect((await listLeads(app.db, 'demo')).find((r) => r.id === id)).toMatchObject({
      first_name: 'Geneviève',
      company: 'Casse-croûte Côté',
      language: 'fr',
      source_page: '/fr/products/kitchen-display',
    })

    // The staff notification stays English but names the visitor's language.
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === frenchInquiry.email))
    expect(mail.subject).toBe('Demo request: Geneviève Côté (Casse-croûte Côté)')
    expect(mail.text).toContain('Language: French (fr)')
    const forwarded = await waitFor(() => crm.accepted.find((r) => r.body.email === frenchInquiry.email))
    expect(forwarded.body.language).toBe('fr')
  })

  it('when a French demo request has blank fields, then it answers 400 in French and stores nothing', async () => {
    const before = (await listLeads(app.db, 'demo')).length
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...frenchInquiry, last_name: ' ', company: '' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.message).toBe(frForms.demo.errors.required)
    expect(body.message).toBe(
      'Tous les champs (prénom, nom de famille, courriel, téléphone, entreprise) sont obligatoires.',
    )
    expect(body.errors).toEqual({
      last_name: 'Le champ «\u00a0Nom de famille\u00a0» est obligatoire.',
      company: 'Le champ «\u00a0Entreprise\u00a0» est obligatoire.',
    })
    expect(await listLeads(app.db, 'demo')).toHaveLength(before)
  })

  it('when a French request has a malformed email or a too-long field, then the message is French', async () => {
    const bad = await postJson(`${app.url}/web/sendDemoInquiry`, { ...frenchInquiry, email: 'genevieve@' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorBody).errors).toEqual({
      email: 'Veuillez entrer une adresse courriel valide (par exemple nom@restaurant.ca).',
    })
    const long = await postJson(`${app.url}/api/leads`, { ...frenchLead, restaurant: 'x'.repeat(201) })
    expect(long.status).toBe(400)
    expect(((await long.json()) as ErrorBody).message).toBe(
      'Le champ «\u00a0Restaurant\u00a0» doit compter au plus 200\u00a0caractères.',
    )
  })

  it('when the JSON body names no language, then a same-site /fr Referer makes it French; another site does not', async () => {
    const { language: _language, ...noLanguage } = frenchInquiry
    const fromFrenchPage = await postJson(
      `${app.url}/api/demo-inquiries`,
      { ...noLanguage, email: 'referer@cafe.ca' },
      { referer: `${app.url}/fr/pricing` },
    )
    expect(fromFrenchPage.status).toBe(201)
    const { id } = (await fromFrenchPage.json()) as { id: number }
    expect((await listLeads(app.db, 'demo')).find((r) => r.id === id)?.language).toBe('fr')

    const blank = await postJson(
      `${app.url}/api/demo-inquiries`,
      { ...noLanguage, company: '' },
      { referer: `${app.url}/fr/pricing` },
    )
    expect(((await blank.json()) as ErrorBody).message).toBe(frForms.demo.errors.required)
    const elsewhere = await postJson(
      `${app.url}/api/demo-inquiries`,
      { ...noLanguage, company: '' },
      { referer: 'https://example.com/fr/pricing' },
    )
    expect(((await elsewhere.json()) as ErrorBody).message).toBe(enForms.demo.errors.required)
  })

  it('when a body sent from a French page is too large, then the 413 is in French; from an English page in English', async () => {
    const huge = { ...frenchInquiry, message: 'x'.repeat(20_000) }
    const fromFrench = await postJson(`${app.url}/api/demo-inquiries`, huge, { referer: `${app.url}/fr/pricing` })
    expect(fromFrench.status).toBe(413)
    expect(await fromFrench.json()).toEqual({ message: 'La requête est trop volumineuse.' })
    const fromEnglish = await postJson(`${app.url}/api/demo-inquiries`, huge, { referer: `${app.url}/pricing` })
    expect(fromEnglish.status).toBe(413)
    expect(await fromEnglish.json()).toEqual({ message: 'The request body is too large.' })
    expect(await listLeads(app.db, 'demo')).not.toContainEqual(expect.objectContaining({ message: huge.message }))
  })

  it('when the language is not en or fr, then the request is handled in English and stored as en', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, {
      ...frenchInquiry,
      email: 'de@cafe.ca',
      language: 'de',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect((await listLeads(app.db, 'demo')).find((r) => r.id === id)?.language).toBe('en')
    const blank = await postJson(`${app.url}/api/demo-inquiries`, { ...frenchInquiry, company: '', language: 'de' })
    expect(((await blank.json()) as ErrorBody).message).toBe(enForms.demo.errors.required)
  })

  it('when the French contact form is posted without JavaScript, then the thank-you page is French under /fr', async () => {
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: formHeaders({ referer: `${app.url}/fr` }),
      body: form(frenchLead),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/fr\/forms\/sent\?form=lead&lead=\d+&pass=[\w-]+$/)
    const page = await fetch(`${app.url}/fr/forms/sent?form=lead`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="fr-CA">')
    expect(html).toContain('Merci!')
    expect(html).toContain(frForms.contact.successText.replace("'", '&#39;'))
    expect(html).toContain('<a href="/fr">Retour au site</a>')
    expect((await listLeads(app.db, 'contact')).find((r) => r.email === frenchLead.email)).toMatchObject({
      company: 'Bistro Gagnon',
      language: 'fr',
    })
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === frenchLead.email))
    expect(mail.text).toContain('Language: French (fr)')
  })

  it('when a French no-JavaScript post has a blank field, then the 400 result page is French', async () => {
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: formHeaders({ referer: `${app.url}/fr` }),
      body: form({ ...frenchLead, interest: '' }),
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="fr-CA">')
    expect(html).toContain('Nous n&#39;avons pas pu envoyer votre formulaire')
    expect(html).toContain('Tous les champs (nom, courriel, téléphone, restaurant, intérêt) sont obligatoires.')
    expect(html).toContain('<a href="/fr">Retour au site</a>')
  })

  it('when a no-JavaScript post lacks the language field, then its /fr Referer decides', async () => {
    const { language: _language, ...noLanguage } = frenchLead
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: formHeaders({ referer: `${app.url}/fr/products/kitchen-display` }),
      body: form({ ...noLanguage, email: 'sans-langue@bistro.ca' }),
      redirect: 'manual',
    })
    expect(res.headers.get('location')).toMatch(/^\/fr\/forms\/sent\?form=lead&lead=\d+&pass=[\w-]+$/)
    expect((await listLeads(app.db, 'contact')).find((r) => r.email === 'sans-langue@bistro.ca')?.language).toBe('fr')
  })

  it('when an English visitor sends the forms, then everything stays English', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: 'english@diner.ca' })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect((await listLeads(app.db, 'demo')).find((r) => r.id === id)?.language).toBe('en')
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === 'english@diner.ca'))
    expect(mail.subject).toBe('Demo request: Amélie Tremblay (Bistro Maple)')
    expect(mail.text).toContain('Language: English (en)')

    const blank = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, company: '' })
    expect(((await blank.json()) as ErrorBody).errors).toEqual({ company: 'Company is required.' })

    const noJs = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: formHeaders(),
      body: form({ ...frenchLead, email: 'en-nojs@diner.ca', language: 'en' }),
      redirect: 'manual',
    })
    expect(noJs.headers.get('location')).toMatch(/^\/forms\/sent\?form=lead&lead=\d+&pass=[\w-]+$/)
    const page = await (await fetch(`${app.url}/forms/sent?form=lead`)).text()
    expect(page).toContain('<html lang="en-CA">')
    expect(page).toContain(enForms.contact.successText)
  })

  it('when an admin lists or exports the leads, then each shows its language', async () => {
    await createUser(app, 'owner@mapleserve.test', 'admin')
    const admin = await signIn(app, 'owner@mapleserve.test')
    const list = await admin.request(
      `/api/admin/leads?${new URLSearchParams({ sort: '["createdAt","DESC"]', range: '[0,99]' })}`,
    )
    expect(list.status).toBe(200)
    const rows = (await list.json()) as { email: string; language: string }[]
    expect(rows.find((r) => r.email === frenchInquiry.email)?.language).toBe('fr')
    expect(rows.find((r) => r.email === frenchLead.email)?.language).toBe('fr')
    expect(rows.find((r) => r.email === 'english@diner.ca')?.language).toBe('en')

    const csv = (await (await admin.request('/api/admin/leads.csv')).text()).trim().split('\n')
    // Counted from the end: the message before it may hold commas, the columns after it do not here.
    const header = csv[0]!.split(',')
    const languageFromEnd = header.indexOf('language') - header.length
    expect(header.at(languageFromEnd)).toBe('language')
    expect(
      csv
        .find((line) => line.includes(frenchLead.email))!
        .split(',')
        .at(languageFromEnd),
    ).toBe('fr')
  })
})

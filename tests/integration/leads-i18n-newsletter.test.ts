/** Issue 9 (see leads-i18n.test.ts): newsletter consent and emails in the visitor's language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms as enForms } from '../../content/en/forms'
import { forms as frForms } from '../../content/fr/forms'
import { site } from '../../content/site'
import { postJson, startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'
import { form, formHeaders, type ErrorBody } from '../helpers/form-post'

describe('newsletter consent and emails in the visitor’s language', () => {
  let app: LeadsApp
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startSmtp()
    app = await startLeadsApp({ SMTP_URL: smtp.url, BASE_URL: 'http://infolettre.test' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })
  const frenchSignup = {
    email: 'chef@chez-lucie.ca',
    consent: true,
    consent_version: frForms.newsletter.consentVersion,
    language: 'fr',
    form_url: 'http://infolettre.test/fr/blog',
  }

  it('when the French consent box is not ticked, then the 400 message is French', async () => {
    const res = await postJson(`${app.url}/api/newsletter`, { ...frenchSignup, consent: false })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).errors.consent).toBe(
      "Veuillez cocher la case pour accepter de recevoir l'infolettre.",
    )
    const blank = await postJson(`${app.url}/api/newsletter`, { ...frenchSignup, email: '' })
    expect(((await blank.json()) as ErrorBody).message).toBe('Le champ «\u00a0Courriel\u00a0» est obligatoire.')
  })

  it('when a French visitor subscribes, then the French wording is stored and the French email confirms at /fr', async () => {
    const res = await postJson(`${app.url}/api/newsletter`, frenchSignup)
    expect(res.status).toBe(201)
    expect(((await res.json()) as { message: string }).message).toBe(frForms.newsletter.success)

    const row = await app.db('newsletter_subscribers').where({ email: frenchSignup.email }).first()
    expect(row).toMatchObject({
      status: 'pending',
      consent_text: frForms.newsletter.consent,
      consent_version: frForms.newsletter.consentVersion,
      consent_language: 'fr',
      consent_form_url: 'http://infolettre.test/fr/blog',
    })
    expect(row.consent_text).toContain("Oui, envoyez-moi par courriel l'infolettre de MapleServe")
    expect(row.consent_text).toContain(site.legalName)

    const mail = await waitFor(() =>
      smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === frenchSignup.email),
    )
    expect(mail.subject).toBe("Veuillez confirmer votre abonnement à l'infolettre de MapleServe")
    expect(mail.text).toContain('Bonjour,')
    expect(mail.text).toContain('Désabonnez-vous en tout temps')
    const confirmUrl = /http:\/\/infolettre\.test\/fr\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    const unsubscribeUrl = /http:\/\/infolettre\.test\/fr\/newsletter\/unsubscribe\?token=[\w-]+/.exec(
      mail.text ?? '',
    )?.[0]
    expect(confirmUrl).toBeTruthy()
    expect(unsubscribeUrl).toBeTruthy()
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\s+/g, ' ')).toBe(
      `List-Unsubscribe: <${unsubscribeUrl}>`,
    )

    const confirmed = await fetch(confirmUrl!.replace('http://infolettre.test', app.url))
    expect(confirmed.status).toBe(200)
    const confirmedHtml = await confirmed.text()
    expect(confirmedHtml).toContain('<html lang="fr-CA">')
    expect(confirmedHtml).toContain('Abonnement confirmé')

    // The subscriber's language wins even on the unprefixed link (an older email, a mail client rewrite).
    const left = await fetch(unsubscribeUrl!.replace('http://infolettre.test/fr', app.url), {
      method: 'POST',
      headers: formHeaders(),
      body: 'List-Unsubscribe=One-Click',
    })
    expect(left.status).toBe(200)
    expect(await left.text()).toContain('Désabonnement confirmé')
    expect(await app.db('newsletter_subscribers').where({ email: frenchSignup.email }).first()).toMatchObject({
      status: 'unsubscribed',
    })
  })

  it('when a French visitor subscribes without JavaScript, then the check-your-inbox page is French', async () => {
    const res = await fetch(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: formHeaders(),
      body: form({
        email: 'sansjs@resto.ca',
        consent: 'on',
        consent_version: frForms.newsletter.consentVersion,
        language: 'fr',
        form_url: '/fr/blog',
        website: '',
      }),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/fr/forms/sent?form=newsletter')
    const html = await (await fetch(`${app.url}/fr/forms/sent?form=newsletter`)).text()
    expect(html).toContain('Vérifiez votre boîte de réception')
    expect(await app.db('newsletter_subscribers').where({ email: 'sansjs@resto.ca' }).first()).toMatchObject({
      consent_language: 'fr',
      consent_text: frForms.newsletter.consent,
    })
  })

  it('when an unknown link is opened under /fr, then the not-valid page is French', async () => {
    const res = await fetch(`${app.url}/fr/newsletter/confirm?token=nope`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Ce lien n&#39;est pas valide')
  })

  it('when an English visitor subscribes, then the wording, email and links stay English', async () => {
    const res = await postJson(`${app.url}/api/newsletter`, {
      ...frenchSignup,
      email: 'cook@diner.ca',
      language: 'en',
      form_url: 'http://infolettre.test/blog',
    })
    expect(res.status).toBe(201)
    expect(await app.db('newsletter_subscribers').where({ email: 'cook@diner.ca' }).first()).toMatchObject({
      consent_text: enForms.newsletter.consent,
      consent_language: 'en',
    })
    const mail = await waitFor(() => smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === 'cook@diner.ca'))
    expect(mail.subject).toBe('Please confirm your subscription to the MapleServe newsletter')
    expect(mail.text).toMatch(/http:\/\/infolettre\.test\/newsletter\/confirm\?token=[\w-]+/)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { inAdminFrench } from '../helpers/admin-french'
import type { TestApp } from '../helpers/app'
import type { ServerErrorBody } from '../../admin/i18n/server-messages'
import { postJson } from '../helpers/leads'

/**
 * Issue 31 item 4: every error answer carries a code (no English sentence without one). Public forms
 * answer their texts in the visitor's language as `form.text`; the admin's refusals as codes the
 * French admin shows in French; zod's own English never reaches an answer.
 */
type Answer = ServerErrorBody & { message: string }

// A browser's user agent: a beacon from a bot (Node's own fetch) is dropped before it is read.
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
const formText = (text: string) => ({ code: 'form.text', params: { text } })

describe('error answers carry codes', () => {
  let app: TestApp
  let admin: AdminClient

  beforeAll(async () => {
    ;({ app, admin } = await startSignedInAdmin())
  }, 60_000)

  afterAll(async () => {
    await app?.close()
  })

  it('when the quote PDF is asked for 0 locations, then 400 carries form.text in the visitor’s language', async () => {
    const query = 'plan=plus&province=QC&qty_station=1&volume=0&locations=0'
    const english = (await (await fetch(`${app.url}/pricing/quote.pdf?${query}`)).json()) as Answer
    const text = 'Locations must be a whole number from 1 to 50.'
    expect(english).toMatchObject({ message: text, code: 'form.text', params: { text } })
    expect(english.errors).toEqual({ locations: text })
    expect(english.errorCodes).toEqual({ locations: formText(text) })
    const french = (await (await fetch(`${app.url}/fr/pricing/quote.pdf?${query}`)).json()) as Answer
    expect(french.code).toBe('form.text')
    expect(french.errors?.locations).toBe("Le nombre d'établissements doit être un nombre entier de 1 à 50.")
  })

  it('when a quote lead is refused, then 400 carries form.text, never zod’s English', async () => {
    const quote = 'plan=plus&province=QC&qty_station=1&volume=0'
    const noEmail = (await (await postJson(`${app.url}/api/quote-leads`, { quote })).json()) as Answer
    expect(noEmail.code).toBe('form.text')
    expect(noEmail.errorCodes?.email).toEqual(formText('Email is required.'))
    const unreadable = (await (
      await postJson(`${app.url}/api/quote-leads`, { email: 'a@b.test', quote: 'plan=plus&province=ZZ' })
    ).json()) as Answer
    expect(unreadable).toMatchObject({ message: 'Choose a province or territory.', code: 'form.text' })
    expect(unreadable.errorCodes?.quote).toEqual(formText('Choose a province or territory.'))
    const long = `${'a'.repeat(250)}@b.test`
    const tooLong = (await (
      await postJson(`${app.url}/api/quote-leads`, { email: long, name: 'n'.repeat(201), quote, language: 'fr' })
    ).json()) as Answer
    expect(tooLong.code).toBe('form.text')
    expect(tooLong.message).toBe('Le champ «\u00a0Courriel\u00a0» doit compter au plus 254\u00a0caractères.')
    const huge = (await (
      await postJson(`${app.url}/api/quote-leads`, { email: 'a@b.test', quote: `${quote}&x=${'1'.repeat(4000)}` })
    ).json()) as Answer
    expect(huge.errors).toEqual({ quote: 'This quote could not be read. Build it again on the quote page.' })
  })

  it('when the demo form is sent blank in French, then 400 carries the French texts as form.text', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, { language: 'fr' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    const required = 'Tous les champs (prénom, nom de famille, courriel, téléphone, entreprise) sont obligatoires.'
    expect(body).toMatchObject({ message: required, code: 'form.text', params: { text: required } })
    expect(body.errorCodes?.email).toEqual(formText('Le champ «\u00a0Courriel\u00a0» est obligatoire.'))
    expect(body.errors?.email).toBe('Le champ «\u00a0Courriel\u00a0» est obligatoire.')
  })

  it('when a page-view beacon is refused, then 400 names the field with codes the French admin shows in French', async () => {
    const res = await postJson(`${app.url}/api/collect`, { path: '/x', screen: 'huge' }, browser)
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    expect(body.message).toBe('Invalid analytics beacon: screen must be one of mobile, tablet, laptop, desktop.')
    expect(body.code).toBe('analytics.beacon_invalid')
    const choices = { code: 'analytics.beacon_choices', params: { choices: 'mobile, tablet, laptop, desktop' } }
    expect(body.errorCodes).toEqual({ screen: choices })
    expect(inAdminFrench(body).message).toBe(
      'Signal d’analyse non valide : screen doit être l’un de : mobile, tablet, laptop, desktop.',
    )
    const status = (await (
      await postJson(`${app.url}/api/collect`, { path: '/x', status: 42 }, browser)
    ).json()) as Answer
    expect(status.errors).toEqual({ status: 'must be an HTTP status, e.g. 404' })
    expect(inAdminFrench(status).errors?.status).toBe('doit être un code d’état HTTP, p. ex. 404')
  })

  it('when an availability is refused, then each field carries a code', async () => {
    const me = (await (await admin.request('/api/admin/availability')).json()) as { id: number }[]
    const res = await admin.request(`/api/admin/availability/${me[0]!.id}`, {
      method: 'PUT',
      json: { sales: 'yes', daysOff: 'soon' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    expect(body.code).toBe('validation.invalid')
    expect(body.errorCodes).toEqual({ sales: { code: 'field.not_boolean' }, daysOff: { code: 'field.malformed' } })
    expect(inAdminFrench(body).errors).toEqual({ sales: 'Doit être vrai ou faux', daysOff: 'Mal formé' })
  })

  it('when a schema refuses a field with zod’s own words, then the answer says it as a code, in English and French', async () => {
    const res = await admin.request('/api/admin/newsletters', {
      method: 'POST',
      json: { language: 'en', subject: 'Hello', preheader: 5, intro: 'i'.repeat(20_001), postIds: ['x'] },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    expect(body.errors).toEqual({
      preheader: 'Must be text',
      intro: 'At most 20000 characters',
      postIds: 'Must be a number',
    })
    expect(body.errorCodes).toEqual({
      preheader: { code: 'field.not_text' },
      intro: { code: 'field.max_chars', params: { max: 20_000 } },
      postIds: { code: 'field.not_number' },
    })
    expect(inAdminFrench(body).errors).toEqual({
      preheader: 'Doit être du texte',
      intro: '20000 caractères au plus',
      postIds: 'Doit être un nombre',
    })
  })
})

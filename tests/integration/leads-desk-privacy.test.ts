/** The lead desk (see leads-desk.test.ts): a person's export and erasure, retention, the CSV export. */
import type { ServerErrorBody } from '../../admin/i18n/server-messages'
import { inAdminFrench } from '../helpers/admin-french'
import { describe, expect, it } from 'vitest'
import { postJson } from '../helpers/leads'
import { privacyService } from '../../server/services/privacy/privacy'
import { type Json, app, admin, french, json, inquiry, withLeadsDeskApp } from '../helpers/leads-desk'

withLeadsDeskApp()

describe('privacy', () => {
  it('when an admin exports and then erases a person, then the export holds their data and afterwards only anonymized rows remain, counted and audited', async () => {
    const email = 'erase-me@bistro.test'
    const id = await inquiry(email)
    await postJson(`${app.url}/api/leads`, {
      name: 'Erase Me',
      email,
      phone: '416-555-0100',
      restaurant: 'Gone Diner',
      interest: 'POS',
      source: { page: '/', section: 'contact' },
    })
    await app.db('newsletter_subscribers').insert({
      email,
      status: 'confirmed',
      confirm_token: 'c'.repeat(40),
      unsubscribe_token: 'u'.repeat(40),
      consent_text: 'Yes',
      consent_version: '1',
      consent_language: 'en',
      consent_form_url: 'http://x/newsletter',
      consent_at: new Date().toISOString(),
      consent_ip: '10.0.0.1',
      confirmed_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    const countBefore = await app.db('leads').where({ kind: 'demo' }).count({ n: '*' }).first()

    const exported = await json(await admin.request('/api/admin/privacy/export', { method: 'POST', json: { email } }))
    expect((exported.demoInquiries as Json[]).map((r) => r.email)).toEqual([email])
    expect((exported.leads as Json[]).map((r) => r.name)).toEqual(['Erase Me'])
    expect(exported.newsletterSubscribers as Json[]).toHaveLength(1)
    expect(JSON.stringify(exported)).not.toContain('u'.repeat(40))
    expect((exported.messages as Json[]).length).toBeGreaterThan(0)

    const erased = await admin.request('/api/admin/privacy/erase', { method: 'POST', json: { email } })
    expect(await json(erased)).toEqual({ demoInquiries: 1, leads: 1, subscribers: 1 })
    const countAfter = await app.db('leads').where({ kind: 'demo' }).count({ n: '*' }).first()
    expect(countAfter).toEqual(countBefore)
    const stored = JSON.stringify([
      await app
        .db('leads')
        .where({ kind: 'demo' })
        .where({ id: Number(id.slice(5)) }),
      await app.db('leads'),
      await app.db('newsletter_subscribers'),
      await app.db('outbox'),
    ])
    expect(stored).not.toContain(email)
    expect(stored).not.toContain('Erase Me')
    const lead = await json(await admin.request(`/api/admin/leads/${id}`))
    expect(lead).toMatchObject({ name: '', email: '', message: '', landingPage: '' })
    expect(lead.anonymizedAt).toBeTruthy()
    const audit = await app.db('audit_log').where({ action: 'lead.erased' })
    expect(audit.map((a: Json) => JSON.parse(String(a.details)) as Json)).toContainEqual({
      demoInquiries: 1,
      leads: 1,
      subscribers: 1,
    })
    expect(JSON.stringify(audit)).not.toContain(email)
    const again = await json(await admin.request('/api/admin/privacy/export', { method: 'POST', json: { email } }))
    expect(again.demoInquiries).toEqual([])
    const bad = await french.request('/api/admin/privacy/erase', { method: 'POST', json: { email: 'nope' } })
    expect(bad.status).toBe(400)
    expect(inAdminFrench((await json(bad)) as ServerErrorBody).errors).toEqual({ email: 'Entrez une adresse courriel' })
  })

  it('when retention is on, then the daily job anonymizes only leads older than the limit', async () => {
    const old = await inquiry('old@bistro.test')
    const fresh = await inquiry('fresh@bistro.test')
    await app
      .db('leads')
      .where({ kind: 'demo' })
      .where({ id: Number(old.slice(5)) })
      .update({ created_at: '2020-01-01T00:00:00.000Z' })
    const off = await privacyService(app.db, () => new Date()).applyRetention()
    expect(off).toBe(0)
    const bad = await admin.request('/api/admin/lead-settings', { method: 'PUT', json: { retentionMonths: -1 } })
    expect((await json(bad)).errors).toEqual({ retentionMonths: 'Enter a number of months between 0 (off) and 240' })
    await admin.request('/api/admin/lead-settings', { method: 'PUT', json: { retentionMonths: 12 } })
    expect(await privacyService(app.db, () => new Date()).applyRetention()).toBeGreaterThanOrEqual(1)
    expect(
      await app
        .db('leads')
        .where({ kind: 'demo' })
        .where({ id: Number(old.slice(5)) })
        .first(),
    ).toMatchObject({ email: '' })
    expect(
      await app
        .db('leads')
        .where({ kind: 'demo' })
        .where({ id: Number(fresh.slice(5)) })
        .first(),
    ).toMatchObject({
      email: 'fresh@bistro.test',
    })
    await admin.request('/api/admin/lead-settings', { method: 'PUT', json: { retentionMonths: 0 } })
  })
})

describe('CSV export', () => {
  it('when leads are exported, then the original columns come first, in their order, and the pipeline and attribution follow', async () => {
    const text = await (await admin.request('/api/admin/leads.csv')).text()
    expect(text.split('\n')[0]).toBe(
      'id,type,created_at,name,email,phone,restaurant,message,source_page,source_section,spam,email_status,crm_status,language,' +
        'status,lost_reason,owner,notes,contacted_at,first_response_minutes,' +
        'landing_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    )
  })
})

import { listLeads } from '../../server/db/repositories/leads/rows'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '../../content/en/forms'
import { site } from '../../content/site'
import { listOutbox } from '../../server/db/repositories/outbox'
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
import { validLead } from '../helpers/contact-lead'

const REQUIRED = 'All fields (first_name, last_name, email, phone, company) are required.'

describe('demo inquiries, contact leads and their delivery', () => {
  let app: LeadsApp
  let smtp: TestSmtp
  let crm: TestCrm
  beforeAll(async () => {
    smtp = await startSmtp()
    crm = await startCrm({ failFirst: 3 })
    app = await startLeadsApp({
      SMTP_URL: smtp.url,
      CRM_URL: crm.url,
      CRM_TOKEN: 'crm-secret-token',
      SALES_INBOX: 'sales-test@mapleserve.ca',
    })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await crm?.close()
  })

  it('when a required demo field is blank, then it answers 400 with the spec message, names the fields and stores nothing', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, last_name: '   ', company: '' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Record<string, string> }
    expect(body.message).toBe(REQUIRED)
    expect(body.errors).toEqual({ last_name: 'Last name is required.', company: 'Company is required.' })
    expect(await listLeads(app.db, 'demo')).toHaveLength(0)
  })

  it('when the email is malformed, then both endpoints answer 400 with a clear email message', async () => {
    for (const endpoint of ['/api/demo-inquiries', '/web/sendDemoInquiry']) {
      const res = await postJson(`${app.url}${endpoint}`, { ...validInquiry, email: 'amelie@' })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string; errors: Record<string, string> }
      expect(body.message).toBe('Please enter a valid email address (for example name@restaurant.ca).')
      expect(body.errors).toEqual({ email: body.message })
    }
    expect(await listLeads(app.db, 'demo')).toHaveLength(0)
  })

  it('when a body is larger than 16 kb, then it answers 413', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, message: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('when the honeypot is filled, then it pretends success, keeps the row flagged as spam and sends nothing', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, {
      ...validInquiry,
      email: 'bot@spam.example',
      website: 'http://spam.example',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const stored = (await listLeads(app.db, 'demo')).find((r) => r.id === id)
    expect(stored?.spam).toBe(true)
    expect((await listOutbox(app.db)).filter((r) => r.subject_type === 'lead' && r.subject_id === id)).toEqual([])
  })

  it('when a demo inquiry is valid, then it is stored with its origin, emailed to sales and forwarded once to a CRM that fails three times first', async () => {
    const res = await postJson(`${app.url}/web/sendDemoInquiry`, validInquiry, { 'user-agent': 'vitest' })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }

    const stored = (await listLeads(app.db, 'demo')).find((r) => r.id === id)
    expect(stored).toMatchObject({
      first_name: 'Amélie',
      last_name: 'Tremblay',
      email: 'amelie@bistro-maple.ca',
      company: 'Bistro Maple',
      source_page: '/products/kitchen-display',
      source_section: 'hero',
      landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=kds',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'kds',
      user_agent: 'vitest',
      spam: false,
    })

    const mail = await waitFor(() =>
      smtp.messages.find((m) => m.subject === 'Demo request: Amélie Tremblay (Bistro Maple)'),
    )
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('sales-test@mapleserve.ca')
    expect(mail.replyTo?.text).toBe('amelie@bistro-maple.ca')
    expect(mail.text).toContain('Phone: 416-555-0199')
    expect(mail.text).toContain('Message: We have two locations and want KDS.')
    expect(mail.text).toContain('Button / section: hero')
    expect(mail.text).toContain('UTM: source=google, medium=cpc, campaign=kds')

    const outbox = await waitFor(async () => {
      const rows = (await listOutbox(app.db)).filter((r) => r.subject_id === id && r.subject_type === 'lead')
      return rows.every((r) => r.status === 'sent') && rows.length === 2 ? rows : null
    })
    const crmRow = outbox.find((r) => r.kind === 'crm')!
    expect(mail.messageId).toBe(`<outbox-${outbox.find((r) => r.kind === 'mail')!.idempotency_key}@localhost>`)
    expect(crmRow.attempts).toBe(4)
    expect(crm.attempts.get(crmRow.idempotency_key)).toBe(4)
    const forwarded = crm.accepted.filter((r) => r.idempotencyKey === crmRow.idempotency_key)
    expect(forwarded).toHaveLength(1)
    expect(forwarded[0]!.authorization).toBe('Bearer crm-secret-token')
    expect(forwarded[0]!.body).toMatchObject({
      first_name: 'Amélie',
      last_name: 'Tremblay',
      email: 'amelie@bistro-maple.ca',
      phone: '416-555-0199',
      company: 'Bistro Maple',
      message: 'We have two locations and want KDS.',
      source: { page: '/products/kitchen-display', section: 'hero' },
      utm: { source: 'google', medium: 'cpc', campaign: 'kds' },
    })
  })

  it('when the contact form is sent as JSON, then the lead is stored and emailed to sales', async () => {
    const res = await postJson(`${app.url}/api/leads`, validLead)
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect((await listLeads(app.db, 'contact')).find((r) => r.id === id)).toMatchObject({
      name: 'Omar Haddad',
      company: 'Pizza Haddad',
      message: 'Kitchen Display',
      source_section: 'contact',
    })
    const mail = await waitFor(() => smtp.messages.find((m) => m.subject === 'New lead: Omar Haddad (Pizza Haddad)'))
    expect(mail.text).toContain('Interest: Kitchen Display')
    expect(mail.text).toContain('Email: omar@pizzahaddad.ca')
  })

  it('when the contact form is posted without JavaScript, then it redirects to a thank-you page', async () => {
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validLead, source: '', source_section: 'contact' }).toString(),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/forms\/sent\?form=lead&lead=\d+&pass=[\w-]+$/)
    const page = await fetch(`${app.url}/forms/sent?form=lead`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Thank you!')
    expect(html).toContain(forms.contact.successText)
  })

  it('when a contact field is blank in a no-JavaScript post, then a result page names the problem with status 400', async () => {
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validLead, source: '', restaurant: '' }).toString(),
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('All fields (name, email, phone, restaurant, interest) are required.')
  })
})

describe('per-IP rate limit', () => {
  let app: LeadsApp
  beforeAll(async () => {
    app = await startLeadsApp({ FORM_RATE_LIMIT_MAX: '2' }, { worker: false })
  })
  afterAll(async () => app?.close())

  it('when one address submits more than the limit, then it gets 429 with a clear message', async () => {
    expect((await postJson(`${app.url}/api/leads`, validLead)).status).toBe(201)
    expect((await postJson(`${app.url}/api/leads`, validLead)).status).toBe(201)
    const res = await postJson(`${app.url}/api/leads`, validLead)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({
      message: 'Too many submissions from your network. Please wait a few minutes and try again.',
    })
    expect(await listLeads(app.db, 'contact')).toHaveLength(2)
  })
})

describe('when no SMTP server and no CRM are configured', () => {
  let app: LeadsApp
  beforeAll(async () => {
    app = await startLeadsApp({})
  })
  afterAll(async () => app?.close())

  it('then the email is written as an .eml file to DATA_DIR/mail and the CRM forward is recorded as skipped', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, validInquiry)
    expect(res.status).toBe(201)
    const rows = await waitFor(async () => {
      const all = await listOutbox(app.db)
      return all.length === 2 && all.every((r) => r.status !== 'pending') ? all : null
    })
    expect(rows.find((r) => r.kind === 'crm')?.status).toBe('skipped')
    const mailRow = rows.find((r) => r.kind === 'mail')!
    expect(mailRow.status).toBe('sent')
    const file = path.join(app.dataDir, 'mail', `outbox-${mailRow.idempotency_key}.eml`)
    expect(existsSync(file)).toBe(true)
    const eml = await simpleParser(readFileSync(file))
    expect(eml.to && 'text' in eml.to ? eml.to.text : '').toBe(site.salesEmail)
    expect(eml.subject).toBe('Demo request: Amélie Tremblay (Bistro Maple)')
    expect(eml.messageId).toBe(`<outbox-${mailRow.idempotency_key}@localhost>`)
  })
})

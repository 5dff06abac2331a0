/**
 * Leads (see leads.test.ts): the outbox when SMTP is down, two senders, a message failing for a day; the newsletter
 * double opt-in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '../../content/en/forms'
import { site } from '../../content/site'
import { listOutbox } from '../../server/db/repositories/outbox'
import { createDb } from '../../server/db/knex'
import { createLogger } from '../../server/lib/logger'
import { createDeliveryWorker } from '../../server/services/leads/delivery'
import {
  freePort,
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

describe('when the SMTP server is down for a while', () => {
  let app: LeadsApp
  let smtp: TestSmtp | undefined
  let port: number
  beforeAll(async () => {
    port = await freePort()
    app = await startLeadsApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('then the lead is still accepted, the failures are recorded and the email is delivered once it is back', async () => {
    const res = await postJson(`${app.url}/api/leads`, validLead)
    expect(res.status).toBe(201)
    const failing = await waitFor(async () => {
      const [row] = await listOutbox(app.db, { kind: 'mail' })
      return row && row.attempts >= 2 ? row : null
    })
    expect(failing.status).toBe('pending')
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i)

    smtp = await startSmtp(port)
    const mail = await waitFor(() => smtp!.messages[0], { timeoutMs: 15_000 })
    expect(mail.subject).toBe('New lead: Omar Haddad (Pizza Haddad)')
    // The SMTP server has the message a moment before the sender records it as sent.
    const row = await waitFor(async () => {
      const [r] = await listOutbox(app.db, { kind: 'mail' })
      return r?.status === 'sent' ? r : null
    })
    expect(row.sent_at).toBeTruthy()
  })
})

describe('when two senders work the same outbox', () => {
  let app: LeadsApp
  let crm: TestCrm
  let second: ReturnType<typeof createDeliveryWorker> | undefined
  let secondDb: ReturnType<typeof createDb> | undefined
  beforeAll(async () => {
    crm = await startCrm({ delayMs: 40 })
    app = await startLeadsApp({ CRM_URL: crm.url }, { worker: false, outbox: { batchSize: 3, pollIntervalMs: 5 } })
  })
  afterAll(async () => {
    await second?.stop()
    await secondDb?.destroy()
    await app?.close()
    await crm?.close()
  })

  it('then the leases make each message go out exactly once', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, company: `Bistro ${i}` })
      expect(res.status).toBe(201)
    }
    // A second process: its own connection pool on the same database.
    secondDb = createDb(app.env.DATABASE_URL)
    const options = { batchSize: 3, pollIntervalMs: 5 }
    const logger = createLogger('silent')
    const first = createDeliveryWorker({ env: app.env, db: app.db, logger, outbox: options })
    second = createDeliveryWorker({ env: app.env, db: secondDb, logger, outbox: options })
    first.start()
    second.start()
    await waitFor(async () => (await listOutbox(app.db, { kind: 'crm', status: 'sent' })).length === 12)
    await first.stop()
    expect(crm.accepted).toHaveLength(12)
    expect([...crm.attempts.values()].every((n) => n === 1)).toBe(true)
    expect(new Set(crm.accepted.map((r) => r.body.company)).size).toBe(12)
  })
})

describe('when a message keeps failing for a day', () => {
  let app: LeadsApp
  let crm: TestCrm
  let now = new Date('2026-11-22T10:00:00.000Z')
  beforeAll(async () => {
    crm = await startCrm({ alwaysFail: true })
    app = await startLeadsApp({ CRM_URL: crm.url, OUTBOX_RETRY_BASE_MS: '30000' }, { worker: false, clock: () => now })
  })
  afterAll(async () => {
    await app?.close()
    await crm?.close()
  })

  it('then it is retried with growing delays and finally marked dead with its last error', async () => {
    expect((await postJson(`${app.url}/api/demo-inquiries`, validInquiry)).status).toBe(201)
    const worker = createDeliveryWorker({ env: app.env, db: app.db, logger: createLogger('silent'), clock: () => now })
    await worker.runOnce()
    const [first] = await listOutbox(app.db, { kind: 'crm' })
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'CRM answered HTTP 500' })
    // Not due yet: nothing is claimed again before next_attempt_at.
    await worker.runOnce()
    expect((await listOutbox(app.db, { kind: 'crm' }))[0]!.attempts).toBe(1)

    now = new Date(Date.parse(first!.next_attempt_at) + 1)
    await worker.runOnce()
    const [second] = await listOutbox(app.db, { kind: 'crm' })
    expect(second).toMatchObject({ status: 'pending', attempts: 2 })
    const firstDelay = Date.parse(first!.next_attempt_at) - Date.parse('2026-11-22T10:00:00.000Z')
    const secondDelay = Date.parse(second!.next_attempt_at) - now.getTime()
    expect(firstDelay).toBeGreaterThanOrEqual(15_000)
    expect(secondDelay).toBeGreaterThanOrEqual(30_000)

    now = new Date(Date.parse('2026-11-22T10:00:00.000Z') + 25 * 3600_000)
    await worker.runOnce()
    const [dead] = await listOutbox(app.db, { kind: 'crm' })
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, last_error: 'CRM answered HTTP 500' })
    await worker.stop()
  })
})

describe('newsletter with double opt-in', () => {
  let app: LeadsApp
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startSmtp()
    app = await startLeadsApp({ SMTP_URL: smtp.url, BASE_URL: 'http://news.test' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })
  afterEach(() => {
    smtp.messages.length = 0
  })

  const signup = {
    email: 'Chef@Cafe-Lune.ca',
    consent: true,
    consent_version: forms.newsletter.consentVersion,
    language: 'en',
    form_url: 'http://news.test/blog/cafe-loyalty',
  }

  it('when the consent box is not ticked, then it answers 400 and stores nothing', async () => {
    const res = await postJson(`${app.url}/api/newsletter`, { ...signup, consent: false })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.consent).toBe(
      forms.newsletter.consentRequired,
    )
    expect(await app.db('newsletter_subscribers').select('id')).toEqual([])
  })

  it('when an address signs up twice, confirms and unsubscribes, then there is one record with its consent and every step takes effect', async () => {
    expect((await postJson(`${app.url}/api/newsletter`, signup)).status).toBe(201)
    const res = await postJson(`${app.url}/api/newsletter`, { ...signup, email: 'chef@cafe-lune.ca ' })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { message: string }).message).toBe(forms.newsletter.success)

    const rows = await app.db('newsletter_subscribers').select('*')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'chef@cafe-lune.ca',
      status: 'pending',
      consent_text: forms.newsletter.consent,
      consent_version: forms.newsletter.consentVersion,
      consent_language: 'en',
      consent_form_url: 'http://news.test/blog/cafe-loyalty',
      consent_ip: '127.0.0.1',
    })
    expect(rows[0].consent_text).toContain(site.legalName)

    const mail = await waitFor(() => smtp.messages[0])
    expect(mail.subject).toBe('Please confirm your subscription to the MapleServe newsletter')
    const confirmUrl = /http:\/\/news\.test\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    const unsubscribeUrl = /http:\/\/news\.test\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    expect(confirmUrl).toBeTruthy()
    expect(unsubscribeUrl).toBeTruthy()
    const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line
    expect(listUnsubscribe?.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`)
    expect(mail.text).toContain('48 Maple Grove Road')

    const confirmed = await fetch(confirmUrl!.replace('http://news.test', app.url))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Subscription confirmed')
    expect(await app.db('newsletter_subscribers').first()).toMatchObject({ status: 'confirmed' })

    const left = await fetch(unsubscribeUrl!.replace('http://news.test', app.url))
    expect(left.status).toBe(200)
    expect(await left.text()).toContain('You are unsubscribed')
    expect(await app.db('newsletter_subscribers').first()).toMatchObject({ status: 'unsubscribed' })
  })

  it('when the form is posted without JavaScript, then it redirects to a check-your-inbox page and a one-click POST unsubscribes', async () => {
    const res = await fetch(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://news.test/blog/qsr-pos-guide' },
      body: new URLSearchParams({
        email: 'nojs@diner.ca',
        consent: 'on',
        consent_version: forms.newsletter.consentVersion,
        language: 'en',
        form_url: '/blog/qsr-pos-guide',
        website: '',
      }).toString(),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/forms/sent?form=newsletter')
    expect(await (await fetch(`${app.url}/forms/sent?form=newsletter`)).text()).toContain('Check your inbox')
    const row = await app.db('newsletter_subscribers').where({ email: 'nojs@diner.ca' }).first()
    expect(row).toMatchObject({ status: 'pending', consent_form_url: 'http://news.test/blog/qsr-pos-guide' })

    const oneClick = await fetch(`${app.url}/newsletter/unsubscribe?token=${row.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await app.db('newsletter_subscribers').where({ email: 'nojs@diner.ca' }).first()).toMatchObject({
      status: 'unsubscribed',
    })
  })

  it('when a link carries an unknown token, then it says the link is not valid', async () => {
    const res = await fetch(`${app.url}/newsletter/confirm?token=nope`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('This link is not valid')
  })

  it('when the newsletter honeypot is filled, then it pretends success and stores nothing', async () => {
    const res = await postJson(`${app.url}/api/newsletter`, { ...signup, email: 'bot@spam.example', website: 'x' })
    expect(res.status).toBe(201)
    expect(await app.db('newsletter_subscribers').where({ email: 'bot@spam.example' }).first()).toBeUndefined()
  })
})

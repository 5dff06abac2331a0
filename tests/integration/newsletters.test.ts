import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { waitFor } from '../helpers/leads'
import { newsletterSender } from '../helpers/newsletter-sender'
import { header, startNewsletterSmtp, type NewsletterSmtp } from '../helpers/newsletter-smtp'

/**
 * Issue 34: the admin API of newsletter issues (ra-data-simple-rest contract, refusals), the test
 * copy, and delivery faults through a real SMTP server: a permanent refusal (550) marks the
 * subscriber bounced and says why; a temporary one (451) is retried and gets through, or is given
 * up after the set time; an answer lost after the server accepted repeats exactly that one
 * message, under the same Message-ID; two senders on one database never send one recipient twice.
 */
let app: TestApp
let smtp: NewsletterSmtp
let admin: AdminClient

async function seed(count: number, prefix: string, language = 'en') {
  const now = new Date(app.now()).toISOString()
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}-${i}@diners.test`,
    status: 'confirmed',
    confirm_token: `c-${prefix}-${i}`,
    unsubscribe_token: `u-${prefix}-${i}`,
    consent_text: 'Yes',
    consent_version: '2026-11',
    consent_language: language,
    consent_form_url: 'https://mapleserve.test/newsletter',
    consent_at: now,
    consent_ip: '203.0.113.9',
    confirmed_at: now,
    created_at: now,
    updated_at: now,
  }))
  await app.db('newsletter_subscribers').insert(rows)
}

async function createIssue(subject: string, language = 'en'): Promise<number> {
  const res = await admin.request('/api/admin/newsletters', {
    method: 'POST',
    json: { language, subject, intro: 'Hello.' },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

function sender(outbox = {}) {
  return newsletterSender(app, outbox)
}

/** Runs a sender until nothing of the issue is left to try. */
async function drain(delivery: ReturnType<typeof sender>, issueId: number) {
  await delivery.runDue()
  await waitFor(
    async () => {
      await delivery.runOnce()
      await delivery.runDue()
      const row = await app.db('newsletters').where({ id: issueId }).first<{ status: string }>()
      return row?.status === 'sent'
    },
    { timeoutMs: 30_000 },
  )
}

async function report(id: number) {
  return (await (await admin.request(`/api/admin/newsletters/${id}/report`)).json()) as Record<string, unknown> & {
    problems: { email: string; last_error: string }[]
  }
}

beforeAll(async () => {
  smtp = await startNewsletterSmtp()
  ;({ app, admin } = await startSignedInAdmin({
    env: {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '0',
      OUTBOX_RETRY_BASE_MS: '20',
      OUTBOX_LEASE_MS: '5000',
    },
  }))
}, 60_000)

afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

describe('when an administrator works on an issue through /api/admin/newsletters', () => {
  it('then bad input is refused field by field, and the list follows the ra-data-simple-rest contract', async () => {
    const bad = await admin.request('/api/admin/newsletters', { method: 'POST', json: { language: 'de', subject: '' } })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { errors: Record<string, string>; errorCodes: Record<string, { code: string }> }
    expect(body.errors).toEqual({ language: 'Language must be en or fr', subject: 'Subject is required' })
    expect(body.errorCodes.subject?.code).toBe('newsletter.subject_required')
    const id = await createIssue('Contract issue')
    const list = await admin.request('/api/admin/newsletters?range=[0,9]&sort=["createdAt","DESC"]')
    expect(list.headers.get('content-range')).toMatch(/^newsletters 0-\d+\/\d+$/)
    const put = await admin.request(`/api/admin/newsletters/${id}`, { method: 'PUT', json: { subject: 'Renamed' } })
    expect(((await put.json()) as { subject: string }).subject).toBe('Renamed')
    const past = await admin.request(`/api/admin/newsletters/${id}/schedule`, {
      method: 'POST',
      json: { scheduledAt: '2020-01-01T00:00:00Z' },
    })
    expect(past.status).toBe(400)
    const del = await admin.request(`/api/admin/newsletters/${id}`, { method: 'DELETE' })
    expect(del.status).toBe(200)
    expect((await admin.request(`/api/admin/newsletters/${id}`)).status).toBe(404)
  })

  it('then the preview is the email as sent and a test copy reaches the signed-in user', async () => {
    const id = await createIssue('Preview issue')
    const preview = (await (await admin.request(`/api/admin/newsletters/${id}/preview`)).json()) as {
      html: string
      text: string
    }
    expect(preview.html).toContain('<table role="presentation"')
    expect(preview.html).not.toMatch(/<script/i)
    expect(preview.text).toContain('Unsubscribe in one click:')
    expect(preview.text).toContain('48 Maple Grove Road')
    const res = await admin.request(`/api/admin/newsletters/${id}/test`, { method: 'POST', json: {} })
    expect(res.status).toBe(200)
    const copy = await waitFor(() => smtp.received.find((m) => m.to === 'owner@mapleserve.test'))
    expect(header(copy.raw, 'Subject')).toBe('[Test] Preview issue')
    expect(header(copy.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  })
})

describe('when the SMTP server refuses one address for good, defers another and loses one answer', () => {
  let id: number
  beforeAll(async () => {
    await seed(12, 'faults')
    smtp.refuse.add('faults-0@diners.test')
    smtp.defer.add('faults-1@diners.test')
    smtp.loseAnswer.add('faults-2@diners.test')
    id = await createIssue('Faults issue')
    expect((await admin.request(`/api/admin/newsletters/${id}/send`, { method: 'POST' })).status).toBe(200)
    const delivery = sender()
    // The deferred address is tried and fails at least once, then the server takes it again.
    const deferred = await app.db('newsletter_subscribers').where({ email: 'faults-1@diners.test' }).first()
    await waitFor(async () => {
      await delivery.runOnce()
      const row = await app
        .db('outbox')
        .where({ subject_type: `newsletter:${id}`, subject_id: deferred.id })
        .first()
      return row.attempts >= 1
    })
    smtp.defer.delete('faults-1@diners.test')
    await drain(delivery, id)
    await delivery.stop()
  }, 60_000)

  it('then the refused subscriber is marked bounced with the answer, and the report says why', async () => {
    const bounced = await app.db('newsletter_subscribers').where({ email: 'faults-0@diners.test' }).first()
    expect(bounced).toMatchObject({ status: 'bounced' })
    expect(bounced.bounce_reason).toMatch(/550/)
    const r = await report(id)
    expect(r).toMatchObject({ recipients: 12, sent: 11, bounced: 1, failed: 0 })
    expect(r.problems.find((p) => p.email === 'faults-0@diners.test')?.last_error).toMatch(/^bounced: .*550/)
    expect(smtp.counts.get('faults-0@diners.test') ?? 0).toBe(0)
  })

  it('then the deferred one got through on a retry, and the lost answer repeated that message once, same Message-ID', async () => {
    expect(smtp.counts.get('faults-1@diners.test')).toBe(1)
    const repeated = smtp.received.filter((m) => m.to === 'faults-2@diners.test')
    expect(repeated).toHaveLength(2)
    expect(header(repeated[0]!.raw, 'Message-ID')).toBe(header(repeated[1]!.raw, 'Message-ID'))
    for (let i = 3; i < 12; i++) expect(smtp.counts.get(`faults-${i}@diners.test`)).toBe(1)
  })
})

describe('when an address keeps answering 451 past the set time', () => {
  it('then the sender gives up on it and the report counts it failed with the answer', async () => {
    await seed(3, 'stubborn', 'fr')
    smtp.defer.add('stubborn-0@diners.test')
    const id = await createIssue('Numéro têtu', 'fr')
    await admin.request(`/api/admin/newsletters/${id}/send`, { method: 'POST' })
    const delivery = sender({ deadAfterMs: 300 })
    await drain(delivery, id)
    await delivery.stop()
    const r = await report(id)
    expect(r).toMatchObject({ recipients: 3, sent: 2, failed: 1, bounced: 0 })
    expect(r.problems[0]?.last_error).toMatch(/451/)
  })
})

describe('when two replicas send the same issue at once', () => {
  it('then every subscriber gets exactly one copy', async () => {
    await seed(60, 'replica')
    const id = await createIssue('Replicas issue')
    await admin.request(`/api/admin/newsletters/${id}/send`, { method: 'POST' })
    const [a, b] = [sender(), sender()]
    a.start()
    b.start()
    await waitFor(
      async () => (await app.db('newsletters').where({ id }).first<{ status: string }>())?.status === 'sent',
      { timeoutMs: 30_000 },
    )
    await Promise.all([a.stop(), b.stop()])
    for (let i = 0; i < 60; i++) expect(smtp.counts.get(`replica-${i}@diners.test`)).toBe(1)
    // The issue is in the archive's sitemap entries, at its own URL.
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`/newsletter/replicas-issue-${id}</loc>`)
    expect(sitemap).toContain('/fr/newsletter</loc>')
  })
})

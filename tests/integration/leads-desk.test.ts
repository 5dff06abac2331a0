import type { ServerErrorBody } from '../../admin/i18n/server-messages'
import { inAdminFrench } from '../helpers/admin-french'
import { describe, expect, it } from 'vitest'
import { postJson, validInquiry, waitFor } from '../helpers/leads'
import { leadDeskService } from '../../server/services/leads/desk'
import { leadsAdminService } from '../../server/services/leads/admin'
import {
  type Json,
  app,
  smtp,
  admin,
  french,
  ownerId,
  ALWAYS_OPEN,
  json,
  list,
  inquiry,
  withLeadsDeskApp,
} from '../helpers/leads-desk'

withLeadsDeskApp()

describe('a lead in full and its pipeline', () => {
  it('when an admin opens a demo inquiry, then it shows the message and attribution; assigning and marking it Contacted stops the clock, fills the timeline and moves the median', async () => {
    expect((await admin.request('/api/admin/lead-settings', { method: 'PUT', json: ALWAYS_OPEN })).status).toBe(200)
    const before = await json(await admin.request('/api/admin/lead-stats?weeks=4'))
    expect((before.overall as Json).median).toBeNull()

    const id = await inquiry('full@bistro.test')
    const lead = await json(await admin.request(`/api/admin/leads/${id}`))
    expect(lead).toMatchObject({
      message: validInquiry.message,
      sourcePage: '/products/kitchen-display',
      sourceSection: 'hero',
      landingPage: validInquiry.landing_page,
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'kds',
      status: 'new',
      ownerId: null,
      responseMinutes: null,
    })
    expect(lead.waitingMinutes).toBe(0)

    const saved = await admin.request(`/api/admin/leads/${id}`, {
      method: 'PUT',
      json: { ...lead, ownerId, status: 'contacted', note: 'Called, wants a demo Tuesday.' },
    })
    expect(saved.status).toBe(200)
    const after = await json(saved)
    expect(after).toMatchObject({ status: 'contacted', ownerId, waitingMinutes: null, note: '' })
    expect(typeof after.responseMinutes).toBe('number')
    const timeline = after.timeline as { kind: string; actor: string | null; details: Json }[]
    expect(timeline.map((t) => t.kind)).toEqual(
      expect.arrayContaining(['received', 'queued', 'status', 'owner', 'note']),
    )
    expect(timeline.find((t) => t.kind === 'status')).toMatchObject({
      actor: 'desk-admin@mapleserve.test',
      details: { from: 'new', to: 'contacted' },
    })
    expect(timeline.find((t) => t.kind === 'note')?.details.text).toBe('Called, wants a demo Tuesday.')

    const stats = await json(await admin.request('/api/admin/lead-stats?weeks=4'))
    expect((stats.overall as Json).median).toBe(after.responseMinutes)
    expect((stats.overall as Json).count).toBe(1)
    expect((stats.byCampaign as { label: string }[]).map((s) => s.label)).toContain('kds')

    // Filters: by owner and status.
    expect((await list(admin, { owner: ownerId })).map((r) => r.id)).toEqual([id])
    expect((await list(admin, { status: 'contacted' })).map((r) => r.id)).toEqual([id])
    expect((await list(admin, { owner: 'none', q: 'full@bistro.test' })).length).toBe(0)
  })

  it('when a lead is marked lost without a reason, then it answers 400 naming the field, in the admin’s language', async () => {
    const id = await inquiry('lost@bistro.test')
    const en = await admin.request(`/api/admin/leads/${id}`, { method: 'PUT', json: { status: 'lost' } })
    expect(en.status).toBe(400)
    expect((await json(en)).errors).toEqual({ lostReason: 'Say why the lead was lost' })
    const fr = await french.request(`/api/admin/leads/${id}`, { method: 'PUT', json: { status: 'lost' } })
    expect(fr.status).toBe(400)
    // The server answers codes; the French admin shows them from its catalogue (one French sentence).
    expect(inAdminFrench((await json(fr)) as ServerErrorBody)).toMatchObject({
      message: 'Veuillez corriger les champs indiqués.',
      errors: { lostReason: 'Indiquez pourquoi le prospect a été perdu' },
    })
    const long = await admin.request(`/api/admin/leads/${id}`, {
      method: 'PUT',
      json: { status: 'lost', lostReason: 'x'.repeat(301), note: 'n'.repeat(4001) },
    })
    expect([long.status, (await json(long)).errors]).toEqual([
      400,
      { lostReason: 'At most 300 characters', note: 'At most 4000 characters' },
    ])
    const ok = await admin.request(`/api/admin/leads/${id}`, {
      method: 'PUT',
      json: { status: 'lost', lostReason: 'Chose a competitor' },
    })
    expect(await json(ok)).toMatchObject({ status: 'lost', lostReason: 'Chose a competitor' })
    expect((await french.request('/api/admin/leads/demo-99999')).status).toBe(404)
    const missing = (await json(await french.request('/api/admin/leads/demo-99999'))) as ServerErrorBody
    expect(inAdminFrench(missing).message).toBe('Prospect introuvable.')
  })
})

describe('spam verdicts', () => {
  it('when a honeypot-caught lead is marked not spam, then it leaves the spam filter and its email reaches the sales inbox once', async () => {
    const email = 'caught@bistro.test'
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email, website: 'http://x.test' })
    expect(res.status).toBe(201)
    expect((await list(admin, { spam: 'no', q: email })).length).toBe(0)
    const [spam] = await list(admin, { spam: 'yes', q: email })
    expect(spam).toMatchObject({ spam: true, emailStatus: 'none' })

    const marked = await admin.request(`/api/admin/leads/${String(spam!.id)}/spam`, {
      method: 'POST',
      json: { spam: false },
    })
    expect(marked.status).toBe(200)
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === email))
    expect(mail.subject).toContain('Demo request')
    expect((await list(admin, { spam: 'no', q: email })).length).toBe(1)
    const again = await french.request(`/api/admin/leads/${String(spam!.id)}/spam`, {
      method: 'POST',
      json: { spam: false },
    })
    expect(again.status).toBe(409)
    expect(inAdminFrench((await json(again)) as ServerErrorBody).message).toBe(
      'Ce prospect n’est pas marqué comme pourriel.',
    )
    // Spam, then not spam again: nothing is sent a second time.
    await admin.request(`/api/admin/leads/${String(spam!.id)}/spam`, { method: 'POST', json: { spam: true } })
    await admin.request(`/api/admin/leads/${String(spam!.id)}/spam`, { method: 'POST', json: { spam: false } })
    expect(
      await app.db('outbox').where({ subject_type: 'lead', subject_id: Number(String(spam!.id).slice(5)) }),
    ).toHaveLength(2)
  })

  it('when a honeypot-caught quote lead is marked not spam, then the sales email says it is a quote and gives the phone for its demo', async () => {
    const email = 'caught-quote@bistro.test'
    const res = await postJson(`${app.url}/api/quote-leads`, {
      email,
      phone: '902 555 0144',
      intent: 'demo',
      quote: 'plan=plus&province=NS&qty_station=1&volume=0',
      website: 'http://x.test',
    })
    expect(res.status).toBe(201)
    const [spam] = await list(admin, { spam: 'yes', q: email })
    expect(String(spam!.id)).toMatch(/^quote-\d+$/)
    const marked = await admin.request(`/api/admin/leads/${String(spam!.id)}/spam`, {
      method: 'POST',
      json: { spam: false },
    })
    expect(marked.status).toBe(200)
    const mail = await waitFor(() => smtp.messages.find((m) => m.replyTo?.text === email))
    expect(mail.subject).toBe(`Quote lead (book a demo): ${email}`)
    expect(mail.text).toContain('A visitor sent a quote from the quote builder.')
    expect(mail.text).toContain('Phone: 902 555 0144')
    expect(mail.text).toContain(String(spam!.id))
    expect(mail.text).not.toContain("Let's schedule your free demo")
    // The same email as a quote that arrives: its figures and link, and that the visitor got no copy.
    expect(mail.text).toContain('/pricing/quote?plan=plus')
    expect(mail.text).toMatch(/Tax table: ca-sales-tax-/)
    expect(mail.text).toContain('Visitor copy: not sent')
  })
})

describe('response reminders', () => {
  it('when a lead waits past the target, then two replicas running the job queue one reminder to the sales inbox', async () => {
    await admin.request('/api/admin/lead-settings', { method: 'PUT', json: ALWAYS_OPEN })
    const id = await inquiry('waiting@bistro.test')
    const later = () => new Date(Date.now() + 2 * 60 * 60_000)
    const replica = () => leadDeskService(app.db, app.env, leadsAdminService(app.db, later), later)
    const [a, b] = await Promise.all([replica().runReminders(), replica().runReminders()])
    expect(a + b).toBeGreaterThanOrEqual(1)
    const rowId = Number(id.slice(5))
    const reminders = await app.db('outbox').where({ subject_type: 'lead_reminder', subject_id: rowId })
    expect(reminders).toHaveLength(1)
    // Queued at the replicas' (future) time: the payload is what the sender will deliver.
    const mail = JSON.parse(String((reminders[0] as Json).payload)) as { to: string; subject: string; text: string }
    expect(mail).toMatchObject({
      to: 'sales-desk@mapleserve.ca',
      subject: 'Lead waiting: Amélie Tremblay (Bistro Maple)',
    })
    expect(mail.text).toContain(`/admin/leads/${id}`)
    expect(await replica().runReminders()).toBe(0)
  })
})

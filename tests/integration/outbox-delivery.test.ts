import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

/** The outbox rows of one demo inquiry, by kind. */
async function rowsOf(app: LeadsApp, inquiryId: number) {
  const rows = (await listOutbox(app.db)).filter((r) => r.subject_type === 'lead' && r.subject_id === inquiryId)
  return { mail: rows.find((r) => r.kind === 'mail'), crm: rows.find((r) => r.kind === 'crm') }
}

async function submit(app: LeadsApp, company: string): Promise<number> {
  const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, company })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

describe('when a backup restore makes new outbox rows reuse ids the CRM has already seen', () => {
  let app: LeadsApp
  let crm: TestCrm
  beforeAll(async () => {
    // The CRM stored the forwards of rows 1–20 before the restore; their ids are handed out again.
    crm = await startCrm({ held: Array.from({ length: 20 }, (_, i) => String(i + 1)) })
    app = await startLeadsApp({ CRM_URL: crm.url })
  })
  afterAll(async () => {
    await app?.close()
    await crm?.close()
  })

  it('then a new lead still reaches the CRM under its own UUID key', async () => {
    const id = await submit(app, 'Bistro After Restore')
    await waitFor(() => crm.accepted.some((r) => r.body.company === 'Bistro After Restore'))
    const { crm: row } = await waitFor(async () => {
      const rows = await rowsOf(app, id)
      return rows.crm?.status === 'sent' ? rows : null
    })
    expect(row!.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(crm.accepted.find((r) => r.body.company === 'Bistro After Restore')!.idempotencyKey).toBe(
      row!.idempotency_key,
    )
  })
})

describe('when the CRM answers 409 without echoing the idempotency key', () => {
  let app: LeadsApp
  let crm: Server
  beforeAll(async () => {
    crm = createServer((req, res) => {
      req.resume()
      req.on('end', () => res.writeHead(409, { 'content-type': 'application/json' }).end('{"error":"conflict"}'))
    })
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', () => resolve()))
    const { port } = crm.address() as AddressInfo
    app = await startLeadsApp({ CRM_URL: `http://127.0.0.1:${port}/inquiries` })
  })
  afterAll(async () => {
    await app?.close()
    crm.closeAllConnections()
    await new Promise<void>((resolve) => crm.close(() => resolve()))
  })

  it('then the forward is not counted as sent and stays queued with the reason', async () => {
    const id = await submit(app, 'Bistro Conflict')
    const { crm: row } = await waitFor(async () => {
      const rows = await rowsOf(app, id)
      return rows.crm && rows.crm.attempts > 0 ? rows : null
    })
    expect(row).toMatchObject({ status: 'pending', sent_at: null })
    expect(row!.last_error).toContain('409')
  })
})

describe('when the CRM never answers', () => {
  let app: LeadsApp
  let crm: TestCrm
  let smtp: TestSmtp
  beforeAll(async () => {
    crm = await startCrm({ hang: true })
    smtp = await startSmtp()
    app = await startLeadsApp({ CRM_URL: crm.url, SMTP_URL: smtp.url, SALES_INBOX: 'sales-test@mapleserve.ca' })
  })
  afterAll(async () => {
    await app?.close()
    await crm?.close()
    await smtp?.close()
  })

  it("then the next lead's sales email is delivered while the first CRM request is still hanging", async () => {
    const first = await submit(app, 'Bistro First')
    await waitFor(() => crm.hanging.size === 1)
    const [firstKey] = [...crm.hanging]

    await submit(app, 'Bistro Second')
    await waitFor(() => smtp.messages.some((m) => (m.text ?? '').includes('Bistro Second')), { timeoutMs: 30_000 })
    expect(crm.hanging.has(firstKey!)).toBe(true)
    const { crm: stuck } = await rowsOf(app, first)
    expect(stuck).toMatchObject({ status: 'pending', attempts: 0 })
  })
})

import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startAdminTestApp, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { freePort, startSmtp, waitFor, type TestSmtp } from '../helpers/leads'
import type { StatusReport } from '../../server/services/status/status'

const TOKEN = 'status-metrics-token-0123456789'

/** A CRM stand-in that records the method of every request it gets. */
async function startProbeTarget(
  status: number,
): Promise<{ url: string; methods: string[]; close: () => Promise<void> }> {
  const methods: string[] = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    methods.push(req.method ?? '')
    req.resume()
    req.on('end', () => res.writeHead(status).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inquiries`,
    methods,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

let smtp: TestSmtp
let crm: Awaited<ReturnType<typeof startProbeTarget>>
let app: TestApp
let admin: AdminClient
let editor: AdminClient

beforeAll(async () => {
  smtp = await startSmtp()
  crm = await startProbeTarget(405)
  ;({ app, admin } = await startSignedInAdmin({
    email: 'ops@example.com',
    env: { SMTP_URL: smtp.url, CRM_URL: crm.url, CRM_TOKEN: 'crm-secret', METRICS_TOKEN: TOKEN },
  }))
  await createUser(app, 'writer@example.com', 'editor')
  editor = await signIn(app, 'writer@example.com')
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
  await crm?.close()
})

async function report(): Promise<StatusReport> {
  const res = await admin.request('/api/admin/status')
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return (await res.json()) as StatusReport
}
const item = (r: StatusReport, id: string) => r.items.find((i) => i.id === id)!

async function metrics(): Promise<string> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}
const gauge = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? undefined : Number(line.slice(name.length + 1).replace('+Inf', 'Infinity'))
}

describe('when someone other than an administrator asks for the status', () => {
  it('then an editor gets 403 and a visitor 401, for the report and the test email', async () => {
    expect((await editor.request('/api/admin/status')).status).toBe(403)
    expect((await editor.request('/api/admin/status/test-mail', { method: 'POST', json: {} })).status).toBe(403)
    expect((await fetch(`${app.url}/api/admin/status`)).status).toBe(401)
    expect(smtp.messages).toHaveLength(0)
  })
})

describe('when an administrator opens the status', () => {
  it('then every item is there with a colour, and the facts are the real ones', async () => {
    const r = await report()
    expect(r.items.map((i) => i.id)).toEqual([
      'version',
      'uptime',
      'database',
      'migrations',
      'disk',
      'backup',
      'outbox',
      'mail',
      'cache_purge',
      'crm',
      'redis',
      'errors',
    ])
    for (const i of r.items) expect(['green', 'amber', 'red']).toContain(i.level)
    expect(item(r, 'version').facts.version).toBe('0.1.0')
    expect(item(r, 'migrations')).toMatchObject({ level: 'green', facts: { count: 0 } })
    expect(Number(item(r, 'disk').facts.free_bytes)).toBeGreaterThan(0)
    expect(item(r, 'disk').thresholds).toEqual({ amber_bytes: 5 * 1024 ** 3, red_bytes: 1024 ** 3 })
    expect(Number(item(r, 'database').facts.size_bytes)).toBeGreaterThan(0)
    expect(item(r, 'mail')).toMatchObject({ level: 'green', state: 'smtp', facts: { host: new URL(smtp.url).host } })
    // The probe is a HEAD: it reaches the CRM without creating an inquiry there.
    expect(item(r, 'crm')).toMatchObject({ level: 'green', state: 'ok', facts: { http_status: 405 } })
    expect(crm.methods).toEqual(['HEAD'])
    expect(item(r, 'redis')).toMatchObject({ level: 'green', state: 'off' })
    expect(item(r, 'cache_purge')).toMatchObject({ level: 'green', state: 'off' })
    // No backup yet: red, and said so in /metrics.
    expect(item(r, 'backup')).toMatchObject({ level: 'red', state: 'none', thresholds: { max_age_seconds: 26 * 3600 } })
    const text = await metrics()
    expect(gauge(text, 'backup_age_seconds')).toBe(Infinity)
    expect(gauge(text, 'backup_stale')).toBe(1)
    expect(gauge(text, 'data_dir_free_bytes')).toBeGreaterThan(0)
    expect(gauge(text, 'outbox_oldest_pending_age_seconds')).toBe(0)
  })
})

describe('when the newest backup is fresh, then 27 hours old', () => {
  it('then the backup item goes from amber (no schedule) to red, and /metrics reports the age', async () => {
    const dir = path.join(app.dataDir, 'backups')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, 'mapleserve-20261123T031500Z.tar.gz')
    writeFileSync(file, Buffer.alloc(2048))
    let r = await report()
    expect(item(r, 'backup')).toMatchObject({ level: 'amber', state: 'unscheduled', facts: { file, size_bytes: 2048 } })
    expect(gauge(await metrics(), 'backup_stale')).toBe(0)

    const old = new Date(Date.now() - 27 * 3600_000)
    utimesSync(file, old, old)
    r = await report()
    expect(item(r, 'backup')).toMatchObject({ level: 'red', state: 'old' })
    expect(Number(item(r, 'backup').facts.age_seconds)).toBeGreaterThanOrEqual(27 * 3600)
    const text = await metrics()
    expect(gauge(text, 'backup_stale')).toBe(1)
    expect(gauge(text, 'backup_age_seconds')).toBeGreaterThanOrEqual(27 * 3600)
    expect(gauge(text, 'backup_last_size_bytes')).toBe(2048)
  })
})

describe('when a message has waited in the outbox for two hours', () => {
  it('then the outbox is red with its age, on the page and in /metrics', async () => {
    const created = new Date(Date.now() - 2 * 3600_000).toISOString()
    await app.db('outbox').insert({
      kind: 'crm',
      idempotency_key: 'status-test-key',
      subject_type: 'lead',
      subject_id: null,
      payload: '{}',
      attempts: 3,
      next_attempt_at: new Date(Date.now() + 3600_000).toISOString(),
      status: 'pending',
      created_at: created,
    })
    const r = await report()
    expect(item(r, 'outbox')).toMatchObject({ level: 'red', state: 'waiting', facts: { pending: 1, dead: 0 } })
    expect(Number(item(r, 'outbox').facts.oldest_seconds)).toBeGreaterThanOrEqual(7200)
    expect(gauge(await metrics(), 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(7200)
  })
})

describe('when the administrator presses "send a test email"', () => {
  it('then it arrives at once through the SMTP server, addressed to them, in their language', async () => {
    const res = await admin.request('/api/admin/status/test-mail', { method: 'POST', json: { locale: 'fr' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ to: 'ops@example.com', transport: 'smtp' })
    const mail = await waitFor(() => smtp.messages.find((m) => m.subject?.includes('courriel d’essai')))
    expect(mail.to).toMatchObject({ text: 'ops@example.com' })
    expect(mail.text).toContain('l’envoi de courriels fonctionne')
  })
})

describe('when the mail server and the CRM cannot be reached', () => {
  it('then the test email answers 502 naming the cause and the CRM item is red', async () => {
    const port = await freePort()
    const down = await startAdminTestApp({
      SMTP_URL: `smtp://user:pw@127.0.0.1:${port}`,
      CRM_URL: `http://127.0.0.1:${port}/crm`,
    })
    try {
      await createUser(down, 'ops@example.com', 'admin')
      const client = await signIn(down, 'ops@example.com')
      const res = await client.request('/api/admin/status/test-mail', { method: 'POST', json: {} })
      expect(res.status).toBe(502)
      const body = (await res.json()) as { message: string }
      expect(body.message).toMatch(/^The test email was not sent: .*ECONNREFUSED/)
      expect(body.message).not.toContain('pw@')
      const r = (await (await client.request('/api/admin/status')).json()) as StatusReport
      expect(item(r, 'crm')).toMatchObject({ level: 'red', state: 'unreachable', facts: { error: 'ECONNREFUSED' } })
    } finally {
      await down.close()
    }
  })
})

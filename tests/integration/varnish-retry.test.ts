/**
 * Real Varnish with the scale-out VCL (deploy/varnish/scale-out.vcl: two replicas in one director) where one replica
 * takes a demo request's body and drops the connection without answering: what Varnish meets when it sends a request
 * on a pooled connection to a replica that has just been killed (the failover drill's one refused request in CI:
 * '57 ms: 503 Varnish'). The visitor's request must reach the other replica and be stored once.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startVarnish, type Varnish } from '../../scripts/lib/varnish'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson, validInquiry, waitFor } from '../helpers/leads'
import { varnishd } from '../helpers/varnish-app'

let app: TestApp
let varnish: Varnish
let dying: Server
/** Demo requests whose whole body the dying replica read before it dropped the connection. */
let swallowed = 0

beforeAll(async () => {
  if (!varnishd) return
  app = await startTestApp({ FORM_RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'loopback' })
  // Healthy to Varnish's probe; every POST is read to its end, then the connection is dropped unanswered.
  dying = createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume()
      req.on('end', () => {
        swallowed++
        req.socket.destroy()
      })
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain', 'x-dying-replica': '1' }).end('ok')
  })
  await new Promise<void>((resolve) => dying.listen(0, '127.0.0.1', resolve))
  varnish = await startVarnish(varnishd, await freePort(), (dying.address() as AddressInfo).port, {
    vcl: 'scale-out.vcl',
    backendHosts: { 'app-2': Number(new URL(app.url).port) },
  })
  // Varnish answers once one backend is healthy; the app's first good probe may come later (on PostgreSQL it did,
  // and every try of the first request went to the dying replica). Ready when a request reaches the app.
  let n = 0
  await waitFor(async () => {
    const res = await fetch(`${varnish.url}/api/ready-${n++}`)
    await res.arrayBuffer()
    return !res.headers.get('x-dying-replica')
  })
})

afterAll(async () => {
  await varnish?.stop()
  await new Promise<void>((resolve) => (dying ? dying.close(() => resolve()) : resolve()))
  await app?.close()
})

describe.skipIf(!varnishd)('when a replica takes a demo request and drops the connection without answering', () => {
  it('then Varnish sends the same body to the other replica: every request answers 201 and is stored once', async () => {
    // At least 12, and on until the dying replica has taken one (the shard director sends about half of them there
    // first; the retry is what the test shows), at most 60: 60 without one would be a director that never uses it.
    const emails: string[] = []
    const statuses: string[] = []
    while (emails.length < 60 && (emails.length < 12 || swallowed === 0)) {
      const email = `retry-${emails.length}@bistro-maple.ca`
      emails.push(email)
      const res = await postJson(`${varnish.url}/api/demo-inquiries`, { ...validInquiry, email })
      statuses.push(`${email}: ${res.status} ${res.status === 201 ? '' : (await res.text()).slice(0, 60)}`.trim())
    }
    expect(statuses).toEqual(emails.map((email) => `${email}: 201`))
    expect(swallowed).toBeGreaterThan(0)
    const stored = (await app.db('leads').where({ kind: 'demo' }).select('email')) as { email: string }[]
    expect(stored.map((r) => r.email).sort()).toEqual([...emails].sort())
  })
})

describe.skipIf(!varnishd)('when a demo request over the app’s 16 KB limit is sent through that Varnish', () => {
  it('then it gets the app’s own 413 and message, kept and resent like any other body', async () => {
    const res = await postJson(`${varnish.url}/api/demo-inquiries`, { ...validInquiry, message: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(((await res.json()) as { message: string }).message).toMatch(/too (large|long|big)/i)
  })
})

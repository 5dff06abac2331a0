import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson, validInquiry } from '../helpers/leads'

const TOKEN = 'metrics-token-0123456789abcdef'

let app: TestApp
let closed: TestApp
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN, FORM_RATE_LIMIT_MAX: '1000' })
  closed = await startTestApp()
})
afterAll(async () => {
  await app?.close()
  await closed?.close()
})

const scrape = (url: string, authorization?: string) =>
  fetch(`${url}/metrics`, authorization ? { headers: { authorization } } : {})

function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inside = line.slice(name.length + 1, line.indexOf('}'))
    const parts = inside.split(',')
    if (wanted.every((w) => parts.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

describe('when METRICS_TOKEN is not set', () => {
  it('then GET /metrics answers 404 even with a bearer token', async () => {
    expect((await scrape(closed.url)).status).toBe(404)
    expect((await scrape(closed.url, `Bearer ${TOKEN}`)).status).toBe(404)
  })
})

describe('when the token is missing or wrong', () => {
  it('then GET /metrics answers 401 and shows no metrics', async () => {
    const missing = await scrape(app.url)
    expect(missing.status).toBe(401)
    expect(await missing.text()).not.toContain('http_requests_total')
    expect((await scrape(app.url, `Bearer ${TOKEN}x`)).status).toBe(401)
    expect((await scrape(app.url, TOKEN)).status).toBe(401)
  })
})

describe('when Prometheus scrapes with the token', () => {
  it('then it sees request counts and latency by route and status, and the outbox backlog', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.url}/`)).status).toBe(200)
    expect((await fetch(`${app.url}/no-such-page-${Date.now()}`)).status).toBe(404)
    const created = await postJson(`${app.url}/api/demo-inquiries`, {
      ...validInquiry,
      email: `metrics-${Date.now()}@example.com`,
    })
    expect(created.status).toBe(201)

    const res = await scrape(app.url, `Bearer ${TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()

    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/', status: '200' })).toBe(3)
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1)
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/demo-inquiries', status: '201' })).toBe(1)
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/', status: '200' })).toBe(3)
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/', status: '200', le: '+Inf' })).toBe(3)

    // No sender runs in this app: the inquiry's email and CRM forward wait in the outbox.
    const pending = await app.db('outbox').where({ status: 'pending' }).count({ n: '*' })
    expect(Number(pending[0]!.n)).toBeGreaterThan(0)
    expect(sample(text, 'outbox_messages', { status: 'pending' })).toBe(Number(pending[0]!.n))
    expect(sample(text, 'outbox_messages', { status: 'dead' })).toBe(0)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m)
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson } from '../helpers/leads'

const lead = (email: string) => ({
  name: 'Proxy Test',
  email,
  phone: '416-555-0110',
  restaurant: 'Proxy Bistro',
  interest: 'POS',
})

let behindProxy: TestApp
let direct: TestApp
beforeAll(async () => {
  behindProxy = await startTestApp({ TRUST_PROXY: '1', FORM_RATE_LIMIT_MAX: '1' })
  direct = await startTestApp({ FORM_RATE_LIMIT_MAX: '1' })
})
afterAll(async () => {
  await behindProxy?.close()
  await direct?.close()
})

describe('when the app runs behind a reverse proxy with TRUST_PROXY=1', () => {
  it('then form rate limits count each visitor address from X-Forwarded-For, not the proxy', async () => {
    const first = await postJson(`${behindProxy.url}/api/leads`, lead('a@example.com'), {
      'x-forwarded-for': '203.0.113.10',
    })
    const other = await postJson(`${behindProxy.url}/api/leads`, lead('b@example.com'), {
      'x-forwarded-for': '203.0.113.20',
    })
    const again = await postJson(`${behindProxy.url}/api/leads`, lead('c@example.com'), {
      'x-forwarded-for': '203.0.113.10',
    })
    expect([first.status, other.status, again.status]).toEqual([201, 201, 429])
  })
})

describe('when TRUST_PROXY is not set', () => {
  it('then a forged X-Forwarded-For does not get around the rate limit, and the misconfiguration is reported', async () => {
    // express-rate-limit reports the unexpected header once on console.error: expected here.
    const reported: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      reported.push(args.map(String).join(' '))
    })
    const first = await postJson(`${direct.url}/api/leads`, lead('d@example.com'), {
      'x-forwarded-for': '198.51.100.1',
    })
    const forged = await postJson(`${direct.url}/api/leads`, lead('e@example.com'), {
      'x-forwarded-for': '198.51.100.2',
    })
    expect([first.status, forged.status]).toEqual([201, 429])
    expect(reported.join('\n')).toContain('ERR_ERL_UNEXPECTED_X_FORWARDED_FOR')
  })
})

describe('when a request carries an X-Request-Id', () => {
  it('then the response echoes it, and a request without one gets a fresh id', async () => {
    const tagged = await fetch(`${direct.url}/healthz`, { headers: { 'x-request-id': 'proxy-abc-123' } })
    expect(tagged.headers.get('x-request-id')).toBe('proxy-abc-123')
    const untagged = await fetch(`${direct.url}/healthz`)
    expect(untagged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, PASSWORD } from '../helpers/admin'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson } from '../helpers/leads'

/** A production site on https://www.example.com (Secure cookie) reached through a TLS proxy. */
const BASE_URL = 'https://www.example.com'
const logLines: string[] = []
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString())
      done()
    },
  }),
)
let withoutTrust: TestApp
let withTrust: TestApp

beforeAll(async () => {
  const deps = { logger } as unknown as Parameters<typeof startTestApp>[1]
  withoutTrust = await startTestApp({ BASE_URL }, deps)
  withTrust = await startTestApp({ BASE_URL, TRUST_PROXY: '1' })
  await createUser(withoutTrust, 'owner@example.com')
  await createUser(withTrust, 'owner@example.com')
})
afterAll(async () => {
  await withoutTrust?.close()
  await withTrust?.close()
})

const signIn = (app: TestApp) =>
  postJson(
    `${app.url}/api/auth/login`,
    { email: 'owner@example.com', password: PASSWORD },
    { 'x-forwarded-proto': 'https', origin: BASE_URL },
  )

describe('when a TLS proxy forwards sign-ins but TRUST_PROXY is not set', () => {
  it('then sign-in answers an error naming TRUST_PROXY instead of a 200 without cookie, and one warning is logged', async () => {
    const first = await signIn(withoutTrust)
    const second = await signIn(withoutTrust)
    expect(first.status).toBe(500)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(((await first.json()) as { message: string }).message).toContain('Set TRUST_PROXY')
    expect(second.status).toBe(500)
    const warnings = logLines.filter((line) => line.includes('TRUST_PROXY'))
    expect(warnings).toHaveLength(1)
  })

  it('then with TRUST_PROXY=1 the same sign-in sets the Secure session cookie', async () => {
    const res = await signIn(withTrust)
    expect(res.status).toBe(200)
    const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-sid='))
    expect(session).toMatch(/^__Host-sid=.*; Secure/i)
  })
})

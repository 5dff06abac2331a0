import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { withoutWordSpans } from '../helpers/whole-words'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('when a visitor requests the home page', () => {
  it('then the server HTML carries every home section string without JavaScript', async () => {
    const res = await fetch(`${app.url}/`)
    expect(res.status).toBe(200)
    const html = withoutWordSpans(await res.text())
    for (const text of [
      'Let&#x27;s Connect',
      'Why choose MapleServe?',
      'Let&#x27;s schedule your free demo',
      'What We Do',
      'Get a Demo',
      'Get a Free Consultation',
      'Restaurant Operations',
      'Customer Interaction',
      'Marketing Operations',
      'Quick-Service Restaurants (QSR)',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain(`© ${new Date().getFullYear()}`)
  })
})

describe('when the health check is called', () => {
  it('then it reports the database as writable and the free disk space', async () => {
    const res = await fetch(`${app.url}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', disk: { free_bytes: expect.any(Number) } })
  })
})

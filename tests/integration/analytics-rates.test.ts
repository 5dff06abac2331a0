import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { postJson, validInquiry, waitFor } from '../helpers/leads'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

interface Rated {
  conversions: number
  rate: number | null
}
interface Report {
  totals: { visitors: number; pageviews: number; conversions: number; conversionRate: number | null }
  pages: (Rated & { path: string; visitors: number })[]
  campaigns: (Rated & { campaign: string })[]
}

function beacon(app: TestApp, body: unknown) {
  return fetch(`${app.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    body: JSON.stringify(body),
  })
}

let app: TestApp
let admin: AdminClient
const now = new Date('2026-11-24T12:00:00.000Z')
beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin({
    email: 'rates@mapleserve.test',
    env: { ANALYTICS_RATE_LIMIT_MAX: '1000' },
    deps: { clock: () => now },
  }))
})
afterAll(async () => {
  await app?.close()
})

const report = async () => (await (await admin.request('/api/admin/analytics?days=7')).json()) as Report

describe('when more conversions arrive than visits were counted (visitors who block counting still fill forms)', () => {
  it('then the conversion rate is converting visits over visits, at most 100 %, in the totals, per page and per campaign', async () => {
    const campaign = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kds' }
    expect((await beacon(app, { path: '/products/kitchen-display', ...campaign })).status).toBe(204)
    await waitFor(async () => (await app.db('analytics_daily').first())?.visitors === 1)
    for (let i = 0; i < 5; i += 1)
      expect(
        (await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: `r${i}@bistro.test` })).status,
      ).toBe(201)

    const { totals, pages, campaigns } = await report()
    const kds = pages.find((p) => p.path === '/products/kitchen-display')
    expect({
      visitors: totals.visitors,
      conversions: totals.conversions,
      rate: totals.conversionRate,
      page: [kds?.conversions, kds?.rate],
      campaign: campaigns.filter((c) => c.campaign === 'kds').map((c) => [c.conversions, c.rate]),
    }).toEqual({ visitors: 1, conversions: 5, rate: 1, page: [5, 1], campaign: [[5, 1]] })
  })
})

describe('when a visitor lands on a page that does not exist', () => {
  it('then the 404 is not counted: it is not among the top pages, the page views do not grow', async () => {
    const before = await report()
    expect((await beacon(app, { path: '/no-such-page', status: 404 })).status).toBe(204)
    expect((await beacon(app, { path: '/pricing', status: 200 })).status).toBe(204)
    await waitFor(async () => (await report()).pages.some((p) => p.path === '/pricing'))
    const after = await report()
    expect(after.pages.map((p) => p.path)).not.toContain('/no-such-page')
    expect(after.totals.pageviews - before.totals.pageviews).toBe(1)
  })

  it('then a status that is not an HTTP status is refused with 400 naming the field', async () => {
    const res = await beacon(app, { path: '/pricing', status: 'gone' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.status).toMatch(/HTTP status/)
  })
})

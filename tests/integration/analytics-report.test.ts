import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '../../content/en/forms'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { postJson, validInquiry, waitFor } from '../helpers/leads'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

interface Report {
  range: { from: string; to: string }
  previous: { from: string; to: string }
  totals: { visitors: number; pageviews: number; conversions: number; conversionRate: number | null }
  previousTotals: { visitors: number; pageviews: number; conversions: number }
  series: { day: string; visitors: number; pageviews: number }[]
  previousSeries: { day: string; visitors: number; pageviews: number }[]
  pages: Record<string, unknown>[]
  sources: { source: string; visits: number; visitors: number }[]
  campaigns: Record<string, unknown>[]
  screens: { value: string; pageviews: number }[]
  timeZone: string
}

function beacon(app: TestApp, body: unknown, ua = CHROME) {
  return fetch(`${app.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua },
    body: JSON.stringify(body),
  })
}

describe('when an administrator opens the analytics report', () => {
  let app: TestApp
  let admin: AdminClient
  let editor: AdminClient
  const now = new Date('2026-11-24T12:00:00.000Z')
  beforeAll(async () => {
    ;({ app, admin } = await startSignedInAdmin({
      email: 'admin@mapleserve.test',
      env: { ANALYTICS_RATE_LIMIT_MAX: '1000' },
      deps: { clock: () => now },
    }))
    await createUser(app, 'editor@mapleserve.test', 'editor')
    editor = await signIn(app, 'editor@mapleserve.test')

    const campaign = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kds' }
    await beacon(app, { path: '/products/kitchen-display', referrer: 'www.google.com', ...campaign })
    await beacon(app, { path: '/pricing', referrer: '127.0.0.1' })
    await beacon(app, { path: '/products/kitchen-display', referrer: 'bing.com', screen: 'desktop' }, FIREFOX)
    await waitFor(async () => (await app.db('analytics_daily').first())?.pageviews === 3)
    // The previous 30 days had one quieter day.
    await app.db('analytics_daily').insert({ day: '2026-10-20', pageviews: 4, visitors: 2 })

    // A demo request from the campaign, a contact lead from pricing, a spam hit, a quote, a newsletter confirmation.
    expect((await postJson(`${app.url}/api/demo-inquiries`, validInquiry)).status).toBe(201)
    const lead = { name: 'Ana', email: 'ana@tasca.ca', phone: '416-555-0177', restaurant: 'Tasca', interest: 'KDS' }
    expect(
      (await postJson(`${app.url}/api/leads`, { ...lead, source: { page: '/pricing', section: 'contact' } })).status,
    ).toBe(201)
    expect(
      (await postJson(`${app.url}/api/leads`, { ...lead, website: 'spam', source: { page: '/pricing' } })).status,
    ).toBe(201)
    // The quote form and the newsletter carry the visit's attribution like the demo form.
    const visit = { landing_page: '/?utm_campaign=kds', referrer: 'https://www.google.com/', ...campaign }
    const quote = await fetch(`${app.url}/api/quote-leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'q@x.ca', intent: 'email', quote: 'plan=plus&province=ON', ...visit }),
    })
    expect(quote.status).toBe(303)
    const signup = {
      email: 'chef@lune.ca',
      consent: true,
      consent_version: forms.newsletter.consentVersion,
      form_url: '/pricing',
      ...visit,
    }
    expect((await postJson(`${app.url}/api/newsletter`, signup)).status).toBe(201)
    const { confirm_token } = await app.db('newsletter_subscribers').first('confirm_token')
    expect((await fetch(`${app.url}/newsletter/confirm?token=${confirm_token}`)).status).toBe(200)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then it shows visitors, page views and conversions over the last 30 days against the 30 days before', async () => {
    const res = await admin.request('/api/admin/analytics')
    expect(res.status).toBe(200)
    const report = (await res.json()) as Report
    expect(report.range).toEqual({ from: '2026-10-26', to: '2026-11-24' })
    expect(report.previous).toEqual({ from: '2026-09-26', to: '2026-10-25' })
    expect(report.series).toHaveLength(30)
    expect(report.series.at(-1)).toEqual({ day: '2026-11-24', visitors: 2, pageviews: 3 })
    // Four conversions, two visits: each visit converted (at most one converting visit per visit), 100 %.
    expect(report.totals).toEqual({ visitors: 2, pageviews: 3, conversions: 4, conversionRate: 1 })
    expect(report.timeZone).toBe('America/Toronto')
    expect(report.previousTotals).toMatchObject({ visitors: 2, pageviews: 4, conversions: 0 })
    expect(report.previousSeries.find((d) => d.day === '2026-10-20')).toEqual({
      day: '2026-10-20',
      visitors: 2,
      pageviews: 4,
    })
  })

  it('then each page shows its visitors and its conversions by kind, as a rate of its visitors', async () => {
    const report = (await (await admin.request('/api/admin/analytics?from=2026-11-24&to=2026-11-24')).json()) as Report
    const byPath = Object.fromEntries(report.pages.map((p) => [p.path, p]))
    expect(byPath['/products/kitchen-display']).toMatchObject({
      visitors: 2,
      pageviews: 2,
      demo: 1,
      conversions: 1,
      rate: 0.5,
    })
    expect(byPath['/pricing']).toMatchObject({
      visitors: 1,
      contact: 1,
      newsletter: 1,
      demo: 0,
      conversions: 2,
      rate: 1,
    })
    expect(byPath['/pricing/quote']).toMatchObject({ visitors: 0, quote: 1, rate: null })
  })

  it('then sources and campaigns show their visitors and the campaign its demo request, quote and newsletter confirmation', async () => {
    const report = (await (await admin.request('/api/admin/analytics?from=2026-11-24&to=2026-11-24')).json()) as Report
    expect(report.sources).toEqual(
      expect.arrayContaining([
        { source: 'google', visits: 1, visitors: 1 },
        { source: 'bing.com', visits: 1, visitors: 1 },
      ]),
    )
    expect(report.sources.map((s) => s.source)).not.toContain('127.0.0.1')
    expect(report.campaigns).toEqual([
      expect.objectContaining({
        campaign: 'kds',
        source: 'google / cpc',
        visitors: 1,
        demo: 1,
        quote: 1,
        newsletter: 1,
        conversions: 3,
        rate: 1,
      }),
    ])
    expect(report.screens).toEqual([{ value: 'desktop', pageviews: 1 }])
  })

  it('then the quote and the newsletter sign-up kept the visit’s landing page, referrer and campaign', async () => {
    const visit = {
      landing_page: '/?utm_campaign=kds',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kds',
    }
    expect(await app.db('leads').where({ kind: 'quote' }).first(Object.keys(visit))).toEqual(visit)
    expect(await app.db('newsletter_subscribers').first(Object.keys(visit))).toEqual(visit)
    // The subscribers screen shows the campaign the sign-up came from.
    const subscribers = (await (await admin.request('/api/admin/subscribers')).json()) as { campaign: string }[]
    expect(subscribers.map((s) => s.campaign)).toEqual(['kds'])
  })

  it('then each table downloads as CSV', async () => {
    const res = await admin.request('/api/admin/analytics.csv?table=campaigns&from=2026-11-24&to=2026-11-24')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-campaigns-2026-11-24-2026-11-24.csv"',
    )
    expect(await res.text()).toBe(
      'campaign,source,visitors,visits,demo_requests,contact_leads,quotes,newsletter_confirmations,conversions,conversion_rate_percent\n' +
        'kds,google / cpc,1,1,1,0,1,1,3,100.00\n',
    )
    const days = await (await admin.request('/api/admin/analytics.csv?table=days&from=2026-11-23&to=2026-11-24')).text()
    expect(days).toBe('day,visitors,pageviews\n2026-11-23,0,0\n2026-11-24,2,3\n')
  })

  it('then bad dates or tables answer 400 with a clear message, and editors get 403', async () => {
    const cases: [string, string][] = [
      ['/api/admin/analytics?from=2026-13-01', 'The from date must be a date like 2026-11-24.'],
      ['/api/admin/analytics?from=2026-11-24&to=2026-11-01', 'The start date must be on or before the end date.'],
      ['/api/admin/analytics?from=2020-01-01&to=2026-11-01', 'Choose a range of at most 731 days.'],
      ['/api/admin/analytics.csv?table=people', 'Table must be one of days, pages, sources, campaigns.'],
    ]
    for (const [path, message] of cases) {
      const res = await admin.request(path)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    expect((await editor.request('/api/admin/analytics')).status).toBe(403)
    expect((await fetch(`${app.url}/api/admin/analytics`)).status).toBe(401)
  })
})

describe('when the site’s time zone is America/Toronto (the leads desk’s, the default)', () => {
  let app: TestApp
  let admin: AdminClient
  // Sunday 29 November 2026 at 23:30 in Toronto is Monday 30 November at 04:30 UTC.
  const now = new Date('2026-11-30T04:30:00.000Z')
  beforeAll(async () => {
    ;({ app, admin } = await startSignedInAdmin({
      email: 'admin@mapleserve.test',
      env: { ANALYTICS_RATE_LIMIT_MAX: '1000' },
      deps: { clock: () => now },
    }))
    expect((await beacon(app, { path: '/pricing' })).status).toBe(204)
    await waitFor(async () => (await app.db('analytics_daily').first())?.pageviews === 1)
    expect((await postJson(`${app.url}/api/demo-inquiries`, validInquiry)).status).toBe(201)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then a visit at 23:30 local time counts for that local day, not the next UTC day', async () => {
    expect(await app.db('analytics_daily').select('day', 'pageviews')).toEqual([{ day: '2026-11-29', pageviews: 1 }])
    const report = (await (await admin.request('/api/admin/analytics?days=7')).json()) as Report
    expect(report.range).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(report.series.at(-1)).toEqual({ day: '2026-11-29', visitors: 1, pageviews: 1 })
    // The demo request sent at the same moment is a conversion of the same local day.
    const day = (await (await admin.request('/api/admin/analytics?from=2026-11-29&to=2026-11-29')).json()) as Report
    expect(day.totals).toMatchObject({ visitors: 1, conversions: 1 })
    const after = (await (await admin.request('/api/admin/analytics?from=2026-11-30&to=2026-11-30')).json()) as Report
    expect(after.totals).toMatchObject({ visitors: 0, conversions: 0 })
  })

  it('then the dashboard counts a lead of Sunday 23:30 in the week that started that Monday', async () => {
    const stats = (await (await admin.request('/api/admin/lead-stats?weeks=2')).json()) as {
      weeks: string[]
      conversion: { leads: number[] }
      timeZone: string
    }
    expect(stats.weeks).toEqual(['2026-11-16', '2026-11-23'])
    expect(stats.conversion.leads).toEqual([0, 1])
    expect(stats.timeZone).toBe('America/Toronto')
  })

  it('then a bad number of days answers 400', async () => {
    const res = await admin.request('/api/admin/analytics?days=0')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe('Choose a range of at most 731 days.')
  })
})

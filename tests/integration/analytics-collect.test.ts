import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { waitFor } from '../helpers/leads'
import { withoutWordSpans } from '../helpers/whole-words'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const ANALYTICS_TABLES = [
  'analytics_salts',
  'analytics_seen',
  'analytics_daily',
  'analytics_pages_daily',
  'analytics_sources_daily',
  'analytics_props_daily',
]

/** What navigator.sendBeacon sends: a text/plain JSON string. */
function beacon(app: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function pageRow(app: TestApp, path: string) {
  return app.db('analytics_pages_daily').where({ path }).first<{ pageviews: number; visitors: number } | undefined>()
}

describe('when the public site sends page-view beacons', () => {
  let app: TestApp
  let now = new Date('2026-11-24T10:00:00.000Z')
  beforeAll(async () => {
    app = await startTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' }, { clock: () => now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then a view answers 204 without a cookie and is counted per day, page, source and campaign', async () => {
    const view = {
      path: '/pricing',
      referrer: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall-promo',
      screen: 'mobile',
      language: 'fr-CA',
    }
    const res = await beacon(app, view)
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toBe('')
    const row = await waitFor(() => pageRow(app, '/pricing'))
    expect(row).toMatchObject({ pageviews: 1, visitors: 1 })
    const source = await waitFor(() => app.db('analytics_sources_daily').where({ campaign: 'fall-promo' }).first())
    expect(source).toMatchObject({ day: '2026-11-24', source: 'newsletter', medium: 'email', visits: 1, visitors: 1 })
    const props = await app.db('analytics_props_daily').orderBy('kind').select('kind', 'value', 'pageviews')
    expect(props).toEqual([
      { kind: 'language', value: 'fr-ca', pageviews: 1 },
      { kind: 'screen', value: 'mobile', pageviews: 1 },
    ])
  })

  it('then the same visitor counts once a day, another browser counts again, and clicks inside the site are no new source', async () => {
    const host = new URL(app.url).hostname
    await beacon(app, { path: '/about/', referrer: '' })
    await beacon(app, { path: '/about', referrer: host })
    await beacon(app, { path: '/about', referrer: 'duckduckgo.com' }, { 'user-agent': FIREFOX })
    await waitFor(async () => (await pageRow(app, '/about'))?.pageviews === 3)
    expect(await pageRow(app, '/about')).toMatchObject({ pageviews: 3, visitors: 2 })
    const sources = await app.db('analytics_sources_daily').orderBy('source').select('source', 'visits', 'visitors')
    expect(sources).toEqual([
      { source: '', visits: 1, visitors: 1 },
      { source: 'duckduckgo.com', visits: 1, visitors: 1 },
      { source: 'newsletter', visits: 1, visitors: 1 },
    ])
    const day = await app.db('analytics_daily').first()
    expect(day).toMatchObject({ day: '2026-11-24', pageviews: 4, visitors: 2 })
  })

  it('then Global Privacy Control, Do Not Track and known bots answer 204 and are not counted', async () => {
    expect((await beacon(app, { path: '/gpc' }, { 'sec-gpc': '1' })).status).toBe(204)
    expect((await beacon(app, { path: '/dnt' }, { dnt: '1' })).status).toBe(204)
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect((await beacon(app, { path: '/bot' }, { 'user-agent': bot })).status).toBe(204)
    expect((await beacon(app, { path: '/headless' }, { 'user-agent': `${CHROME} HeadlessChrome/131` })).status).toBe(
      204,
    )
    await beacon(app, { path: '/after' })
    await waitFor(() => pageRow(app, '/after'))
    const paths = (await app.db('analytics_pages_daily').pluck('path')) as string[]
    expect(paths).not.toContain('/gpc')
    expect(paths).not.toContain('/dnt')
    expect(paths).not.toContain('/bot')
    expect(paths).not.toContain('/headless')
  })

  it('then bad input answers 400 with a message naming the field and stores nothing', async () => {
    const cases: [unknown, string][] = [
      ['not json', 'The analytics beacon must be a JSON object.'],
      [{ referrer: 'google.com' }, 'Invalid analytics beacon: path is required (the page path, e.g. /pricing).'],
      [{ path: 'pricing' }, 'Invalid analytics beacon: path must be a path starting with / (no query string).'],
      [
        { path: '/x', screen: 'huge' },
        'Invalid analytics beacon: screen must be one of mobile, tablet, laptop, desktop.',
      ],
      [
        { path: '/x', referrer: 'https://evil.example/a b' },
        'Invalid analytics beacon: referrer must be a domain name, e.g. www.google.com.',
      ],
      [
        { path: '/x', utm_campaign: 'c'.repeat(101) },
        'Invalid analytics beacon: utm_campaign must be at most 100 characters.',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await beacon(app, body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    const big = await beacon(app, { path: `/${'a'.repeat(3000)}` })
    expect(big.status).toBe(413)
    expect(await app.db('analytics_pages_daily').where({ path: '/x' }).first()).toBeUndefined()
  })

  it('then no table holds an IP address, a user agent or a cookie', async () => {
    for (const table of ANALYTICS_TABLES) {
      const dump = JSON.stringify(await app.db(table).select('*'))
      expect(dump).not.toContain('127.0.0.1')
      expect(dump).not.toContain('Mozilla')
      expect(dump).not.toContain('Chrome')
    }
    const columns = await Promise.all(ANALYTICS_TABLES.map((t) => app.db(t).columnInfo()))
    const names = columns.flatMap((c) => Object.keys(c))
    expect(names.filter((n) => /ip|agent|cookie|ua/i.test(n))).toEqual([])
  })

  it("then the next day gets a new salt, and yesterday's salt and visitor hashes are deleted", async () => {
    const [{ salt: yesterday }] = await app.db('analytics_salts').select('salt')
    expect(await app.db('analytics_seen').where({ day: '2026-11-24' }).count({ n: '*' })).not.toEqual([{ n: 0 }])
    // 00:05 on 25 November in the site's time zone (America/Toronto, UTC−5): a new local day.
    now = new Date('2026-11-25T05:05:00.000Z')
    await beacon(app, { path: '/pricing' })
    await waitFor(async () => (await app.db('analytics_daily').where({ day: '2026-11-25' }).first()) !== undefined)
    const salts = await app.db('analytics_salts').select('day', 'salt')
    expect(salts).toHaveLength(1)
    expect(salts[0].day).toBe('2026-11-25')
    expect(salts[0].salt).not.toBe(yesterday)
    expect(await app.db('analytics_seen').where('day', '<', '2026-11-25').first()).toBeUndefined()
    // The same browser is a new visitor on the new day; yesterday's counters stay.
    expect(await app.db('analytics_daily').where({ day: '2026-11-25' }).first()).toMatchObject({ visitors: 1 })
    expect(await app.db('analytics_daily').where({ day: '2026-11-24' }).first()).toMatchObject({ pageviews: 5 })
  })
})

describe('when a visitor reads the privacy page', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then it says in English and French what the visit count records and why no consent banner is needed', async () => {
    const en = await fetch(`${app.url}/privacy`)
    expect(en.headers.get('set-cookie')).toBeNull()
    const english = withoutWordSpans(await en.text()).replace(/&#x27;|&#39;/g, "'")
    expect(english).toContain('We count visits ourselves, without cookies and without personal information.')
    expect(english).toContain('(utm_source, utm_medium, utm_campaign), a screen size class')
    expect(english).toContain('so it needs no consent and no cookie banner')
    expect(english).toContain('Global Privacy Control or Do Not Track, nothing is counted')
    const french = withoutWordSpans(await (await fetch(`${app.url}/fr/privacy`)).text()).replace(/&#x27;|&#39;/g, "'")
    expect(french).toContain('Nous comptons les visites nous-mêmes, sans témoins et sans renseignements personnels.')
    expect(french).toContain('il ne demande donc aucun consentement ni bandeau de témoins')
  })
})

describe('when one network sends more beacons than ANALYTICS_RATE_LIMIT_MAX a minute', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ ANALYTICS_RATE_LIMIT_MAX: '3' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then the extra ones answer 429 with a clear message and are not counted', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(app, { path: '/limited' })).status).toBe(204)
    const res = await beacon(app, { path: '/limited' })
    expect(res.status).toBe(429)
    expect(((await res.json()) as { message: string }).message).toBe(
      'Too many page views from your network; this one was not counted.',
    )
    // The refused beacon never reaches the recorder (the limiter answers first): once the three are in, all are.
    await waitFor(async () => (await pageRow(app, '/limited'))?.pageviews === 3)
    expect(await pageRow(app, '/limited')).toMatchObject({ pageviews: 3 })
  })
})

/**
 * Issue 31 item 7: a database written by the release before leads became one table (a5a9178,
 * tests/fixtures/release-2026-11-27, written by that release's own code through its API: see
 * generate.ts there) opens under this code. Its migrations run at start; every row is still there
 * (counts per table, chosen fields), demo requests, contact and quote leads are in the one leads
 * table with their kind and everything that pointed at them follows, the two-factor user signs in
 * with a TOTP code, the images are served, and every admin list and detail answers with the data.
 * SQLite by default; under TEST_DATABASE_URL (npm run test:pg) the same rows from a pg_dump.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { login, sessionCookie, signIn, type AdminClient } from '../helpers/admin'
import { freshPostgresDatabase, scratchDir, startTestApp, type TestApp } from '../helpers/app'

const FIXTURE = path.join(import.meta.dirname, '../fixtures/release-2026-11-27')
const fixture = JSON.parse(readFileSync(path.join(FIXTURE, 'fixture.json'), 'utf8')) as {
  password: string
  totpSecret: string
  cover: { fallback: string; sources: { url: string }[] }
  postgres: { totpSecret: string; cover: { fallback: string; sources: { url: string }[] } }
}
type Row = Record<string, unknown>

/** Every table of the old release but its bookkeeping, with its rows in id order. */
const TABLES = [
  'users',
  'recovery_codes',
  'posts',
  'post_revisions',
  'media',
  'redirects',
  'newsletter_subscribers',
  'outbox',
  'lead_activity',
  'audit_log',
  'demo_inquiries',
  'leads',
] as const

let app: TestApp
let before: Record<(typeof TABLES)[number], Row[]>
let owner: AdminClient
const dataDir = scratchDir('mapleserve-upgrade-')
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>> = null
const onPostgres = () => pg !== null
const secret = () => (onPostgres() ? fixture.postgres.totpSecret : fixture.totpSecret)
const cover = () => (onPostgres() ? fixture.postgres.cover : fixture.cover)

async function readAll(db: Db) {
  const out = {} as typeof before
  for (const table of TABLES) out[table] = (await db(table).orderBy('id')) as Row[]
  return out
}

beforeAll(async () => {
  cpSync(path.join(FIXTURE, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })
  pg = await freshPostgresDatabase('upgrade')
  let databaseUrl = `sqlite:${path.join(dataDir, 'app.db')}`
  if (pg) {
    databaseUrl = pg.url
    // The dump as plain SQL statements (psql's \restrict lines aside).
    const dump = readFileSync(path.join(FIXTURE, 'postgres.sql'), 'utf8')
    const restore = createDb(pg.url)
    await restore.raw(dump.replace(/^\\.*$/gm, ''))
    await restore.destroy()
  } else {
    cpSync(path.join(FIXTURE, 'app.db'), path.join(dataDir, 'app.db'))
  }
  const old = createDb(databaseUrl)
  before = await readAll(old)
  await old.destroy()
  app = await startTestApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
  owner = await signIn(app, 'owner@mapleserve.test', fixture.password)
}, 120_000)

afterAll(async () => {
  await app?.close()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

const count = async (table: string) => Number(((await app.db(table).count({ n: '*' }).first()) as { n: unknown }).n)
const pick = (row: Row | undefined, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row?.[k]]))

describe('when this release starts on a database the previous release wrote', () => {
  it('then every row of every table is still there, with its fields', async () => {
    expect(before.demo_inquiries).toHaveLength(4)
    expect(before.leads.map((l) => l.kind)).toEqual(['contact', 'contact', 'quote'])
    for (const table of TABLES.filter((t) => t !== 'demo_inquiries' && t !== 'leads' && t !== 'audit_log'))
      expect([table, await count(table)]).toEqual([table, before[table].length])
    // Signing in above added its own audit entry; the old ones are untouched.
    const audit = (await app.db('audit_log').orderBy('id').limit(before.audit_log.length)) as Row[]
    expect(audit).toEqual(before.audit_log)
    for (const [table, keys] of [
      ['users', ['id', 'email', 'role', 'locale', 'password_hash', 'totp_secret']],
      ['posts', ['id', 'slug', 'title', 'excerpt', 'content', 'image', 'published', 'language']],
      ['post_revisions', ['id', 'post_id', 'excerpt', 'created_at']],
      ['media', ['id', 'file_key', 'alt']],
      ['redirects', ['id', 'from_path', 'to_path']],
      ['newsletter_subscribers', ['id', 'email', 'status', 'confirmed_at', 'consent_text']],
      ['recovery_codes', ['id', 'user_id', 'code_hash']],
    ] as const) {
      const after = (await app.db(table).orderBy('id')) as Row[]
      const known = keys.filter((k) => k in (before[table][0] ?? {}))
      expect(after.map((r) => pick(r, known))).toEqual(before[table].map((r) => pick(r, known)))
    }
  })

  it('then the leads are one table: contact and quote leads keep their ids, demo requests come with their kind and old id', async () => {
    expect(await app.db.schema.hasTable('demo_inquiries')).toBe(false)
    const leads = (await app.db('leads').orderBy('id')) as Row[]
    expect(leads).toHaveLength(before.leads.length + before.demo_inquiries.length)
    for (const old of before.leads) {
      expect(leads.find((l) => Number(l.id) === Number(old.id))).toMatchObject({
        kind: old.kind,
        name: old.name,
        email: old.email,
        company: old.restaurant,
        message: old.interest,
        quote: old.quote,
        pipeline_status: old.pipeline_status,
        created_at: old.created_at,
        language: old.language,
      })
    }
    const offset = Math.max(...before.leads.map((l) => Number(l.id)), ...before.demo_inquiries.map((d) => Number(d.id)))
    for (const old of before.demo_inquiries) {
      const lead = leads.find((l) => Number(l.demo_inquiry_id) === Number(old.id))
      expect(lead).toMatchObject({
        kind: 'demo',
        first_name: old.first_name,
        last_name: old.last_name,
        email: old.email,
        company: old.company,
        message: old.message,
        pipeline_status: old.pipeline_status,
        anonymized_at: old.anonymized_at,
        utm_campaign: old.utm_campaign,
        created_at: old.created_at,
      })
      expect(Number(lead!.id)).toBe(Number(old.id) + offset)
    }
    // What pointed at a demo request points at its lead; everything else is as it was.
    const moved = (row: Row) =>
      row.subject_type === 'demo_inquiry'
        ? { ...row, subject_type: 'lead', subject_id: Number(row.subject_id) + offset }
        : { ...row, subject_id: Number(row.subject_id) }
    const normal = (row: Row) => ({ ...row, subject_id: Number(row.subject_id) })
    expect(((await app.db('outbox').orderBy('id')) as Row[]).map(normal)).toEqual(before.outbox.map(moved))
    expect(((await app.db('lead_activity').orderBy('id')) as Row[]).map(normal)).toEqual(
      before.lead_activity.map(moved),
    )
    // A new lead gets an id no old or moved one has.
    const res = await fetch(`${app.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'New Lead',
        email: 'new@diner.test',
        phone: '418-555-0100',
        restaurant: 'New Diner',
        interest: 'Online ordering',
      }),
    })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { id: number }).id).toBe(Number(leads.at(-1)!.id) + 1)
  })

  it('then the two-factor user signs in with a code from their authenticator', async () => {
    const first = await login(app, 'twofactor@mapleserve.test', fixture.password)
    expect(await first.json()).toEqual({ twoFactor: true })
    const pending = sessionCookie(first)!
    const second = await fetch(`${app.url}/api/auth/login/2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: pending },
      body: JSON.stringify({ code: await generate({ secret: secret() }) }),
    })
    expect(second.status).toBe(200)
    const me = await fetch(`${app.url}/api/auth/me`, { headers: { cookie: sessionCookie(second) ?? pending } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ user: { email: 'twofactor@mapleserve.test' } })
  })

  it('then the post, its cover and the library images are served', async () => {
    const page = await fetch(`${app.url}/blog/patio-season-checklist`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Patio season checklist')
    for (const url of [cover().fallback, ...cover().sources.map((s) => s.url)]) {
      expect(html).toContain(url)
      const image = await fetch(`${app.url}${url}`)
      expect([url, image.status, image.headers.get('content-type')]).toEqual([
        url,
        200,
        expect.stringMatching(/^image\//),
      ])
    }
    for (const item of (await (await owner.request('/api/admin/media?range=[0,24]')).json()) as { url: string }[])
      expect((await fetch(`${app.url}${item.url}`)).status).toBe(200)
    const moved = await fetch(`${app.url}/old-menu`, { redirect: 'manual' })
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/blog'])
  })

  it('then every admin list and detail answers 200 with the old data', async () => {
    const list = async (resource: string, total: number) => {
      const res = await owner.request(`/api/admin/${resource}?range=[0,99]`)
      expect([resource, res.status, res.headers.get('content-range')?.split('/')[1]]).toEqual([
        resource,
        200,
        String(total),
      ])
      return (await res.json()) as Row[]
    }
    const detail = async (resource: string) => {
      const res = await owner.request(`/api/admin/${resource}`)
      expect([resource, res.status]).toEqual([resource, 200])
      return (await res.json()) as Row
    }
    const posts = await list('posts', before.posts.length)
    const published = posts.find((p) => p.title === 'Patio season checklist')!
    expect(await detail(`posts/${String(published.id)}`)).toMatchObject({ excerpt: 'Eleven things to check first.' })
    const revisions = (await (
      await owner.request(`/api/admin/posts/${String(published.id)}/revisions`)
    ).json()) as Row[]
    expect(revisions.length).toBe(before.post_revisions.filter((r) => r.post_id === published.id).length)

    // The old leads and the one sent after the upgrade.
    const leads = await list('leads', before.leads.length + before.demo_inquiries.length + 1)
    expect(leads.map((l) => l.type).sort()).toEqual([
      'contact',
      'contact',
      'contact',
      'demo',
      'demo',
      'demo',
      'demo',
      'quote',
    ])
    // An admin link from before (demo-1 was Alice's demo_inquiries id) still opens her lead.
    const alice = await detail('leads/demo-1')
    expect(alice).toMatchObject({ name: 'Alice Tremblay', status: 'contacted', type: 'demo' })
    // Under the id the admin asked for (its edit view needs that); the list names her by her new id.
    expect(alice.id).toBe('demo-1')
    const listed = leads.find((l) => l.email === 'alice@bistro.test')!
    expect(listed.id).not.toBe('demo-1')
    expect(await detail(`leads/${String(listed.id)}`)).toMatchObject({ id: listed.id, name: 'Alice Tremblay' })
    expect(JSON.stringify(alice.timeline)).toContain('Called back, keen.')
    expect(alice.deliveries).toHaveLength(2)
    const editor = before.users.find((u) => u.email === 'redaction@mapleserve.test')!
    expect(await detail('leads/contact-1')).toMatchObject({ company: "Carl's Diner", ownerId: Number(editor.id) })
    expect(await detail('leads/quote-3')).toMatchObject({ status: 'won', quote: expect.any(Object) })
    expect(await detail('lead-stats?weeks=4')).toHaveProperty('weeks')

    expect((await list('subscribers', 2)).map((s) => s.email).sort()).toEqual([
      'pending@bistro.test',
      'reader@bistro.test',
    ])
    const users = await list('users', before.users.length)
    expect(await detail(`users/${String(users[0]!.id)}`)).toHaveProperty('email')
    const media = await list('media', before.media.length)
    expect(await detail(`media/${String(media[0]!.id)}`)).toHaveProperty('alt')
    const redirects = await list('redirects', 1)
    expect(await detail(`redirects/${String(redirects[0]!.id)}`)).toMatchObject({ from: '/old-menu', to: '/blog' })
    const audit = (await (await owner.request('/api/admin/audit?range=[0,99]')).json()) as Row[]
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['2fa.enabled', 'post.published', 'lead.erased']))
  })
})

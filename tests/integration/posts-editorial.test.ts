/**
 * Editorial depth for posts (issue 19 items 1, 2, 3 and 7) over the admin API: scheduling with a
 * test clock and two schedulers (one publishes, none twice, the edge cache is purged), version
 * checks (409 in the admin's language), autosave and revisions, SEO fields on the public page, and
 * the publish-time accessibility check. Runs on SQLite and, under npm run test:pg, PostgreSQL.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { coverImage } from '../helpers/images'
import { inAdminFrench } from '../helpers/admin-french'
import type { TestApp } from '../helpers/app'
import { createLogger } from '../../server/lib/logger'
import { createPostScheduler } from '../../server/services/posts/schedule'
import { composeServices } from '../../server/compose'

type Json = Record<string, unknown>

let offset = 0
const clock = () => new Date(Date.now() + offset)
let purges: string[] = []
let purger: Server
let app: TestApp
let admin: AdminClient
let writer: AdminClient

const image = coverImage

beforeAll(async () => {
  purger = createServer((req, res) => {
    purges.push(String(req.headers['xkey-purge']))
    res.end()
  })
  await new Promise<void>((resolve) => purger.listen(0, '127.0.0.1', resolve))
  const { port } = purger.address() as AddressInfo
  ;({ app, admin } = await startSignedInAdmin({
    env: { CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge` },
    deps: { clock },
  }))
  const french = await createUser(app, 'redaction@mapleserve.test', 'editor')
  await app.db('users').where({ id: french.id }).update({ locale: 'fr' })
  writer = await signIn(app, 'redaction@mapleserve.test')
})

afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => purger?.close(resolve))
})

async function newPost(fields: Json = {}, client = admin): Promise<{ status: number; body: Json }> {
  const res = await client.request('/api/admin/posts', {
    method: 'POST',
    json: { title: `Post ${Math.random()}`, excerpt: 'An excerpt', content: '## Intro\n\nBody.', image, ...fields },
  })
  return { status: res.status, body: (await res.json()) as Json }
}

async function put(id: unknown, json: Json, client = admin): Promise<{ status: number; body: Json }> {
  const res = await client.request(`/api/admin/posts/${String(id)}`, { method: 'PUT', json })
  return { status: res.status, body: (await res.json()) as Json }
}

describe('when a post is scheduled for a future time', () => {
  it('then it stays off /blog until then, and at that time one of two schedulers publishes it and purges the cache', async () => {
    const at = new Date(clock().getTime() + 2 * 60_000).toISOString()
    const { status, body } = await newPost({ title: 'Patio season checklist', published: true, publish_at: at })
    expect(status).toBe(201)
    expect(body).toMatchObject({ status: 'scheduled', published: false, publish_at: at })
    expect(await (await fetch(`${app.url}/blog`)).text()).not.toContain('Patio season checklist')

    const logger = createLogger('silent')
    const replicas = [1, 2].map(() =>
      createPostScheduler({ posts: composeServices({ env: app.env, db: app.db, logger, clock }).postsAdmin, logger }),
    )
    expect(await replicas[0]!.runOnce()).toEqual([])
    offset += 3 * 60_000
    purges = []
    const results = await Promise.all(replicas.map((r) => r.runOnce()))
    expect(results.flat()).toEqual([body.id])
    expect(purges).toHaveLength(1)
    expect(purges[0]!.split(' ').sort()).toEqual([`post-${String(body.id)}`, 'blog-list', 'feed-en', 'sitemap'].sort())
    expect(await replicas[1]!.runOnce()).toEqual([])

    const list = await (await fetch(`${app.url}/blog`)).text()
    expect(list).toContain('Patio season checklist')
    expect(await (await fetch(`${app.url}/blog/rss.xml`)).text()).toContain('Patio season checklist')
    const after = (await (await admin.request(`/api/admin/posts/${String(body.id)}`)).json()) as Json
    expect(after).toMatchObject({ status: 'published', published: true, publish_at: null })
  })

  it('then the Scheduled filter lists it, and Save Draft cancels the schedule', async () => {
    const at = new Date(clock().getTime() + 60 * 60_000).toISOString()
    const { body } = await newPost({ published: true, publish_at: at })
    const res = await admin.request(`/api/admin/posts?filter=${encodeURIComponent('{"status":"scheduled"}')}`)
    expect(((await res.json()) as Json[]).map((p) => p.id)).toContain(body.id)
    const draft = await put(body.id, { published: false, version: body.version })
    expect(draft.body).toMatchObject({ status: 'draft', publish_at: null })
  })
})

describe('when two editors save the same post', () => {
  it('then the second save, made from the older version, gets 409 with who saved, in that editor’s language', async () => {
    const { body } = await newPost()
    const first = await put(body.id, { title: 'First editor wins', version: body.version })
    expect(first.status).toBe(200)
    expect(first.body.version).toBe(Number(body.version) + 1)
    const second = await put(body.id, { title: 'Second editor', version: body.version }, writer)
    expect(second.status).toBe(409)
    // English plus its code; the French editor's admin shows it in French.
    expect(second.body).toMatchObject({
      code: 'post.conflict',
      errorCodes: { version: { code: 'post.conflict_field' } },
    })
    expect(inAdminFrench(second.body).message).toMatch(/^Ce billet a été enregistré par owner@mapleserve\.test à /)
    const english = await put(body.id, { title: 'Stale again', version: body.version })
    expect(english.body.message).toMatch(/^This post was saved by owner@mapleserve\.test at .+ after you opened it/)
    const stored = (await (await admin.request(`/api/admin/posts/${String(body.id)}`)).json()) as Json
    expect(stored.title).toBe('First editor wins')
  })
})

describe('when an editor types in a post', () => {
  it('then autosave keeps a revision without changing the post, and the last 20 revisions are kept with who and when', async () => {
    const { body } = await newPost({ title: 'Original title', published: true })
    const draft = { title: 'Typing...', excerpt: 'An excerpt', content: '## Intro\n\nNew words.' }
    for (const text of ['New words.', 'New words, more.']) {
      const res = await admin.request(`/api/admin/posts/${String(body.id)}/autosave`, {
        method: 'POST',
        json: { ...draft, content: `## Intro\n\n${text}` },
      })
      expect(res.status).toBe(201)
    }
    const post = (await (await admin.request(`/api/admin/posts/${String(body.id)}`)).json()) as Json
    expect(post.title).toBe('Original title')
    let revisions = (await (await admin.request(`/api/admin/posts/${String(body.id)}/revisions`)).json()) as Json[]
    expect(revisions.map((r) => r.kind)).toEqual(['autosave', 'created'])
    expect(revisions[0]).toMatchObject({ user: 'owner@mapleserve.test', title: 'Typing...' })
    const full = (await (
      await admin.request(`/api/admin/posts/${String(body.id)}/revisions/${String(revisions[0]!.id)}`)
    ).json()) as { data: Json }
    expect(full.data.content).toBe('## Intro\n\nNew words, more.')

    let version = Number(post.version)
    for (let i = 0; i < 22; i++) {
      const saved = await put(body.id, { excerpt: `Excerpt ${i}`, version })
      version = Number(saved.body.version)
    }
    revisions = (await (await admin.request(`/api/admin/posts/${String(body.id)}/revisions`)).json()) as Json[]
    expect(revisions).toHaveLength(20)
    expect(revisions[0]).toMatchObject({ kind: 'saved', user: 'owner@mapleserve.test' })
  })

  it('then an unknown revision answers 404 in the editor’s language', async () => {
    const { body } = await newPost()
    const res = await writer.request(`/api/admin/posts/${String(body.id)}/revisions/999999`)
    expect(res.status).toBe(404)
    expect(inAdminFrench((await res.json()) as Json).message).toBe('Cette révision n’existe plus.')
  })
})

describe('when a post is published with accessibility errors', () => {
  const broken = '## Menu\n\nOur new menu:\n\n![](/uploads/menu.jpg)\n\n#### Prices\n\n[click here](/pricing)'

  it('then Publish answers 400 naming each line, a draft still saves, and it publishes once fixed', async () => {
    const blocked = await newPost({ title: 'Menu update', content: broken, published: true })
    expect(blocked.status).toBe(400)
    expect(blocked.body.message).toBe('The accessibility check found 3 problems: fix them before publishing.')
    const lines = String((blocked.body.errors as Json).content).split('\n')
    expect(lines).toEqual([
      'Line 5: This image has no alt text: describe what it shows.',
      'Line 7: Heading levels skip (h2 → h4): use the next level down.',
      'Line 9: The link text "click here" does not say where it goes.',
    ])
    const draft = await newPost({ title: 'Menu update', content: broken, published: false })
    expect(draft.status).toBe(201)
    const french = await put(draft.body.id, { published: true }, writer)
    expect(french.status).toBe(400)
    expect(String((inAdminFrench(french.body).errors as Json).content)).toContain(
      'Ligne 5 : Cette image n’a pas de texte',
    )

    const fixed = broken
      .replace('![](', '![The new fall menu on a chalkboard](')
      .replace('####', '###')
      .replace('[click here]', '[our prices]')
    const ok = await put(draft.body.id, { content: fixed, published: true })
    expect(ok.status).toBe(200)
    expect(ok.body.published).toBe(true)
  })

  it('then the editor’s live check returns the same problems with reading statistics', async () => {
    const res = await writer.request('/api/admin/posts/check', { method: 'POST', json: { content: broken } })
    const report = (await res.json()) as { errors: Json[]; warnings: Json[]; stats: Json }
    expect(report.errors.map((e) => e.line)).toEqual([5, 7, 9])
    expect(report.errors[0]!.message).toMatch(/^Line 5: /)
    const first = report.errors[0]!.messageCode as { code: string; params: Json }
    expect(inAdminFrench({ message: '', ...first }).message).toMatch(/^Ligne 5 : Cette image/)
    expect(report.stats.words).toBeGreaterThan(3)
  })
})

describe('when a post has SEO settings', () => {
  it('then its public page uses the meta title, description, social image, canonical URL and noindex', async () => {
    const social = { ...image, fallback: '/uploads/social-1200.jpg' }
    const { body } = await newPost({
      title: 'Tipping screens that guests like',
      published: true,
      meta_title: 'Tipping screens guests like',
      meta_description: 'How to set tip prompts that feel fair.',
      social_image: social,
      canonical_url: 'https://example.com/original-tipping',
      noindex: true,
    })
    expect(body).toMatchObject({ meta_title: 'Tipping screens guests like', noindex: true })
    const html = await (await fetch(`${app.url}/blog/${String(body.slug)}`)).text()
    expect(html).toContain('<title>Tipping screens guests like | MapleServe</title>')
    expect(html).toContain('<meta name="description" content="How to set tip prompts that feel fair."/>')
    expect(html).toContain('<link rel="canonical" href="https://example.com/original-tipping"/>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/uploads\/social-1200\.jpg"\/>/)
    expect(html).toMatch(/"image":"[^"]*\/uploads\/social-1200\.jpg"/)
  })

  it('then a canonical URL that is not a web address answers 400 naming the field', async () => {
    const { status, body } = await newPost({ canonical_url: 'javascript:alert(1)' })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ canonical_url: 'Must be a full address starting with https:// or http://' })
  })
})

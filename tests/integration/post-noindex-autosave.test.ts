/**
 * Issue 19 follow-ups: a post marked noindex stays out of the sitemap (and is no hreflang alternate
 * of its twin) while its page says noindex and the feed still carries it; a new post's first
 * autosave creates it as a draft, never published. SQLite and, under TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { startWithAdminAndFrenchEditor, type AdminClient } from '../helpers/admin'
import { coverImage } from '../helpers/images'
import { inAdminFrench } from '../helpers/admin-french'
import type { ServerErrorBody } from '../../admin/i18n/server-messages'

type Json = Record<string, unknown>

let app: TestApp
let admin: AdminClient
let french: AdminClient

const image = coverImage

beforeAll(async () => {
  ;({ app, admin, french } = await startWithAdminAndFrenchEditor())
})
afterAll(async () => {
  await app?.close()
})

async function post(json: Json, path = '/api/admin/posts', client = admin): Promise<{ status: number; body: Json }> {
  const res = await client.request(path, { method: 'POST', json })
  return { status: res.status, body: (await res.json()) as Json }
}

describe('when a published post is marked noindex', () => {
  it('then the sitemap leaves it out (and out of its twin’s alternates), its page says noindex, the feed keeps it', async () => {
    const { body: en } = await post({
      title: 'Menu boards that sell',
      excerpt: 'An excerpt',
      content: '## Intro\n\nBody.',
      image,
      published: true,
    })
    const { body: fr } = await post({
      title: 'Des menus qui vendent',
      excerpt: 'Un extrait',
      content: '## Intro\n\nTexte.',
      image,
      published: true,
      language: 'fr',
      translation_id: en.id,
      noindex: true,
    })
    const { body: hidden } = await post({
      title: 'Internal launch notes',
      excerpt: 'An excerpt',
      content: '## Intro\n\nBody.',
      image,
      published: true,
      noindex: true,
    })
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${app.env.BASE_URL}/blog/${String(en.slug)}</loc>`)
    expect(sitemap).not.toContain(String(hidden.slug))
    expect(sitemap).not.toContain(String(fr.slug))
    const enEntry = sitemap.split('\n').find((l) => l.includes(`/blog/${String(en.slug)}<`))
    expect(enEntry).not.toContain('hreflang')

    const page = await (await fetch(`${app.url}/blog/${String(hidden.slug)}`)).text()
    expect(page).toContain('<meta name="robots" content="noindex"/>')
    const feed = await (await fetch(`${app.url}/blog/rss.xml`)).text()
    expect(feed).toContain('<title>Internal launch notes</title>')

    // Indexable again: back in the sitemap.
    const res = await admin.request(`/api/admin/posts/${String(hidden.id)}`, {
      method: 'PUT',
      json: { noindex: false },
    })
    expect(res.status).toBe(200)
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).toContain(`/blog/${String(hidden.slug)}</loc>`)
  })
})

describe('when a new post is autosaved for the first time', () => {
  it('then it is created as a draft with what was typed, never published, even if asked to', async () => {
    const { status, body } = await post(
      {
        title: 'Half-written thoughts',
        content: 'A first line',
        published: true,
        image: null,
        publish_at: '2020-01-01T00:00:00Z',
      },
      '/api/admin/posts/autosave',
    )
    expect(status).toBe(201)
    expect(body).toMatchObject({
      title: 'Half-written thoughts',
      content: 'A first line',
      excerpt: '',
      published: false,
      status: 'draft',
      image: null,
    })
    const row = (await app.db('posts').where({ id: body.id }).first()) as Json
    expect(row).toMatchObject({ title: 'Half-written thoughts' })
    expect(Boolean(row.published)).toBe(false)
    expect(await (await fetch(`${app.url}/blog`)).text()).not.toContain('Half-written thoughts')

    // Then autosaves are revisions of it; Publish still needs every required field.
    const saved = await admin.request(`/api/admin/posts/${String(body.id)}/autosave`, {
      method: 'POST',
      json: { title: 'Half-written thoughts', excerpt: '', content: 'A first line, and a second' },
    })
    expect(saved.status).toBe(201)
    const publish = await admin.request(`/api/admin/posts/${String(body.id)}`, {
      method: 'PUT',
      json: { ...body, published: true },
    })
    expect(publish.status).toBe(400)
    expect(((await publish.json()) as Json).errors).toMatchObject({
      excerpt: 'Excerpt is required',
      image: 'Image is required',
    })
  })

  it('then a post without a title is refused with the field named (in French for a French admin)', async () => {
    const { status, body } = await post({ title: '  ', content: 'Text' }, '/api/admin/posts/autosave')
    expect(status).toBe(400)
    expect(body.errors).toEqual({ title: 'Title is required' })
    const fr = await post({ title: '', content: 'Texte' }, '/api/admin/posts/autosave', french)
    expect(fr.status).toBe(400)
    // The server answers English and codes; the French admin shows the codes in French.
    expect(inAdminFrench(fr.body as ServerErrorBody).errors).toEqual({ title: 'Le titre est obligatoire' })
  })
})

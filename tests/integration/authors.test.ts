/**
 * Authors (issue 19 item 4): a user's public profile (admin API and own Settings), posts.author_id,
 * the public author page in English and French, the post's JSON-LD Person, sitemap and cache keys.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { smallPng } from '../helpers/images'

type Json = Record<string, unknown>

let app: TestApp
let admin: AdminClient
let editor: AdminClient
let editorId: number
let purger: Server
let purges: string[][] = []

beforeAll(async () => {
  purger = createServer((req, res) => {
    purges.push(String(req.headers['xkey-purge']).split(' ').sort())
    res.end()
  })
  await new Promise<void>((resolve) => purger.listen(0, '127.0.0.1', resolve))
  const { port } = purger.address() as AddressInfo
  ;({ app, admin } = await startSignedInAdmin({ env: { CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge` } }))
  editorId = (await createUser(app, 'writer@mapleserve.test', 'editor')).id
  editor = await signIn(app, 'writer@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => purger?.close(resolve))
})

async function anImage(alt = 'Portrait of Camille'): Promise<Json> {
  const form = new FormData()
  form.append('alt', alt)
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'me.png')
  const res = await admin.request('/api/admin/images', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return (await res.json()) as Json
}

async function newPost(fields: Json): Promise<Json> {
  const res = await admin.request('/api/admin/posts', {
    method: 'POST',
    json: {
      title: 'Kitchen display basics',
      excerpt: 'Why screens beat paper tickets',
      content: 'First.\n\nSecond.',
      image: await anImage('Cover'),
      published: true,
      ...fields,
    },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as Json
}

function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Json,
  )
}

describe('when an administrator sets a user public profile through the users API', () => {
  it('then it is stored, answered on the user, and the slug is made from the name', async () => {
    const avatar = await anImage()
    const res = await admin.request(`/api/admin/users/${editorId}`, {
      method: 'PUT',
      json: { publicName: 'Camille Tremblay', bio: 'Runs a café in Québec.', avatar },
    })
    expect(res.status).toBe(200)
    const user = (await res.json()) as Json
    expect(user).toMatchObject({
      publicName: 'Camille Tremblay',
      bio: 'Runs a café in Québec.',
      authorSlug: 'camille-tremblay',
      avatar: { alt: 'Portrait of Camille' },
    })
    const row = (await app.db('users').where({ id: editorId }).first()) as Json
    expect(row).toMatchObject({ public_name: 'Camille Tremblay', author_slug: 'camille-tremblay' })
    expect(purges.at(-1)).toEqual([`author-${editorId}`, 'sitemap'])
  })

  it('then bad values get 400 with per-field messages and nothing changes', async () => {
    const res = await admin.request(`/api/admin/users/${editorId}`, {
      method: 'PUT',
      json: {
        publicName: 'x'.repeat(81),
        bio: 'y'.repeat(301),
        avatar: {
          alt: 'x',
          width: 1,
          height: 1,
          sources: [{ width: 1, url: 'https://evil.test/a.png' }],
          fallback: 'x',
        },
        authorSlug: 'Not A Slug',
      },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Json }
    expect(body.errors).toEqual({
      publicName: 'Public name must be at most 80 characters',
      bio: 'Bio must be at most 300 characters',
      avatar: 'Must be an uploaded image',
      authorSlug: 'Author slug must use lowercase letters, digits and hyphens',
    })
    const row = (await app.db('users').where({ id: editorId }).first()) as Json
    expect(row.public_name).toBe('Camille Tremblay')
  })

  it('then a slug another author has is refused', async () => {
    const other = await createUser(app, 'other@mapleserve.test', 'editor')
    const res = await admin.request(`/api/admin/users/${other.id}`, {
      method: 'PUT',
      json: { publicName: 'Another', authorSlug: 'camille-tremblay' },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Json }).errors).toEqual({
      authorSlug: 'Another author already uses this slug',
    })
  })
})

describe('when a user edits their own public profile in Settings', () => {
  it('then PATCH /api/auth/me saves it and answers it, and the language is left alone', async () => {
    const res = await editor.request('/api/auth/me', { method: 'PATCH', json: { bio: 'Owner of Café Tremblay.' } })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: Json }
    expect(body.user).toMatchObject({ bio: 'Owner of Café Tremblay.', publicName: 'Camille Tremblay', locale: 'en' })
  })
})

describe('when a post is assigned to an author', () => {
  let englishId: number
  it('then the posts API takes and answers author_id, and refuses an unknown user', async () => {
    const post = await newPost({ title: 'Tips for a busy brunch', author_id: editorId })
    expect(post.author_id).toBe(editorId)
    englishId = post.id as number
    const bad = await admin.request(`/api/admin/posts/${englishId}`, { method: 'PUT', json: { author_id: 99999 } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Json }).errors).toEqual({ author_id: 'Author must be a user' })
    const cleared = await admin.request(`/api/admin/posts/${englishId}`, { method: 'PUT', json: { author_id: '' } })
    expect(((await cleared.json()) as Json).author_id).toBeNull()
    purges = []
    const set = await admin.request(`/api/admin/posts/${englishId}`, { method: 'PUT', json: { author_id: editorId } })
    expect(((await set.json()) as Json).author_id).toBe(editorId)
    // Publishing or editing the post purges the author's page (and the post's).
    expect(purges.flat()).toContain(`author-${editorId}`)
  })

  it('then /blog/author/{slug} lists the post with the name, bio and avatar, cacheable under the author key', async () => {
    await newPost({ title: 'Un brunch bien rodé', language: 'fr', author_id: editorId })
    await newPost({ title: 'A draft by Camille', published: false, author_id: editorId })
    const res = await fetch(`${app.url}/blog/author/camille-tremblay`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    expect(res.headers.get('surrogate-key')?.split(' ')).toContain(`author-${editorId}`)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(res.headers.get('etag')).toBeTruthy()
    const html = await res.text()
    expect(html).toContain('<h1')
    expect(html).toMatch(/<h1[^>]*>Camille Tremblay<\/h1>/)
    expect(html).toContain('Owner of Café Tremblay.')
    expect(html).toContain('alt="Portrait of Camille"')
    expect(html).toContain('Posts by Camille Tremblay')
    expect(html).toContain('href="/blog/tips-for-a-busy-brunch"')
    expect(html).not.toContain('Un brunch bien rodé')
    expect(html).not.toContain('A draft by Camille')
    const person = jsonLd(html).find((d) => d['@type'] === 'ProfilePage')?.mainEntity as Json
    expect(person).toMatchObject({ '@type': 'Person', name: 'Camille Tremblay' })
  })

  it('then /fr/blog/author/{slug} is the French twin listing the French posts', async () => {
    const res = await fetch(`${app.url}/fr/blog/author/camille-tremblay`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<html[^>]*lang="fr-CA"/)
    expect(html).toContain('Articles de Camille Tremblay')
    expect(html).toContain('Un brunch bien rodé')
    expect(html).toContain('href="/fr/blog/un-brunch-bien-rode"')
    expect(html).not.toContain('Tips for a busy brunch')
    expect(html).toContain('Retour au blogue')
  })

  it('then an unknown author, or one without a published post, answers 404', async () => {
    expect((await fetch(`${app.url}/blog/author/nobody-here`)).status).toBe(404)
    expect((await fetch(`${app.url}/fr/blog/author/nobody-here`)).status).toBe(404)
    await admin.request(
      '/api/admin/users/' + (await app.db('users').where({ email: 'owner@mapleserve.test' }).first('id')).id,
      {
        method: 'PUT',
        json: { publicName: 'Olivia Owner' },
      },
    )
    expect((await fetch(`${app.url}/blog/author/olivia-owner`)).status).toBe(404)
  })

  it('then the post page byline links to the author and its JSON-LD author is a Person with the page URL', async () => {
    const res = await fetch(`${app.url}/blog/tips-for-a-busy-brunch`)
    expect(res.status).toBe(200)
    expect(res.headers.get('surrogate-key')?.split(' ')).toContain(`author-${editorId}`)
    const html = await res.text()
    expect(html).toContain('href="/blog/author/camille-tremblay"')
    expect(html).toContain('by Camille Tremblay')
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')
    expect(posting?.author).toEqual({
      '@type': 'Person',
      name: 'Camille Tremblay',
      url: `${app.env.BASE_URL}/blog/author/camille-tremblay`,
      description: 'Owner of Café Tremblay.',
      image: expect.stringMatching(new RegExp(`^${app.env.BASE_URL}/uploads/`)) as unknown,
    })
    const fr = await (await fetch(`${app.url}/fr/blog/un-brunch-bien-rode`)).text()
    const frPosting = jsonLd(fr).find((d) => d['@type'] === 'BlogPosting')
    expect((frPosting?.author as Json).url).toBe(`${app.env.BASE_URL}/fr/blog/author/camille-tremblay`)
  })

  it('then a post without an author keeps its free-text author as the Person name', async () => {
    await newPost({ title: 'From the team', author: 'The MapleServe Team' })
    const html = await (await fetch(`${app.url}/blog/from-the-team`)).text()
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')
    expect(posting?.author).toEqual({ '@type': 'Person', name: 'The MapleServe Team' })
  })

  it('then the sitemap lists the author page in both languages', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
    expect(xml).toContain(`<loc>${app.env.BASE_URL}/blog/author/camille-tremblay</loc>`)
    expect(xml).toContain(`<loc>${app.env.BASE_URL}/fr/blog/author/camille-tremblay</loc>`)
    expect(xml).not.toContain('olivia-owner')
  })

  it('then deleting the account keeps its posts, without an author', async () => {
    const temp = await createUser(app, 'temp@mapleserve.test', 'editor')
    const post = await newPost({ title: 'Orphan to be', author_id: temp.id })
    const res = await admin.request(`/api/admin/users/${temp.id}`, { method: 'DELETE' })
    expect(res.status).toBe(200)
    const after = (await (await admin.request(`/api/admin/posts/${post.id as number}`)).json()) as Json
    expect(after.author_id).toBeNull()
  })
})

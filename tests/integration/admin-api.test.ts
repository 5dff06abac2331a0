import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, signIn, type AdminClient } from '../helpers/admin'
import { bombPng, photoJpeg, smallPng } from '../helpers/images'

let app: TestApp
let admin: AdminClient
let editor: AdminClient

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'writer@mapleserve.test', 'editor')
  admin = await signIn(app, 'owner@mapleserve.test')
  editor = await signIn(app, 'writer@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
})

type Json = Record<string, unknown>

async function upload(client: AdminClient, file: Buffer, name: string, type = 'image/png'): Promise<Response> {
  const form = new FormData()
  form.append('alt', 'Test image')
  form.append('image', new Blob([new Uint8Array(file)], { type }), name)
  return client.request('/api/admin/images', { method: 'POST', body: form })
}

let imageSet: Json
async function anImage(): Promise<Json> {
  if (!imageSet) {
    const res = await upload(admin, await smallPng(), 'cover.png')
    expect(res.status).toBe(201)
    imageSet = (await res.json()) as Json
  }
  return imageSet
}

async function newPost(client: AdminClient, fields: Json = {}): Promise<Json> {
  const res = await client.request('/api/admin/posts', {
    method: 'POST',
    json: {
      title: 'Kitchen display basics',
      excerpt: 'Why screens beat paper tickets',
      content: 'First.\n\nSecond.',
      image: await anImage(),
      ...fields,
    },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as Json
}

const routes: [string, string][] = [
  ['GET', '/api/admin/posts'],
  ['GET', '/api/admin/posts/1'],
  ['POST', '/api/admin/posts'],
  ['PUT', '/api/admin/posts/1'],
  ['DELETE', '/api/admin/posts/1'],
  ['POST', '/api/admin/images'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads/demo-1'],
  ['GET', '/api/admin/leads.csv'],
  ['POST', '/api/admin/leads/demo-1/retry'],
  ['GET', '/api/admin/subscribers'],
  ['GET', '/api/admin/subscribers/1'],
  ['GET', '/api/admin/subscribers.csv'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/1'],
  ['POST', '/api/admin/users'],
  ['PUT', '/api/admin/users/1'],
  ['DELETE', '/api/admin/users/1'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/password'],
]

describe('when nobody is signed in', () => {
  it('then every admin route answers 401', async () => {
    for (const [method, route] of routes) {
      const res = await fetch(`${app.url}${route}`, {
        method,
        headers: { origin: app.url, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      })
      expect(`${method} ${route} ${res.status}`).toBe(`${method} ${route} 401`)
    }
  })
})

describe('when a signed-in request lacks the CSRF token or comes from another site', () => {
  it('then every state-changing route answers 403', async () => {
    for (const [method, route] of routes.filter(([m]) => m !== 'GET')) {
      const noToken = await admin.request(route, { method, headers: { 'x-csrf-token': '' }, json: {} })
      expect(`${method} ${route} ${noToken.status}`).toBe(`${method} ${route} 403`)
      const crossSite = await admin.request(route, { method, headers: { origin: 'https://evil.example' }, json: {} })
      expect(`${method} ${route} ${crossSite.status}`).toBe(`${method} ${route} 403`)
    }
    expect((await admin.request('/api/admin/posts')).status).toBe(200)
  })

  it('then a browser that sends no Origin is judged by Sec-Fetch-Site', async () => {
    const noOrigin = (site: string) =>
      fetch(`${app.url}/api/admin/users`, {
        method: 'POST',
        headers: {
          cookie: admin.cookie,
          'x-csrf-token': admin.csrf,
          'sec-fetch-site': site,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: `fetch-site-${site}@mapleserve.test`, password: 'twelve chars ok' }),
      })
    expect((await noOrigin('cross-site')).status).toBe(403)
    expect((await noOrigin('same-origin')).status).toBe(201)
  })
})

describe('when an editor uses the admin API', () => {
  it('then leads, subscribers and users answer 403 while posts work', async () => {
    for (const route of [
      '/api/admin/leads',
      '/api/admin/leads.csv',
      '/api/admin/subscribers',
      '/api/admin/subscribers.csv',
      '/api/admin/users',
      '/api/admin/users/1',
    ]) {
      expect(`${route} ${(await editor.request(route)).status}`).toBe(`${route} 403`)
    }
    expect(
      (
        await editor.request('/api/admin/users', {
          method: 'POST',
          json: { email: 'x@y.test', password: 'a long enough password', role: 'admin' },
        })
      ).status,
    ).toBe(403)
    expect((await editor.request('/api/admin/posts')).status).toBe(200)
  })
})

describe('when the posts resource is used (ra-data-simple-rest contract)', () => {
  it('then list, getMany, create, update and delete follow the contract', async () => {
    const a = await newPost(admin, { title: 'Alpha tips for cafes', category: 'Cafe n Bakery', published: true })
    const b = await newPost(admin, { title: 'Beta pizza matrix', category: 'Pizzeria' })
    const c = await newPost(editor, { title: 'Gamma loyalty', excerpt: 'pizza lovers come back' })
    expect(a).toMatchObject({
      title: 'Alpha tips for cafes',
      slug: 'alpha-tips-for-cafes',
      published: true,
      category: 'Cafe n Bakery',
      author: 'Admin',
    })

    const list = await admin.request(
      `/api/admin/posts?${new URLSearchParams({ sort: '["title","ASC"]', range: '[0,1]', filter: '{"q":"PIZZA"}' })}`,
    )
    expect(list.status).toBe(200)
    expect(list.headers.get('content-range')).toBe('posts 0-1/2')
    expect(((await list.json()) as Json[]).map((p) => p.title)).toEqual(['Beta pizza matrix', 'Gamma loyalty'])

    const drafts = await admin.request(
      `/api/admin/posts?${new URLSearchParams({ filter: JSON.stringify({ published: false, id: [a.id, b.id, c.id] }) })}`,
    )
    expect(((await drafts.json()) as Json[]).map((p) => p.id).sort()).toEqual([b.id, c.id].sort())

    const many = await admin.request(
      `/api/admin/posts?${new URLSearchParams({ filter: JSON.stringify({ id: [a.id, c.id] }) })}`,
    )
    expect(((await many.json()) as Json[]).map((p) => p.id).sort()).toEqual([a.id, c.id].sort())

    const one = await admin.request(`/api/admin/posts/${b.id}`)
    expect(((await one.json()) as Json).title).toBe('Beta pizza matrix')

    const updated = await admin.request(`/api/admin/posts/${b.id}`, {
      method: 'PUT',
      json: { ...b, title: 'Beta pizza matrix, revised', published: true, tags: [' pizza ', 'pizza', '', 'menu'] },
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      id: b.id,
      title: 'Beta pizza matrix, revised',
      slug: 'beta-pizza-matrix-revised',
      published: true,
      tags: ['pizza', 'menu'],
    })

    const deleted = await admin.request(`/api/admin/posts/${c.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'text/plain' },
    })
    expect(deleted.status).toBe(200)
    expect(((await deleted.json()) as Json).id).toBe(c.id)
    expect((await admin.request(`/api/admin/posts/${c.id}`)).status).toBe(404)
  })

  it('then missing fields answer 400 with the spec message under each field', async () => {
    const res = await admin.request('/api/admin/posts', {
      method: 'POST',
      json: { title: '  ', excerpt: '', content: '' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Json }
    expect(body.errors).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      image: 'Image is required',
    })
  })

  it('then unknown sort fields, filters and malformed ranges answer 400', async () => {
    for (const query of ['sort=["password","ASC"]', 'filter={"slug":"x"}', 'range=[5,1]', 'sort=notjson']) {
      expect(`${query} ${(await admin.request(`/api/admin/posts?${query}`)).status}`).toBe(`${query} 400`)
    }
  })

  it('when the author filter is not a user id, then the 400 says so in words', async () => {
    const res = await admin.request(`/api/admin/posts?filter=${encodeURIComponent('{"author_id":"x"}')}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'The author filter must be the id of a user.',
      code: 'post.author_filter',
      errors: { author_id: 'Unsupported value' },
    })
  })

  it('then the dashboard counts come from list totals (published, drafts, this month)', async () => {
    await newPost(admin, { title: 'Counted this month' })
    const total = Number(
      (await admin.request('/api/admin/posts?range=[0,0]')).headers.get('content-range')?.split('/')[1],
    )
    const published = Number(
      (await admin.request('/api/admin/posts?range=[0,0]&filter={"published":true}')).headers
        .get('content-range')
        ?.split('/')[1],
    )
    const draft = Number(
      (await admin.request('/api/admin/posts?range=[0,0]&filter={"published":false}')).headers
        .get('content-range')
        ?.split('/')[1],
    )
    expect(published + draft).toBe(total)
    const monthStart = new Date(new Date().getFullYear(), new Date().getMonth(), 1).toISOString()
    const month = await admin.request(
      `/api/admin/posts?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ createdFrom: monthStart }))}`,
    )
    expect(Number(month.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(1)
    const nextMonth = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1).toISOString()
    const future = await admin.request(
      `/api/admin/posts?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ createdFrom: nextMonth }))}`,
    )
    expect(future.headers.get('content-range')).toBe('posts */0')
  })
})

describe('when a draft is opened on its public URL', () => {
  it('then a signed-in user sees the preview and an anonymous visitor gets 404', async () => {
    const draft = await newPost(admin, { title: 'Secret draft about tips' })
    const anonymous = await fetch(`${app.url}/blog/${String(draft.slug)}`)
    expect(anonymous.status).toBe(404)
    const preview = await admin.request(`/blog/${String(draft.slug)}`)
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain('Secret draft about tips')
  })
})

describe('when images are uploaded', () => {
  it('then a JPEG becomes three WebP widths plus a fallback, without metadata, cached for a year', async () => {
    const jpeg = await photoJpeg(4000, 3000)
    // Its speed is measured by `npm run bench` (a wall-time assert fails on a loaded machine).
    const res = await upload(admin, jpeg, 'photo.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    const image = (await res.json()) as { sources: { width: number; url: string }[]; fallback: string; width: number }
    expect(image.sources.map((s) => s.width)).toEqual([480, 960, 1440])
    for (const url of [...image.sources.map((s) => s.url), image.fallback]) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{16}-\d+\.(webp|jpg)$/)
      const file = await fetch(`${app.url}${url}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('cache-control')).toMatch(/max-age=31536000/)
      const bytes = Buffer.from(await file.arrayBuffer())
      expect(bytes.includes(Buffer.from('test camera'))).toBe(false)
    }
  })

  it('then a 6 MB file is refused with the spec message', async () => {
    const big = Buffer.concat([await smallPng(), Buffer.alloc(6 * 1024 * 1024)])
    const res = await upload(admin, big, 'big.png')
    expect(res.status).toBe(413)
    expect(((await res.json()) as Json).message).toBe('Image size must be less than 5MB')
  })

  it('then a text file renamed .png is refused with the spec message', async () => {
    const res = await upload(admin, Buffer.from('hello, this is not an image at all\n'.repeat(20)), 'notes.png')
    expect(res.status).toBe(400)
    expect(((await res.json()) as Json).message).toBe('Please select a valid image file')
  })

  it('then an SVG is refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const res = await upload(admin, svg, 'logo.svg', 'image/svg+xml')
    expect(res.status).toBe(400)
    expect(((await res.json()) as Json).message).toBe('Please select a valid image file')
  })

  it('then a 20000x20000 PNG is refused as too many pixels', async () => {
    const res = await upload(admin, bombPng(20000, 20000), 'bomb.png')
    expect(res.status).toBe(400)
    expect(((await res.json()) as Json).message).toBe(
      'Image dimensions are too large (at most 25 megapixels, 10,000 pixels a side)',
    )
  })

  it('then deleting a post keeps its image in the media library, whose delete removes the files', async () => {
    const uploadRes = await upload(admin, await photoJpeg(1200, 800), 'own.jpg', 'image/jpeg')
    const image = (await uploadRes.json()) as { sources: { url: string }[]; fallback: string }
    const post = await newPost(admin, { title: 'Post with its own image', image })
    const files = [...image.sources.map((s) => s.url), image.fallback].map((u) => path.join(app.dataDir, u))
    expect(files.every((f) => existsSync(f))).toBe(true)
    expect((await admin.request(`/api/admin/posts/${post.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(files.every((f) => existsSync(f))).toBe(true)
    const [item] = (await (await admin.request('/api/admin/media?filter={"q":"own.jpg"}')).json()) as { id: number }[]
    expect((await admin.request(`/api/admin/media/${item!.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(files.some((f) => existsSync(f))).toBe(false)
  })
})

describe('when the users resource is used by an administrator', () => {
  it('then it follows the contract and never loses the last administrator', async () => {
    const created = await admin.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'New.Person@MapleServe.test', password: 'twelve chars ok', role: 'editor' },
    })
    expect(created.status).toBe(201)
    const user = (await created.json()) as Json
    expect(user).toMatchObject({ email: 'new.person@mapleserve.test', role: 'editor', disabled: false })
    expect(user).not.toHaveProperty('password_hash')

    const dup = await admin.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'new.person@mapleserve.test', password: 'twelve chars ok' },
    })
    expect(dup.status).toBe(409)
    const bad = await admin.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'nope', password: 'short', role: 'boss' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: Json }).errors).sort()).toEqual(['email', 'password', 'role'])

    const list = await admin.request(
      `/api/admin/users?${new URLSearchParams({ sort: '["email","DESC"]', range: '[0,9]', filter: '{"role":"editor"}' })}`,
    )
    expect(list.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/)
    const emails = ((await list.json()) as Json[]).map((u) => u.email as string)
    expect(emails).toEqual([...emails].sort().reverse())
    expect(emails).toContain('new.person@mapleserve.test')

    const many = await admin.request(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ id: [user.id] }))}`)
    expect(((await many.json()) as Json[]).map((u) => u.id)).toEqual([user.id])

    const promoted = await admin.request(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      json: { ...user, role: 'admin', disabled: true },
    })
    expect(await promoted.json()).toMatchObject({ id: user.id, role: 'admin', disabled: true })

    const me = (await (await admin.request('/api/auth/me')).json()) as { user: Json }
    const demote = await admin.request(`/api/admin/users/${me.user.id}`, { method: 'PUT', json: { role: 'editor' } })
    expect(demote.status).toBe(409)
    const disable = await admin.request(`/api/admin/users/${me.user.id}`, { method: 'PUT', json: { disabled: true } })
    expect(disable.status).toBe(409)

    const removed = await admin.request(`/api/admin/users/${user.id}`, { method: 'DELETE' })
    expect(((await removed.json()) as Json).email).toBe('new.person@mapleserve.test')
    expect((await admin.request(`/api/admin/users/${user.id}`)).status).toBe(404)
  })
})

describe('when leads and subscribers are listed by an administrator', () => {
  it('then demo requests and contact leads come back in one list with delivery status, CSV and retry', async () => {
    const post = (url: string, body: Json) =>
      fetch(`${app.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify(body),
      })
    const demo = await post('/api/demo-inquiries', {
      first_name: 'Ada',
      last_name: 'Baker',
      email: 'ada@bakery.test',
      phone: '416-555-0100',
      company: '=Ada Bakery',
      message: 'Hi',
    })
    expect(demo.status).toBe(201)
    const lead = await post('/api/leads', {
      name: 'Chris Cook',
      email: 'chris@diner.test',
      phone: '416-555-0101',
      restaurant: 'Chris Diner',
      interest: 'POS',
    })
    expect(lead.status).toBe(201)

    const list = await admin.request(
      `/api/admin/leads?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,9]', filter: '{"q":"test"}' })}`,
    )
    expect(list.status).toBe(200)
    expect(list.headers.get('content-range')).toBe('leads 0-1/2')
    const rows = (await list.json()) as Json[]
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['Ada Baker', 'demo'],
      ['Chris Cook', 'contact'],
    ])
    expect(rows[0]).toHaveProperty('emailStatus')
    expect(rows[0]).toHaveProperty('crmStatus')

    const onlyDemo = await admin.request(`/api/admin/leads?filter=${encodeURIComponent('{"type":"demo"}')}`)
    expect(((await onlyDemo.json()) as Json[]).map((r) => r.id)).toEqual([rows[0]!.id])
    const many = await admin.request(
      `/api/admin/leads?filter=${encodeURIComponent(JSON.stringify({ id: [rows[1]!.id] }))}`,
    )
    expect(((await many.json()) as Json[]).map((r) => r.name)).toEqual(['Chris Cook'])

    const csv = await admin.request('/api/admin/leads.csv')
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = await csv.text()
    expect(text.split('\n')[0]).toMatch(
      /^id,type,created_at,name,email,phone,restaurant,message,source_page,source_section,spam,email_status,crm_status,language,status,/,
    )
    expect(text).toContain("'=Ada Bakery")

    await app
      .db('outbox')
      // Chris's mails only: with leads in one table, Ada's demo request is a 'lead' subject too.
      .where({ subject_type: 'lead' })
      .whereIn('subject_id', app.db('leads').where({ email: 'chris@diner.test' }).select('id'))
      .update({ status: 'dead', attempts: 9, last_error: 'SMTP down' })
    const failed = await admin.request(`/api/admin/leads?filter=${encodeURIComponent('{"delivery":"failed"}')}`)
    const failedRows = (await failed.json()) as Json[]
    expect(failedRows.map((r) => [r.name, r.emailStatus])).toEqual([['Chris Cook', 'dead']])
    const retried = await admin.request(`/api/admin/leads/${String(failedRows[0]!.id)}/retry`, { method: 'POST' })
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as Json).emailStatus).not.toBe('dead')
    expect(
      (await admin.request(`/api/admin/leads/${String(failedRows[0]!.id)}/retry`, { method: 'POST' })).status,
    ).toBe(400)

    const subscribers = await admin.request('/api/admin/subscribers?range=[0,9]&sort=["email","ASC"]')
    expect(subscribers.status).toBe(200)
    expect(subscribers.headers.get('content-range')).toMatch(/^subscribers (\*|\d+-\d+)\/\d+$/)
    const subscribersCsv = await admin.request('/api/admin/subscribers.csv')
    expect((await subscribersCsv.text()).split('\n')[0]).toBe(
      'id,email,status,consent_version,created_at,confirmed_at,unsubscribed_at,language',
    )
  })
})

describe('when the admin pages are requested', () => {
  it('then every admin route answers the SPA with a nonce matching the CSP, and public pages carry no admin code', async () => {
    for (const route of [
      '/admin',
      '/admin/dashboard',
      '/admin/blogs',
      '/admin/blogs/new',
      '/admin/blogs/12/edit',
      '/admin/settings',
    ]) {
      const res = await fetch(`${app.url}${route}`)
      expect(`${route} ${res.status}`).toBe(`${route} 200`)
      const html = await res.text()
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1]
      expect(nonce).toBeTruthy()
      expect(html).not.toContain('__ADMIN_CSP_NONCE__')
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
      expect(res.headers.get('content-security-policy')).toContain("'strict-dynamic'")
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    const home = await (await fetch(`${app.url}/`)).text()
    expect(home).not.toContain('/admin/assets/')
    const fallback = await fetch(`${app.url}/blog.png`)
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get('content-type')).toBe('image/png')
  })
})

/** The admin API (see admin-api.test.ts): images, users, leads and subscribers, admin pages. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bombPng, photoJpeg, smallPng } from '../helpers/images'
import { app, admin, type Json, upload, newPost, withAdminApiApp } from '../helpers/admin-api'

withAdminApiApp()

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

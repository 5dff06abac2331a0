import { describe, expect, it } from 'vitest'
import { app, admin, editor, type Json, newPost, routes, withAdminApiApp } from '../helpers/admin-api'

withAdminApiApp()

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

/**
 * Redirects from real 404s (issue 19, item 9): 404s of visitors are counted (not bots, no query
 * strings), the admin lists them and redirects them (301, cacheable under the `redirects` key),
 * loops are refused, CSV import is all-or-nothing. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { waitFor } from '../helpers/leads'

let app: TestApp
let admin: AdminClient
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' }

beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin({ email: 'admin@example.com' }))
  await createUser(app, 'editor@example.com', 'editor')
})
afterAll(async () => {
  await app?.close()
})

const visit = (path: string, headers: Record<string, string> = browser) =>
  fetch(`${app.url}${path}`, { headers, redirect: 'manual' })

async function topNotFound(): Promise<{ path: string; hits: number }[]> {
  const res = await admin.request('/api/admin/not-found?range=[0,9]')
  expect(res.status).toBe(200)
  return (await res.json()) as { path: string; hits: number }[]
}

describe('404 paths', () => {
  it('when visitors hit a missing page, then its path is counted without the query; bots and probes are not', async () => {
    expect((await visit('/old-pricing?email=someone@example.com')).status).toBe(404)
    await visit('/old-pricing')
    await visit('/old-pricing', {
      accept: 'text/html',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await visit('/wp-login.php')
    await visit('/gone-once')
    // Misses are counted after the answer: wait for the visitors' ones (the bot's is judged before any write).
    await waitFor(async () => {
      const counted = await topNotFound()
      const hits = (p: string) => counted.find((t) => t.path === p)?.hits ?? 0
      return hits('/gone-once') >= 1 && hits('/old-pricing') >= 2
    })
    const top = await topNotFound()
    expect(top[0]).toMatchObject({ path: '/old-pricing', hits: 2 })
    expect(top.map((t) => t.path)).toEqual(['/old-pricing', '/gone-once'])
    expect(JSON.stringify(top)).not.toContain('someone@example.com')
  })

  it('when an editor asks for the 404 list or the redirects, then 403', async () => {
    const editor = await signIn(app, 'editor@example.com')
    expect((await editor.request('/api/admin/not-found')).status).toBe(403)
    expect((await editor.request('/api/admin/redirects')).status).toBe(403)
  })
})

describe('redirects', () => {
  it('when a 404 path is redirected, then it answers 301 at once, cacheable under the redirects key, and leaves the 404 list', async () => {
    const res = await admin.request('/api/admin/redirects', {
      method: 'POST',
      json: { from: '/old-pricing', to: '/pricing' },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ from: '/old-pricing', to: '/pricing' })
    const moved = await visit('/old-pricing?utm=x')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/pricing?utm=x')
    expect(moved.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(moved.headers.get('surrogate-key')?.split(' ')).toContain('redirects')
    expect(moved.headers.get('set-cookie')).toBeNull()
    expect((await topNotFound()).map((t) => t.path)).not.toContain('/old-pricing')
  })

  it('when a redirect would loop, then 400 names the loop and nothing is stored', async () => {
    const a = await admin.request('/api/admin/redirects', { method: 'POST', json: { from: '/a', to: '/b' } })
    expect(a.status).toBe(201)
    const loop = await admin.request('/api/admin/redirects', { method: 'POST', json: { from: '/b', to: '/a' } })
    expect(loop.status).toBe(400)
    expect(((await loop.json()) as { message: string }).message).toBe('This redirect would make a loop: /b → /a → /b.')
    const self = await admin.request('/api/admin/redirects', { method: 'POST', json: { from: '/c', to: '/c/' } })
    expect(self.status).toBe(400)
    expect((await visit('/b')).status).toBe(404)
  })

  it('when the input is bad or the path already redirected, then a clear 4xx with the field', async () => {
    const bad = await admin.request('/api/admin/redirects', {
      method: 'POST',
      json: { from: 'old', to: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.from).toBe(
      'Must be a path on this site, like /old-page',
    )
    const reserved = await admin.request('/api/admin/redirects', { method: 'POST', json: { from: '/admin', to: '/' } })
    expect(reserved.status).toBe(400)
    const again = await admin.request('/api/admin/redirects', {
      method: 'POST',
      json: { from: '/old-pricing/', to: '/' },
    })
    expect(again.status).toBe(409)
  })

  it('when a redirect is edited or removed, then the next request follows', async () => {
    const list = (await (await admin.request('/api/admin/redirects?filter={"q":"old-pricing"}')).json()) as {
      id: number
    }[]
    const id = list[0]!.id
    const edited = await admin.request(`/api/admin/redirects/${id}`, {
      method: 'PUT',
      json: { to: 'https://example.com/pricing' },
    })
    expect(edited.status).toBe(200)
    expect((await visit('/old-pricing')).headers.get('location')).toBe('https://example.com/pricing')
    const removed = await admin.request(`/api/admin/redirects/${id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect((await visit('/old-pricing')).status).toBe(404)
  })

  it('when a CSV is imported, then every line applies; one bad line or a loop imports nothing', async () => {
    const ok = await admin.request('/api/admin/redirects/import', {
      method: 'POST',
      json: { csv: 'from,to\n/menu-old,/products/online-ordering\n"/team","/about"\n' },
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ created: 2, updated: 0 })
    expect((await visit('/team')).headers.get('location')).toBe('/about')
    const bad = await admin.request('/api/admin/redirects/import', {
      method: 'POST',
      json: { csv: '/x1,/y\nnot a path,/z' },
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Nothing was imported\. Line 2: /)
    const loop = await admin.request('/api/admin/redirects/import', {
      method: 'POST',
      json: { csv: '/x1,/about\n/about,/x1' },
    })
    expect(loop.status).toBe(400)
    expect((await visit('/x1')).status).toBe(404)
  })
})

/**
 * Real Varnish (Debian's varnishd with the xkey vmod, deploy/varnish/default.vcl) in front of the
 * app on loopback: public pages are served from the cache, a post write purges exactly what it
 * changed, signed-in previews and cookies never end up in the cache.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { freePort, startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import { createPostsService, type PostInput } from '../../server/services/posts/posts'
import { sharedRedirectsService } from '../../server/services/redirects/redirects'

const varnishd = varnishdPath()
if (!varnishd)
  console.warn('varnish.test.ts skipped: varnishd is not installed (apt-get install varnish varnish-modules)')

const PURGE_TOKEN = 'varnish-test-purge-token-0123456789'
let app: TestApp
let varnish: Varnish
let admin: AdminClient

function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  const image = {
    alt: 'Cover',
    width: 960,
    height: 504,
    sources: [{ width: 960, url: '/uploads/cover-960.jpg' }],
    fallback: '/uploads/cover-960.jpg',
  }
  return { title, excerpt: `Excerpt of ${title}`, content: `Body of ${title}.`, image, published: true, ...overrides }
}

beforeAll(async () => {
  if (!varnishd) return
  const port = await freePort()
  app = await startAdminTestApp({ CACHE_PURGE_URL: `http://127.0.0.1:${port}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN })
  varnish = await startVarnish(varnishd, port, Number(new URL(app.url).port), { purgeToken: PURGE_TOKEN })
  await createUser(app, 'editor@example.com', 'editor')
  admin = await signIn(app, 'editor@example.com')
})

afterAll(async () => {
  await varnish?.stop()
  await app?.close()
})

const purgeToken = () => PURGE_TOKEN

interface LocalProxy {
  url: string
  close: () => Promise<void>
}

/** A reverse proxy on loopback (as Caddy or nginx terminating TLS on the same host): every visitor is 127.0.0.1. */
async function startLocalProxy(target: string): Promise<LocalProxy> {
  const server = createServer((req, res) => {
    // The public host name passes through (as Caddy's reverse_proxy does), so visitors share one cached copy.
    const headers: IncomingHttpHeaders = {
      ...req.headers,
      host: new URL(target).host,
      'x-forwarded-for': '203.0.113.7',
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const get = (path: string, headers: Record<string, string> = {}, redirect: RequestRedirect = 'follow') =>
  fetch(`${varnish.url}${path}`, { headers, redirect })

/** Polls `path` through Varnish until its body passes `check` (at most `ms`). */
async function eventually(path: string, check: (body: string) => boolean, ms = 1000): Promise<string> {
  const until = Date.now() + ms
  let body: string
  do {
    body = await (await get(path)).text()
    if (check(body)) return body
    await new Promise((r) => setTimeout(r, 50))
  } while (Date.now() < until)
  return body
}

describe.skipIf(!varnishd)('when Varnish is in front of the app', () => {
  it('then the second request for a post is a HIT, with the same ETag', async () => {
    await createPostsService(app.db).create(post('Served from the edge'))
    const first = await get('/blog/served-from-the-edge')
    expect(first.status).toBe(200)
    await first.text()
    const second = await get('/blog/served-from-the-edge')
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('set-cookie')).toBeNull()
    expect(second.headers.get('xkey')).toBeNull()
  })

  it('then a cached page keeps its security headers but not the request id, the CDN keys or the obsolete ones', async () => {
    await createPostsService(app.db).create(post('Lean at the edge'))
    await (await get('/blog/lean-at-the-edge')).text()
    const hit = await get('/blog/lean-at-the-edge')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(hit.headers.get('strict-transport-security')).toContain('max-age=')
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    for (const name of ['x-request-id', 'surrogate-key', 'xkey', 'x-xss-protection', 'x-download-options'])
      expect(hit.headers.get(name), name).toBeNull()
  })

  it('then publishing and editing purge the post, the list and the feed within a second', async () => {
    const live = await createPostsService(app.db).create(post('Edited at the edge'))
    const draft = await createPostsService(app.db).create(post('Published at the edge', { published: false }))
    for (const path of ['/blog', '/blog/rss.xml', '/blog/edited-at-the-edge']) {
      await (await get(path)).text()
      expect((await get(path)).headers.get('x-cache')).toBe('HIT')
    }

    const edit = await admin.request(`/api/admin/posts/${live.id}`, {
      method: 'PUT',
      json: { excerpt: 'A fresh excerpt from the editor' },
    })
    expect(edit.status).toBe(200)
    const publish = await admin.request(`/api/admin/posts/${draft.id}`, { method: 'PUT', json: { published: true } })
    expect(publish.status).toBe(200)

    expect(
      await eventually('/blog/edited-at-the-edge', (b) => b.includes('A fresh excerpt from the editor')),
    ).toContain('A fresh excerpt from the editor')
    expect(await eventually('/blog', (b) => b.includes('Published at the edge'))).toContain('Published at the edge')
    expect(await eventually('/blog/rss.xml', (b) => b.includes('published-at-the-edge'))).toContain(
      'published-at-the-edge',
    )
    expect((await get('/blog/published-at-the-edge')).status).toBe(200)
  })

  it('then unpublishing takes the post off the edge', async () => {
    const gone = await createPostsService(app.db).create(post('Withdrawn at the edge'))
    await (await get('/blog/withdrawn-at-the-edge')).text()
    expect((await get('/blog/withdrawn-at-the-edge')).headers.get('x-cache')).toBe('HIT')
    const res = await admin.request(`/api/admin/posts/${gone.id}`, { method: 'PUT', json: { published: false } })
    expect(res.status).toBe(200)
    const until = Date.now() + 1000
    let status = 200
    while (status === 200 && Date.now() < until) status = (await get('/blog/withdrawn-at-the-edge')).status
    expect(status).toBe(404)
  })

  it('then a signed-in preview is never cached and never shown to visitors', async () => {
    await createPostsService(app.db).create(post('Preview at the edge', { published: false }))
    for (let i = 0; i < 2; i++) {
      const preview = await get('/blog/preview-at-the-edge', { cookie: admin.cookie })
      expect(preview.status).toBe(200)
      expect(preview.headers.get('x-cache')).toBe('MISS')
      expect(preview.headers.get('cache-control')).toBe('private, no-store')
      expect(await preview.text()).toContain('Draft preview')
    }
    expect((await get('/blog/preview-at-the-edge')).status).toBe(404)
  })

  it('then no Set-Cookie is ever served from the cache', async () => {
    // A signed-in visit of a public page reads the session without renewing its cookie: nothing to cache.
    const signedIn = await get('/blog', { cookie: admin.cookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.getSetCookie()).toEqual([])
    for (const path of ['/', '/blog', '/pricing', '/blog/rss.xml', '/sitemap.xml', '/robots.txt']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path, { cookie: 'utm=1; other=2' })
        expect(res.status).toBe(200)
        expect(res.headers.getSetCookie()).toEqual([])
      }
      expect((await get(path)).headers.get('x-cache')).toBe('HIT')
    }
  })

  it("then campaign links with tracking parameters share the page's cached copy, and other parameters still count", async () => {
    const page = await get('/about')
    expect(page.status).toBe(200)
    await page.text()
    for (const query of [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=fall',
      '?gclid=Cj0KCQ1&utm_source=google',
      '?FBCLID=IwAR2x',
      '?msclkid=abc&utm_content=hero',
    ]) {
      const res = await get(`/about${query}`)
      expect(res.status, query).toBe(200)
      expect(res.headers.get('x-cache'), query).toBe('HIT')
      expect(res.headers.get('etag'), query).toBe(page.headers.get('etag'))
      await res.text()
    }
    // A search keeps its own parameters around the stripped ones: its own copy, not the list's.
    await createPostsService(app.db).create(post('Campaign tracking at the edge'))
    const search = await get('/blog?utm_source=ads&q=campaign&utm_medium=cpc')
    expect(search.status).toBe(200)
    const body = await search.text()
    expect(body).toContain('Campaign tracking at the edge')
    expect(body).not.toContain('Lean at the edge')
    const again = await get('/blog?q=campaign&gclid=xyz')
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('etag')).toBe(search.headers.get('etag'))
    await again.text()
  })

  it('then a campaign link to a redirected path lands on the new page with its tracking parameters', async () => {
    await sharedRedirectsService(app.db).create({ from: '/fall-promo', to: '/pricing' })
    for (let i = 0; i < 2; i++) {
      const res = await get(`/fall-promo?utm_source=mail&gclid=click${i}`, {}, 'manual')
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe(`/pricing?utm_source=mail&gclid=click${i}`)
      if (i === 1) expect(res.headers.get('x-cache')).toBe('HIT')
      await res.text()
    }
    // Without tracking parameters the cached redirect is unchanged; a client cannot add any by header.
    const plain = await get('/fall-promo', { 'x-tracking-query': 'utm_source=forged' }, 'manual')
    expect(plain.headers.get('location')).toBe('/pricing')
  })

  it("then the app's purge is soft (the old copy is served once more while the new one is fetched) and a PURGE is hard", async () => {
    await (await get('/pricing')).text()
    expect((await get('/pricing')).headers.get('x-cache')).toBe('HIT')
    const headers = { 'xkey-purge': 'pages', 'x-purge-token': PURGE_TOKEN }
    const soft = await fetch(`${varnish.url}/`, { method: 'POST', headers })
    expect(soft.status).toBe(200)
    await soft.text()
    const stale = await get('/pricing')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-cache')).toBe('HIT')
    await stale.text()

    const hard = await fetch(`${varnish.url}/`, { method: 'PURGE', headers })
    expect(hard.status).toBe(200)
    await hard.text()
    expect((await get('/pricing')).headers.get('x-cache')).toBe('MISS')
  })

  it('then a PURGE with the token but without keys is refused as a bad request, never forwarded to the app', async () => {
    const res = await fetch(`${varnish.url}/`, { method: 'PURGE', headers: { 'x-purge-token': purgeToken() } })
    expect(res.status).toBe(400)
  })
})

describe.skipIf(!varnishd)(
  'when visitors reach Varnish through a TLS proxy on the same host (all from 127.0.0.1)',
  () => {
    let proxy: LocalProxy
    beforeAll(async () => {
      proxy = await startLocalProxy(varnish.url)
    })
    afterAll(async () => {
      await proxy?.close()
    })

    async function warm(path: string): Promise<void> {
      await (await get(path)).text()
      expect((await get(path)).headers.get('x-cache'), path).toBe('HIT')
    }

    it('then purges without the token are refused and the cache stays warm', async () => {
      for (const path of ['/', '/pricing', '/blog']) await warm(path)
      const attempts: [string, Record<string, string>][] = [
        ['PURGE', { 'xkey-purge': 'site' }],
        ['POST', { 'xkey-purge': 'site' }],
        ['POST', { 'xkey-softpurge': 'site' }],
        ['PURGE', { 'xkey-purge': 'site', 'x-purge-token': 'not-the-token-not-the-token' }],
        ['PURGE', { 'xkey-purge': 'site', 'x-purge-token': '' }],
      ]
      for (const [method, headers] of attempts) {
        const res = await fetch(`${proxy.url}/`, { method, headers })
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(403)
        await res.text()
      }
      // A GET carrying a purge header is an ordinary visit: the header is dropped, nothing is purged.
      const sneaky = await fetch(`${proxy.url}/pricing`, {
        headers: { 'xkey-purge': 'site', 'xkey-softpurge': 'site' },
      })
      expect(sneaky.status).toBe(200)
      expect(sneaky.headers.get('x-cache')).toBe('HIT')
      await sneaky.text()
      for (const path of ['/', '/pricing', '/blog']) expect((await get(path)).headers.get('x-cache'), path).toBe('HIT')
    })

    it("then the app's own purge (with its token) still refreshes the page", async () => {
      const live = await createPostsService(app.db).create(post('Purged through the token'))
      await warm('/blog/purged-through-the-token')
      const edit = await admin.request(`/api/admin/posts/${live.id}`, {
        method: 'PUT',
        json: { excerpt: 'Token purge works' },
      })
      expect(edit.status).toBe(200)
      expect(await eventually('/blog/purged-through-the-token', (b) => b.includes('Token purge works'))).toContain(
        'Token purge works',
      )
    })
  },
)

// A post that leaves the public site (deleted or unpublished) is purged hard: a soft purge would
// serve the very next visitor the old copy.
async function warmAll(paths: string[]): Promise<void> {
  for (const path of paths) {
    await (await get(path)).text()
    expect((await get(path)).headers.get('x-cache'), path).toBe('HIT')
  }
}

/** What the very next visitor gets from Varnish for each path: status, and whether the title shows. */
async function nextVisitor(paths: string[], title: string): Promise<string[]> {
  const seen: string[] = []
  for (const path of paths) {
    const res = await get(path)
    const body = await res.text()
    seen.push(`${path} ${res.status} ${body.includes(title) ? 'shows it' : 'without it'}`)
  }
  return seen
}

describe.skipIf(!varnishd)('when a post leaves the public site behind Varnish', () => {
  it('then the very first visitor after a delete gets a 404 for its page and the list and feed without it', async () => {
    await createPostsService(app.db).create(post('Leaving the edge'))
    const doomed = (await app.db('posts').where({ slug: 'leaving-the-edge' }).first()) as { id: number }
    const paths = ['/blog/leaving-the-edge', '/blog', '/blog/rss.xml']
    await warmAll(paths)
    const removed = await admin.request(`/api/admin/posts/${doomed.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(await nextVisitor(paths, 'Leaving the edge')).toEqual([
      '/blog/leaving-the-edge 404 without it',
      '/blog 200 without it',
      '/blog/rss.xml 200 without it',
    ])
  })

  it('then the very first visitor after an unpublish gets a 404 too', async () => {
    const withdrawn = await createPostsService(app.db).create(post('Withdrawn from the edge'))
    const paths = ['/blog/withdrawn-from-the-edge', '/blog']
    await warmAll(paths)
    const res = await admin.request(`/api/admin/posts/${withdrawn.id}`, { method: 'PUT', json: { published: false } })
    expect(res.status).toBe(200)
    expect(await nextVisitor(paths, 'Withdrawn from the edge')).toEqual([
      '/blog/withdrawn-from-the-edge 404 without it',
      '/blog 200 without it',
    ])
  })
})

/**
 * Real Varnish (Debian's varnishd with the xkey vmod, deploy/varnish/default.vcl) in front of the
 * app on loopback: public pages are served from the cache, a post write purges exactly what it
 * changed, signed-in previews and cookies never end up in the cache.
 */
import { describe, expect, it } from 'vitest'
import { createPostsService } from '../../server/services/posts/posts'
import { sharedRedirectsService } from '../../server/services/redirects/redirects'
import {
  varnishd,
  PURGE_TOKEN,
  app,
  varnish,
  admin,
  post,
  purgeToken,
  get,
  eventually,
  withVarnishApp,
} from '../helpers/varnish-app'

withVarnishApp()

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
    // That stale answer started a background fetch; wait until its fresh copy is stored (X-Varnish names
    // the stored object) before the PURGE: a fetch still in flight stores its copy after the PURGE ran.
    const objectOf = (res: Response) => res.headers.get('x-varnish')?.split(' ')[1]
    const staleObject = objectOf(stale)
    await expect
      .poll(
        async () => {
          const res = await get('/pricing')
          await res.text()
          return objectOf(res)
        },
        { timeout: 10_000 },
      )
      .not.toBe(staleObject)

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

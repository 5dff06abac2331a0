/**
 * The app's side of edge caching (issue 14): every public URL is cacheable and revalidatable,
 * post writes send a purge of exactly what they changed to CACHE_PURGE_URL, and a failed purge is
 * retried through the outbox without failing the save.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { createLogger } from '../../server/lib/logger'
import { createDeliveryWorker } from '../../server/services/leads/delivery'
import { createPostsService, type PostInput } from '../../server/services/posts/posts'

/** A stand-in purger (Varnish or a CDN API): records each purge; answers `status`. */
let purges: { method: string; xkey: string; surrogate: string }[] = []
let purgeStatus = 200
let purger: Server
let app: TestApp
let admin: AdminClient

function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  const image = {
    alt: 'Cover',
    width: 960,
    height: 504,
    sources: [{ width: 960, url: '/uploads/cover-960.webp' }],
    fallback: '/uploads/cover-960.jpg',
  }
  return { title, excerpt: `Excerpt of ${title}`, content: `Body of ${title}.`, image, published: true, ...overrides }
}

beforeAll(async () => {
  purger = createServer((req, res) => {
    purges.push({
      method: req.method ?? '',
      xkey: String(req.headers['xkey-purge']),
      surrogate: String(req.headers['surrogate-key']),
    })
    res.statusCode = purgeStatus
    res.end()
  })
  await new Promise<void>((resolve) => purger.listen(0, '127.0.0.1', resolve))
  const { port } = purger.address() as AddressInfo
  ;({ app, admin } = await startSignedInAdmin({
    email: 'editor@example.com',
    role: 'editor',
    env: { CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge` },
  }))
})

afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => purger?.close(resolve))
})

const keysOf = (purge: { xkey: string } | undefined) => purge?.xkey.split(' ').sort()

describe('when every URL of the sitemap is requested', () => {
  it('then each is public and revalidatable, with an ETag, no Set-Cookie, and a 304 for a matching If-None-Match', async () => {
    await createPostsService(app.db).create(post('In the sitemap'))
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    expect(paths).toContain('/blog/in-the-sitemap')
    expect(paths.length).toBeGreaterThan(40)
    const bad: string[] = []
    for (const path of [...paths, '/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/fr/blog/rss.xml']) {
      const res = await fetch(`${app.url}${path}`)
      await res.arrayBuffer()
      const cacheControl = res.headers.get('cache-control') ?? ''
      const etag = res.headers.get('etag')
      if (res.status !== 200) bad.push(`${path}: status ${res.status}`)
      if (!/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/.test(cacheControl))
        bad.push(`${path}: Cache-Control ${cacheControl}`)
      if (!etag || etag.startsWith('W/')) bad.push(`${path}: ETag ${etag}`)
      if (res.headers.getSetCookie().length) bad.push(`${path}: Set-Cookie`)
      if (!res.headers.get('xkey')?.includes('site')) bad.push(`${path}: xkey ${res.headers.get('xkey')}`)
      // A new browsing context group would cost every visit a cold renderer (server/middleware/public-cache.ts).
      if (res.headers.has('cross-origin-opener-policy'))
        bad.push(`${path}: Cross-Origin-Opener-Policy ${res.headers.get('cross-origin-opener-policy')}`)
      // As a browser or cache revalidates (fetch() would otherwise add 'no-cache').
      const again = await fetch(`${app.url}${path}`, {
        headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
      })
      if (again.status !== 304) bad.push(`${path}: revalidation answered ${again.status}`)
    }
    expect(bad).toEqual([])
  }, 120_000)

  it('then public pages keep their frame and script protection, and what depends on a session or is private keeps Cross-Origin-Opener-Policy', async () => {
    for (const path of ['/', '/fr/pricing', '/blog']) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
    const draft = await createPostsService(app.db).create(post('Seen by staff only', { published: false }))
    const privateAnswers = {
      'the back office': await fetch(`${app.url}/admin`),
      'its API': await admin.request('/api/admin/posts'),
      'a draft an editor previews': await fetch(`${app.url}/blog/${draft.slug}`, { headers: { cookie: admin.cookie } }),
      'a page not found': await fetch(`${app.url}/blog/never-there`),
      "a form's result page": await fetch(`${app.url}/forms/sent?form=lead`),
    }
    expect(
      Object.fromEntries(
        Object.entries(privateAnswers).map(([name, res]) => [
          name,
          `${res.status} ${res.headers.get('cache-control')} ${res.headers.get('cross-origin-opener-policy')}`,
        ]),
      ),
    ).toEqual({
      'the back office': '200 private, no-store same-origin',
      'its API': '200 no-store same-origin',
      'a draft an editor previews': '200 private, no-store same-origin',
      'a page not found': '404 private, no-store same-origin',
      "a form's result page": '200 private, no-store same-origin',
    })
  })

  it('then the home page is the same for every browser language (no Vary: Accept-Language)', async () => {
    const french = await fetch(`${app.url}/`, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })
    const english = await fetch(`${app.url}/`, { headers: { 'accept-language': 'en-CA' } })
    expect(french.headers.get('vary') ?? '').not.toMatch(/accept-language/i)
    expect(french.headers.get('etag')).toBe(english.headers.get('etag'))
  })

  it('then illustrations and logos are kept a week and hashed assets for a year', async () => {
    const illustration = await fetch(`${app.url}/illustrations/dashboard.svg`)
    expect(illustration.headers.get('cache-control')).toBe('public, max-age=604800')
    const html = await (await fetch(`${app.url}/`)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
    expect((await fetch(`${app.url}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('when the editor writes posts', () => {
  it('then each write purges exactly the keys of what it changed', async () => {
    purges = []
    const created = await admin.request('/api/admin/posts', { method: 'POST', json: post('Purged on create') })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect(purges).toHaveLength(1)
    expect(purges[0]?.method).toBe('POST')
    expect(purges[0]?.surrogate).toBe(purges[0]?.xkey)
    expect(keysOf(purges[0])).toEqual([`post-${id}`, 'blog-list', 'feed-en', 'sitemap'].sort())

    const french = await createPostsService(app.db).create(post('Purgé en français', { language: 'fr' }))
    purges = []
    await admin.request(`/api/admin/posts/${id}`, { method: 'PUT', json: { translation_id: french.id } })
    expect(keysOf(purges[0])).toEqual([`post-${id}`, `post-${french.id}`, 'blog-list', 'feed-en', 'sitemap'].sort())

    purges = []
    await admin.request(`/api/admin/posts/${id}`, { method: 'PUT', json: { title: 'Purged after a new title' } })
    expect(keysOf(purges[0])).toEqual([`post-${id}`, `post-${french.id}`, 'blog-list', 'feed-en', 'sitemap'].sort())

    purges = []
    const draft = await createPostsService(app.db).create(post('Never public', { published: false }))
    await admin.request(`/api/admin/posts/${draft.id}`, { method: 'PUT', json: { excerpt: 'Still a draft' } })
    expect(keysOf(purges[0])).toEqual([`post-${draft.id}`])

    purges = []
    expect((await admin.request(`/api/admin/posts/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect(keysOf(purges[0])).toEqual([`post-${id}`, `post-${french.id}`, 'blog-list', 'feed-en', 'sitemap'].sort())
  })

  it('then a failed purge never fails the save and is retried through the outbox', async () => {
    purges = []
    purgeStatus = 503
    const res = await admin.request('/api/admin/posts', { method: 'POST', json: post('Purged later') })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect(purges).toHaveLength(1)
    const queued = await app.db('outbox').where({ kind: 'cache-purge', subject_id: id })
    expect(queued).toHaveLength(1)
    expect(queued[0].status).toBe('pending')

    purgeStatus = 200
    purges = []
    const later = new Date(Date.now() + 24 * 60 * 60_000 - 60_000)
    const worker = createDeliveryWorker({
      env: app.env,
      db: app.db,
      logger: createLogger('silent'),
      clock: () => later,
    })
    await worker.runOnce()
    await worker.stop()
    expect(keysOf(purges[0])).toEqual([`post-${id}`, 'blog-list', 'feed-en', 'sitemap'].sort())
    const [row] = await app.db('outbox').where({ kind: 'cache-purge', subject_id: id })
    expect(row.status).toBe('sent')
  })
})

/** Varnish in front of the app (see varnish.test.ts): visitors behind a local proxy, and posts that leave the site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostsService } from '../../server/services/posts/posts'
import {
  varnishd,
  app,
  varnish,
  admin,
  post,
  type LocalProxy,
  startLocalProxy,
  get,
  eventually,
  withVarnishApp,
} from '../helpers/varnish-app'

withVarnishApp()

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

/**
 * Real Varnish (deploy/varnish/default.vcl) in front of the app: deleting a post takes it off the
 * public site at once: the very next visitor no longer gets the old copy, as a soft purge would serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { freePort, startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import { createPostsService, type PostInput } from '../../server/services/posts'

const varnishd = varnishdPath()
if (!varnishd)
  console.warn('post-delete-purge.test.ts skipped: varnishd is not installed (apt-get install varnish varnish-modules)')

const PURGE_TOKEN = 'delete-purge-test-token-0123456789'
let app: TestApp
let varnish: Varnish
let admin: AdminClient

function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  const image = { alt: 'Cover', width: 960, height: 504, sources: [], fallback: '/uploads/cover-960.jpg' }
  return { title, excerpt: `Excerpt of ${title}`, content: `Body of ${title}.`, image, published: true, ...overrides }
}

beforeAll(async () => {
  if (!varnishd) return
  const port = await freePort()
  app = await startAdminTestApp({ CACHE_PURGE_URL: `http://127.0.0.1:${port}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN })
  varnish = await startVarnish(varnishd, port, Number(new URL(app.url).port), { purgeToken: PURGE_TOKEN })
  await createUser(app, 'deleter@example.com', 'editor')
  admin = await signIn(app, 'deleter@example.com')
})

afterAll(async () => {
  await varnish?.stop()
  await app?.close()
})

const get = (path: string) => fetch(`${varnish.url}${path}`)

async function warm(paths: string[]): Promise<void> {
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
    await warm(paths)
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
    await warm(paths)
    const res = await admin.request(`/api/admin/posts/${withdrawn.id}`, { method: 'PUT', json: { published: false } })
    expect(res.status).toBe(200)
    expect(await nextVisitor(paths, 'Withdrawn from the edge')).toEqual([
      '/blog/withdrawn-from-the-edge 404 without it',
      '/blog 200 without it',
    ])
  })
})

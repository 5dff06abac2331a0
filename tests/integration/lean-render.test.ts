/**
 * The lean render path (server/lean-render.ts): once Vike has answered a post page, later
 * anonymous requests run the page's own +data and render code without Vike's pipeline. They must
 * answer exactly what Vike answers, see every write at once, and leave every other status to Vike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import type { ImageSet } from '../../server/services/media'
import { createPostsService, type PostInput, type PostsService } from '../../server/services/posts'

const image: ImageSet = {
  alt: 'A test cover',
  width: 1440,
  height: 756,
  sources: [{ width: 1440, url: '/uploads/test-1440.webp' }],
  fallback: '/uploads/test-960.jpg',
}

let app: TestApp
let posts: PostsService

beforeAll(async () => {
  app = await startTestApp()
  posts = createPostsService(app.db)
})

afterAll(async () => {
  await app.close()
})

function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  return {
    title,
    excerpt: `Excerpt of ${title}`,
    content: `Intro of ${title}.\n\n## First section\n\nText with <em>markup</em> and [a link](https://example.com).\n\n## Second section\n\nMore.`,
    author: 'Test Author',
    image,
    published: true,
    tags: ['Tips', 'Payments'],
    ...overrides,
  }
}

interface Answer {
  status: number
  path: string | null
  headers: Headers
  /** The HTML with this response's CSP nonce replaced by a fixed word. */
  html: string
  nonce: string
}

async function get(url: string): Promise<Answer> {
  const res = await fetch(`${app.url}${url}`, { redirect: 'manual' })
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  const body = await res.text()
  return {
    status: res.status,
    path: res.headers.get('x-render-path'),
    headers: res.headers,
    html: nonce ? body.split(nonce).join('NONCE') : body,
    nonce,
  }
}

/** The response headers a visitor's browser acts on (not the per-response date, id and nonce). */
function stableHeaders(headers: Headers): Record<string, string> {
  const volatile = new Set(['date', 'x-request-id', 'x-render-path', 'x-render-cache', 'content-security-policy'])
  return Object.fromEntries([...headers].filter(([name]) => !volatile.has(name)))
}

describe('lean render path', () => {
  it('when a post page is rendered again, then the lean path answers the same bytes and headers as Vike', async () => {
    // One post per language: /blog shows English posts, /fr/blog French ones.
    await posts.create(post('Lean twin'))
    await posts.create(post('Lean twin fr', { language: 'fr' }))
    for (const prefix of ['', '/fr']) {
      // Query strings the render cache does not key on: both requests render.
      const slug = prefix ? 'lean-twin-fr' : 'lean-twin'
      const byVike = await get(`${prefix}/blog/${slug}?first`)
      const byLean = await get(`${prefix}/blog/${slug}?second`)
      expect(byVike.status).toBe(200)
      expect(byVike.path).toBe('vike')
      expect(byLean.status).toBe(200)
      expect(byLean.path).toBe('lean')
      expect(byLean.nonce).not.toBe(byVike.nonce)
      expect(byLean.html).toBe(byVike.html)
      expect(stableHeaders(byLean.headers)).toEqual(stableHeaders(byVike.headers))
      // What the equality covers: head tags, inlined CSS, the island script with the nonce, content.
      expect(byLean.html).toContain(`<title>${prefix ? 'Lean twin fr' : 'Lean twin'} | MapleServe</title>`)
      expect(byLean.html).toContain('<link rel="canonical"')
      expect(byLean.html).toMatch(/<style>[^<]+/)
      expect(byLean.html).toMatch(/<script src="\/assets\/[^"]+\.js" type="module" async nonce="NONCE"><\/script>/)
      expect(byLean.html).toContain('<script type="application/ld+json" nonce="NONCE">')
      expect(byLean.html).toContain('<h2 id="section-first-section">First section</h2>')
      expect(byLean.html).toContain('data-island="Newsletter"')
      expect(byLean.html).toContain(`<html lang="${prefix ? 'fr-CA' : 'en-CA'}">`)
    }
  })

  it('when a post changes, then the next lean render shows it at once, cached or not', async () => {
    const created = await posts.create(post('Lean changes'))
    await get('/blog/lean-changes?learn')
    await get('/blog/lean-changes') // render cache: miss, then hit
    expect((await get('/blog/lean-changes')).headers.get('x-render-cache')).toBe('hit')

    await posts.update(created.id, {
      excerpt: 'An excerpt written after the first render',
      content: 'A body written after the first render.\n\n## A new heading\n\nText.',
    })
    for (const url of ['/blog/lean-changes?again', '/blog/lean-changes']) {
      const answer = await get(url)
      expect(answer.status).toBe(200)
      expect(answer.path).toBe('lean')
      expect(answer.html).toContain('An excerpt written after the first render')
      expect(answer.html).toContain('<h2 id="section-a-new-heading">A new heading</h2>')
      expect(answer.html).not.toContain('First section')
    }
    expect((await get('/blog/lean-changes')).headers.get('x-render-cache')).toBe('hit')
  })

  it('when a learnt post is renamed, unpublished or gone, then Vike answers 301 or 404 as always', async () => {
    const renamed = await posts.create(post('Lean old name'))
    const hidden = await posts.create(post('Lean hidden'))
    for (const url of ['/blog/lean-old-name?learn', '/blog/lean-hidden?learn'])
      expect((await get(url)).status).toBe(200)
    expect((await get('/blog/lean-hidden?lean')).path).toBe('lean')

    await posts.update(renamed.id, { title: 'Lean new name' })
    const moved = await get('/blog/lean-old-name?after')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/blog/lean-new-name')

    await posts.update(hidden.id, { published: false })
    const draft = await get('/blog/lean-hidden?after')
    expect(draft.status).toBe(404)
    expect(draft.path).toBe('vike')
    expect(draft.html).not.toContain('Lean hidden')

    await posts.delete(hidden.id)
    expect((await get('/blog/lean-hidden?gone')).status).toBe(404)
  })

  it('when the database fails after a post was learnt, then the page answers 503 like Vike does', async () => {
    const broken = await startTestApp()
    try {
      await createPostsService(broken.db).create(post('Lean outage'))
      const learnt = await fetch(`${broken.url}/blog/lean-outage?learn`)
      expect(learnt.status).toBe(200)
      await broken.db.destroy()
      const res = await fetch(`${broken.url}/blog/lean-outage?down`)
      expect(res.status).toBe(503)
      expect(res.headers.get('x-render-path')).toBe('vike')
      expect(await res.text()).not.toContain('Lean outage')
    } finally {
      await broken.close().catch(() => {})
    }
  })
})

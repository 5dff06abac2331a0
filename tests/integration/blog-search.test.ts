/**
 * Blog search ranked by relevance: SQLite FTS5 by default; the same file runs on PostgreSQL
 * full-text search with TEST_DATABASE_URL (npm run test:pg, or
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run tests/integration/blog-search.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { createPostsService, type PostInput, type PostsService } from '../../server/services/posts/posts'

let app: TestApp
let posts: PostsService

function post(overrides: Partial<PostInput> & { title: string }): PostInput {
  return {
    excerpt: `About ${overrides.title}`,
    content: 'Plain words.',
    category: 'QSR',
    author: 'Test Author',
    published: true,
    image: {
      alt: 'A cover',
      width: 960,
      height: 540,
      sources: [{ width: 960, url: '/uploads/cover-960.webp' }],
      fallback: '/uploads/cover-960.jpg',
    },
    ...overrides,
  }
}

const titles = async (search: string, language: 'en' | 'fr' = 'en') =>
  (await posts.listPublished({ search, language })).items.map((p) => p.title)

beforeAll(async () => {
  app = await startTestApp()
  posts = createPostsService(app.db)
  // Oldest first: relevance must beat recency.
  await posts.create(
    post({ title: 'Kitchen displays', content: 'A word on tipping screens.', createdAt: '2026-01-01T00:00:00Z' }),
  )
  await posts.create(
    post({ title: 'Tipping done right', content: 'Tipping, tipping and tips.', createdAt: '2026-02-01T00:00:00Z' }),
  )
  await posts.create(post({ title: 'Menus', excerpt: 'Tipping on the menu', createdAt: '2026-03-01T00:00:00Z' }))
  await posts.create(post({ title: 'Unrelated news', createdAt: '2026-04-01T00:00:00Z' }))
  await posts.create(
    post({
      title: 'Ouvrir un café',
      language: 'fr',
      content: 'La caisse du café et la mise en œuvre.',
      createdAt: '2026-02-01T00:00:00Z',
    }),
  )
  await posts.create(
    post({
      title: 'Les pourboires',
      language: 'fr',
      content: 'Un mot sur le cafe du coin.',
      createdAt: '2026-03-01T00:00:00Z',
    }),
  )
  await posts.create(post({ title: 'Brouillon café', language: 'fr', published: false }))
})

afterAll(async () => {
  await app?.close()
})

describe('blog search', () => {
  it('when a word is searched, then posts with it in the title come first, then the excerpt, then the body', async () => {
    expect(await titles('tipping')).toEqual(['Tipping done right', 'Menus', 'Kitchen displays'])
  })

  it('when every word must match, then a post missing one is left out; prefixes match', async () => {
    expect(await titles('tipping screens')).toEqual(['Kitchen displays'])
    expect(await titles('tipp')).toHaveLength(3)
    expect(await titles('tipping nowhere')).toEqual([])
  })

  it('when a French search has or lacks accents, then it finds the words either way, published French posts only', async () => {
    expect(await titles('cafe', 'fr')).toEqual(['Ouvrir un café', 'Les pourboires'])
    expect(await titles('CAFÉ', 'fr')).toEqual(['Ouvrir un café', 'Les pourboires'])
    expect(await titles('oeuvre', 'fr')).toEqual(['Ouvrir un café'])
    expect(await titles('cafe', 'en')).toEqual([])
  })

  it('when a post is edited or deleted, then the index follows', async () => {
    const created = await posts.create(post({ title: 'Loyalty cards' }))
    expect(await titles('loyalty')).toEqual(['Loyalty cards'])
    await posts.update(created.id, {
      title: 'Gift cards',
      excerpt: 'New cards',
      content: 'Nothing about the old word.',
    })
    expect(await titles('loyalty')).toEqual([])
    expect(await titles('gift')).toEqual(['Gift cards'])
    await posts.delete(created.id)
    expect(await titles('gift')).toEqual([])
  })

  it('when the search is only punctuation or quotes, then it finds nothing and does not fail', async () => {
    expect(await titles('"*" - ( )')).toEqual([])
    expect(await titles('tipping" OR "x')).toEqual([])
  })

  it('when /blog and /fr/blog are searched, then the server HTML lists the results by relevance', async () => {
    const en = await (await fetch(`${app.url}/blog?q=tipping`)).text()
    const order = ['Tipping done right', 'Menus', 'Kitchen displays'].map((t) => en.indexOf(`>${t}<`))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(en).toContain('Showing 1\u20133 of 3 posts')
    const fr = await (await fetch(`${app.url}/fr/blog?q=cafe`)).text()
    expect(fr).toContain('Ouvrir un café')
    expect(fr).not.toContain('Brouillon café')
    expect(fr).toContain('Plus pertinents')
  })
})

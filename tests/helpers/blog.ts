/** The blog integration tests' app, its sample posts and their page readers (blog, blog-posts, blog-feeds tests). */
import { randomBytes } from 'node:crypto'
import knexFactory from 'knex'
import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from './app'
import type { ImageSet } from '../../server/services/media/media'
import { createPostsService, type PostInput, type PostsService } from '../../server/services/posts/posts'

const image: ImageSet = {
  alt: 'A test cover',
  width: 1440,
  height: 756,
  sources: [
    { width: 480, url: '/uploads/test-480.webp' },
    { width: 1440, url: '/uploads/test-1440.webp' },
  ],
  fallback: '/uploads/test-960.jpg',
}

/** A separate PostgreSQL database per app when TEST_DATABASE_URL is set; SQLite apps need nothing. */
export async function startIsolatedApp(): Promise<TestApp & { drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) {
    const app = await startTestApp()
    return { ...app, drop: async () => {} }
  }
  const name = `test_blog_${randomBytes(6).toString('hex')}`
  const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const app = await startTestApp({ DATABASE_URL: url.toString() })
  return {
    ...app,
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}

export function post(overrides: Partial<PostInput> & { title: string }): PostInput {
  return {
    excerpt: `Excerpt of ${overrides.title}`,
    content: `Body of ${overrides.title}.\n\n## First section\n\nText.`,
    category: 'QSR',
    author: 'Test Author',
    image,
    published: true,
    ...overrides,
  }
}

export async function page(app: TestApp, url: string): Promise<{ status: number; html: string; res: Response }> {
  const res = await fetch(`${app.url}${url}`, { redirect: 'manual' })
  return { status: res.status, html: await res.text(), res }
}

export function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

export let app: TestApp & { drop: () => Promise<void> }
export let posts: PostsService

/**
 * Starts `app` (startIsolatedApp) before the file with 14 published posts (2 featured), a draft and a post with
 * wildcards in its text; closes it after.
 */
export function withBlogApp(): void {
  beforeAll(async () => {
    app = await startIsolatedApp()
    posts = createPostsService(app.db)
    // 14 published posts on distinct days (oldest first), 2 of them featured, plus one draft.
    const categories = ['QSR', 'Pizzeria', 'Technology', 'QSR', 'Cafe n Bakery', 'QSR', 'Technology']
    for (let i = 1; i <= 14; i++) {
      await posts.create(
        post({
          title: `Post number ${String(i).padStart(2, '0')}`,
          category: categories[i % categories.length],
          featured: i === 3 || i === 5,
          createdAt: new Date(Date.UTC(2026, 0, i, 12)).toISOString(),
        }),
      )
    }
    await posts.create(
      post({ title: 'Secret draft about pizza', published: false, createdAt: '2026-02-01T12:00:00.000Z' }),
    )
    await posts.create(
      post({
        title: 'Wildcards explained',
        excerpt: 'Why 100% of owners_love a fast counter',
        content: 'Nothing special here.',
        category: 'Online Ordering',
        createdAt: '2026-01-20T12:00:00.000Z',
      }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await app?.drop()
  })
}

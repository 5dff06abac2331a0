/** The two-language blog's integration tests: their app, admin and post readers (blog-i18n, blog-i18n-admin tests). */
import { afterAll, beforeAll, expect } from 'vitest'
import { frSeedPosts, seedPosts } from '../../content/blog/seed-posts'
import { postSlug } from '../../shared/posts/slug'
import { createPostsService, type Post, type PostsService } from '../../server/services/posts/posts'
import { startSignedInAdmin, type AdminClient } from './admin'
import { startTestApp, type TestApp } from './app'

export let app: TestApp
export let admin: AdminClient
export let posts: PostsService

export type Json = Record<string, unknown>

export const guide = seedPosts.find((s) => s.file === 'kitchen-display-tech.md')!
export const guideFr = frSeedPosts['kitchen-display-tech.md']!
export const enSlug = postSlug(guide.title)
export const frSlug = postSlug(guideFr.title)

function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

export async function page(url: string): Promise<{ status: number; html: string; res: Response }> {
  const res = await fetch(`${app.url}${url}`, { redirect: 'manual' })
  return { status: res.status, html: decode(await res.text()), res }
}

export async function bySlug(slug: string): Promise<Post> {
  const post = await posts.getBySlugForPreview(slug)
  if (!post) throw new Error(`no post ${slug}`)
  return post
}

export async function newPost(fields: Json): Promise<Response> {
  const image = (await bySlug(enSlug)).image
  return admin.request('/api/admin/posts', {
    method: 'POST',
    json: { excerpt: 'An excerpt.', content: 'Some content.', image, ...fields },
  })
}

export async function listIds(filter: Json): Promise<{ ids: number[]; total: number; rows: Json[] }> {
  const res = await admin.request(
    `/api/admin/posts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
  )
  expect(res.status).toBe(200)
  const rows = (await res.json()) as Json[]
  const total = Number(res.headers.get('content-range')?.split('/')[1])
  return { ids: rows.map((r) => r.id as number), total, rows }
}

/**
 * Starts `app` before the file with an admin signed in (`admin`) and `posts` on its database; closes it after.
 * `seeded`: the sample posts in both languages, linked, as the seed test in blog-i18n.test.ts leaves them.
 */
export function withBlogI18nApp({ seeded = false } = {}): void {
  beforeAll(async () => {
    const start = seeded ? () => startTestApp({}, {}, { sampleBlog: true }) : undefined
    ;({ app, admin } = await startSignedInAdmin({ start }))
    posts = createPostsService(app.db)
  })
  afterAll(async () => {
    await app?.close()
  })
}

/** The public blog (see blog.test.ts): cache headers, draft preview, seeding, reading by id, a database failure. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestApp } from '../helpers/app'
import { seedBlog } from '../../server/services/posts/seed'
import { createPostsService } from '../../server/services/posts/posts'
import { startIsolatedApp, post, page, decode, app, posts, withBlogApp } from '../helpers/blog'

withBlogApp()

describe('edge cache headers', () => {
  it('when a post page is served, then it is public under its post key, with a strong ETag and a 304 on a match', async () => {
    const created = await posts.create(post({ title: 'Cached page' }))
    const first = await fetch(`${app.url}/blog/cached-page`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.get('xkey')?.split(' ')).toContain(`post-${created.id}`)
    expect(first.headers.get('surrogate-key')).toBe(first.headers.get('xkey'))
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(first.headers.get('content-security-policy')).not.toContain('nonce')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"/)
    // As a browser revalidates (fetch() would add 'no-cache', which forbids a 304, unless told otherwise).
    const again = await fetch(`${app.url}/blog/cached-page`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('when the list is served, then it is public under the blog-list key', async () => {
    const res = await fetch(`${app.url}/blog`)
    expect(res.headers.get('cache-control')).toMatch(/^public, /)
    expect(res.headers.get('xkey')?.split(' ')).toContain('blog-list')
  })

  it('when a page is not found, then no shared cache may keep it', async () => {
    const res = await fetch(`${app.url}/blog/never-there`)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('xkey')).toBeNull()
  })
})

describe('draft preview', () => {
  it('when a signed-in user opens a draft, then it renders marked as a draft; anonymous visitors get 404', async () => {
    const staff = await startTestApp(process.env.TEST_DATABASE_URL ? { DATABASE_URL: app.env.DATABASE_URL } : {}, {
      // Stands in for the admin session middleware: a signed-in user on every request with this header.
      devMiddleware: (req, res, next) => {
        if (req.headers['x-test-user']) res.locals.user = { id: 1, email: 'editor@example.com', role: 'editor' }
        next()
      },
    })
    try {
      await createPostsService(staff.db).create(post({ title: 'Unreleased draft', published: false }))
      const signedIn = await fetch(`${staff.url}/blog/unreleased-draft`, { headers: { 'x-test-user': '1' } })
      expect(signedIn.status).toBe(200)
      const html = await signedIn.text()
      expect(html).toContain('Draft preview: this post is not published')
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
      expect((await fetch(`${staff.url}/blog/unreleased-draft`)).status).toBe(404)
    } finally {
      await staff.close()
    }
  })
})

describe('seeding', () => {
  it('when the seed runs twice, then the seven articles exist once, with their cover renditions', async () => {
    const seeded = await startIsolatedApp()
    try {
      const first = await seedBlog(seeded.db, seeded.dataDir, createPostsService(seeded.db))
      const second = await seedBlog(seeded.db, seeded.dataDir, createPostsService(seeded.db))
      expect(first.created).toHaveLength(7)
      expect(second.created).toHaveLength(0)
      const service = createPostsService(seeded.db)
      const { items, total } = await service.listPublished()
      expect(total).toBe(7)
      const guide = items.find((p) => p.category === 'QSR')
      expect(guide?.title).toBe('The Complete Guide to POS Systems for Quick-Service Restaurants')
      expect(guide?.image?.sources.map((s) => s.width)).toEqual([480, 960, 1440])
      for (const url of [...(guide?.image?.sources.map((s) => s.url) ?? []), guide?.image?.fallback ?? '']) {
        expect(existsSync(path.join(seeded.dataDir, url))).toBe(true)
      }
      const img = await fetch(`${seeded.url}${guide?.image?.fallback ?? ''}`)
      expect(img.headers.get('content-type')).toBe('image/jpeg')
    } finally {
      await seeded.close()
      await seeded.drop()
    }
  })
})

describe('posts service: reading by id', () => {
  it('when the post does not exist, then getById answers 404', async () => {
    const office = await startIsolatedApp()
    try {
      const service = createPostsService(office.db)
      await expect(service.getById(9999)).rejects.toMatchObject({ status: 404 })
    } finally {
      await office.close()
      await office.drop()
    }
  })
})

describe('database failure', () => {
  it('when the database is unreachable, then blog pages answer 503 with a friendly page and no posts', async () => {
    const broken = await startIsolatedApp()
    try {
      await createPostsService(broken.db).create(post({ title: 'Never shown' }))
      await broken.db.destroy()
      for (const url of ['/blog', '/blog/never-shown', '/blog?q=x&category=qsr']) {
        const { status, html } = await page(broken, url)
        expect(status).toBe(503)
        expect(decode(html)).toContain('The blog is temporarily unavailable')
        expect(html).not.toContain('Never shown')
      }
      expect((await fetch(`${broken.url}/sitemap.xml`)).status).toBe(503)
      expect((await fetch(`${broken.url}/blog/rss.xml`)).status).toBe(503)
    } finally {
      await broken.close()
      await broken.drop()
    }
  })
})

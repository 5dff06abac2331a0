/**
 * The public blog against a real database. Runs on SQLite by default; to run the same file on
 * PostgreSQL, point TEST_DATABASE_URL at a server you may create databases on:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project integration tests/integration/blog.test.ts
 *
 * Each app here then gets its own throw-away database (test_blog_<random>), dropped afterwards.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import knexFactory from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { seedBlog } from '../../server/services/posts/seed'
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
async function startIsolatedApp(): Promise<TestApp & { drop: () => Promise<void> }> {
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

function post(overrides: Partial<PostInput> & { title: string }): PostInput {
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

async function page(app: TestApp, url: string): Promise<{ status: number; html: string; res: Response }> {
  const res = await fetch(`${app.url}${url}`, { redirect: 'manual' })
  return { status: res.status, html: await res.text(), res }
}

function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

let app: TestApp & { drop: () => Promise<void> }
let posts: PostsService

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

describe('posts service: listPublished', () => {
  it('when no option is given, then published posts come newest first, 12 a page, drafts never', async () => {
    const { items, total } = await posts.listPublished()
    expect(total).toBe(15)
    expect(items).toHaveLength(12)
    expect(items[0]?.title).toBe('Wildcards explained')
    expect(items[1]?.title).toBe('Post number 14')
    expect(items.some((p) => p.title.includes('draft'))).toBe(false)
    const second = await posts.listPublished({ page: 2 })
    expect(second.items.map((p) => p.title)).toEqual(['Post number 03', 'Post number 02', 'Post number 01'])
  })

  it('when sorted oldest, then the first post is the oldest', async () => {
    const { items } = await posts.listPublished({ sort: 'oldest' })
    expect(items.slice(0, 2).map((p) => p.title)).toEqual(['Post number 01', 'Post number 02'])
  })

  it('when sorted popular, then featured posts come first, each group newest first', async () => {
    const { items } = await posts.listPublished({ sort: 'popular' })
    expect(items.slice(0, 3).map((p) => p.title)).toEqual(['Post number 05', 'Post number 03', 'Wildcards explained'])
  })

  it('when filtered by category, then only that category is listed and counted', async () => {
    const { items, total } = await posts.listPublished({ category: 'Technology' })
    expect(total).toBe(4)
    expect(items.every((p) => p.category === 'Technology')).toBe(true)
  })

  it('when searching in any case, then title, excerpt and content all match', async () => {
    expect((await posts.listPublished({ search: 'POST NUMBER 07' })).items.map((p) => p.title)).toEqual([
      'Post number 07',
    ])
    expect((await posts.listPublished({ search: 'excerpt of post number 1' })).total).toBe(5)
    expect((await posts.listPublished({ search: 'body OF post number 02' })).total).toBe(1)
    expect((await posts.listPublished({ search: 'pizza' })).total).toBe(0)
  })

  it('when the search holds wildcards or symbols, then they are not wildcards: words match, symbols alone find nothing', async () => {
    expect((await posts.listPublished({ search: '100%' })).items.map((p) => p.title)).toEqual(['Wildcards explained'])
    expect((await posts.listPublished({ search: 'owners_love' })).total).toBe(1)
    expect((await posts.listPublished({ search: '%' })).total).toBe(0)
    expect((await posts.listPublished({ search: '_' })).total).toBe(0)
  })

  it('when search, category and sort combine, then all apply', async () => {
    const { items, total } = await posts.listPublished({ search: 'number', category: 'QSR', sort: 'oldest' })
    expect(total).toBe(6)
    expect(items[0]?.title).toBe('Post number 03')
  })
})

describe('slugs', () => {
  it('when two posts share a title, then the second slug gets -2 and the third -3', async () => {
    const a = await posts.create(post({ title: 'Same Title: Again!', published: false }))
    const b = await posts.create(post({ title: 'Same title again', published: false }))
    const c = await posts.create(post({ title: 'same   title -- again', published: false }))
    expect([a.slug, b.slug, c.slug]).toEqual(['same-title-again', 'same-title-again-2', 'same-title-again-3'])
  })

  it('when a published post is renamed, then its old URL answers 301 to the new slug', async () => {
    const created = await posts.create(post({ title: 'Before the rename' }))
    const updated = await posts.update(created.id, { title: 'After the rename' })
    expect(updated.slug).toBe('after-the-rename')
    const { status, res } = await page(app, '/blog/before-the-rename')
    expect(status).toBe(301)
    expect(res.headers.get('location')).toMatch(/\/blog\/after-the-rename$/)
    expect((await page(app, '/blog/after-the-rename')).status).toBe(200)
  })

  it('when a draft is renamed, then its old slug keeps no redirect', async () => {
    const draft = await posts.create(post({ title: 'Draft before', published: false }))
    await posts.update(draft.id, { title: 'Draft after', published: true })
    expect((await page(app, '/blog/draft-before')).status).toBe(404)
    expect((await page(app, '/blog/draft-after')).status).toBe(200)
  })

  it('when an editor types an address for a published post, then the post moves there and the old one answers 301', async () => {
    const created = await posts.create(post({ title: 'Typed address before' }))
    const updated = await posts.update(created.id, { slug: ' Our Patio Guide! ' })
    expect(updated.slug).toBe('our-patio-guide')
    const { status, res } = await page(app, '/blog/typed-address-before')
    expect(status).toBe(301)
    expect(res.headers.get('location')).toMatch(/\/blog\/our-patio-guide$/)
    expect((await page(app, '/blog/our-patio-guide')).status).toBe(200)
    // The spec's rule stays the default: a new title sent with the address unchanged makes a new address.
    const renamed = await posts.update(created.id, { title: 'A new title', slug: 'our-patio-guide' })
    expect(renamed.slug).toBe('a-new-title')
    expect((await page(app, '/blog/our-patio-guide')).res.headers.get('location')).toMatch(/\/blog\/a-new-title$/)
  })

  it('when the typed address belongs to another post, then 409 names the field and nothing moves', async () => {
    await posts.create(post({ title: 'Address owner' }))
    const other = await posts.create(post({ title: 'Address seeker' }))
    await expect(posts.update(other.id, { slug: 'address-owner' })).rejects.toMatchObject({
      status: 409,
      errors: { slug: 'Another post already uses this address' },
    })
    expect((await posts.getById(other.id)).slug).toBe('address-seeker')
  })

  it('when an update omits the title, then the slug stays', async () => {
    const created = await posts.create(post({ title: 'Stable slug' }))
    const updated = await posts.update(created.id, { excerpt: 'New excerpt' })
    expect(updated.slug).toBe('stable-slug')
  })

  it('when required fields are blank, then the service refuses with per-field messages', async () => {
    await expect(posts.create({ title: ' ', excerpt: '', content: '', image: null })).rejects.toMatchObject({
      status: 400,
      errors: {
        title: 'Title is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
        image: 'Image is required',
      },
    })
  })

  it('when a post is deleted, then it is returned and its page answers 404', async () => {
    const created = await posts.create(post({ title: 'Short lived' }))
    expect((await page(app, '/blog/short-lived')).status).toBe(200)
    const deleted = await posts.delete(created.id)
    expect(deleted.title).toBe('Short lived')
    expect((await page(app, '/blog/short-lived')).status).toBe(404)
  })
})

describe('GET /blog', () => {
  it('when the list is requested, then it shows the controls, categories and Showing X–Y of Z', async () => {
    const total = (await posts.listPublished()).total
    const { status, html } = await page(app, '/blog')
    expect(status).toBe(200)
    const text = decode(html)
    expect(text).toContain(`Showing 1\u201312 of ${total} posts`)
    for (const label of [
      'Newest',
      'Oldest',
      'Popular',
      'Refresh',
      'Get Started',
      'All',
      'QSR',
      'Pizzeria',
      'Cafe n Bakery',
      'Web Ordering',
      'Casual Dining',
      'Online Ordering',
      'Technology',
      'Customer Experience',
    ]) {
      expect(text).toContain(`>${label}<`)
    }
    expect(html).toMatch(/<form [^>]*action="\/blog" method="get"/)
    expect(html).toContain('href="/blog?page=2"')
  })

  it('when page 2 is requested, then the count names the posts shown by their rank (13–Z of Z)', async () => {
    const total = (await posts.listPublished()).total
    expect(total).toBeGreaterThan(13)
    const { html } = await page(app, '/blog?page=2')
    // It read "Showing 5 of 17 posts", as if only five were published.
    expect(html).toContain(`Showing 13\u2013${total} of ${total} posts`)
  })

  it('when a category has a single post, then it reads Showing 1 post', async () => {
    const { html } = await page(app, '/blog?category=online-ordering')
    expect(html).toContain('Wildcards explained')
    expect(html).toContain('>Showing 1 post<')
  })

  it('when the category in the URL does not exist, then 404 says so and links back to the blog, in both languages', async () => {
    for (const [prefix, title, back] of [
      ['', 'Category not found', 'Back to Blog'],
      ['/fr', 'Catégorie introuvable', 'Retour au blogue'],
    ] as const) {
      const { status, html } = await page(app, `${prefix}/blog?category=no-such-thing`)
      expect(status).toBe(404)
      expect(decode(html)).toContain(title)
      expect(html).toMatch(new RegExp(`href="${prefix}/blog"[^>]*>${back}<`))
    }
  })

  it('when a category is chosen, then only its posts show', async () => {
    const { html } = await page(app, '/blog?category=technology')
    expect(html).toContain('Showing 1\u20134 of 4 posts')
    expect(html).not.toContain('Post number 01<')
  })

  it('when a search finds nothing, then the search empty state shows', async () => {
    const { html } = await page(app, '/blog?q=zzzz-nothing')
    expect(html).toContain('No posts found')
    expect(html).toContain('Try adjusting your search criteria')
    expect(html).toContain('>Showing 0 posts<')
  })

  it('when a category has no posts, then the category empty state shows', async () => {
    const { html } = await page(app, '/blog?category=casual-dining')
    expect(html).toContain('No posts found')
    expect(html).toContain('No blog posts available in this category')
  })

  it('when sorted popular, then the featured posts lead the grid', async () => {
    const { html } = await page(app, '/blog?sort=popular')
    expect(html.indexOf('Post number 05')).toBeLessThan(html.indexOf('Post number 14'))
    expect(html).toContain('<option value="popular" selected="">Popular</option>')
  })

  it('when the page number is past the end, then it redirects to the last page', async () => {
    const { status, res } = await page(app, '/blog?page=99')
    expect(status).toBe(302)
    expect(res.headers.get('location')).toMatch(/\/blog\?page=2$/)
  })
})

describe('GET /blog/{slug}', () => {
  it('when a published post is requested, then it shows every part of the post page', async () => {
    await posts.create(
      post({
        title: 'Anatomy of a post',
        excerpt: 'The excerpt heading',
        featured: true,
        tags: ['Alpha', ' alpha ', '', 'Beta'],
        content: '# One\n\nA\n\n## Two & more\n\nB\n\n## Three\n\n## Four\n\n## Five\n\n## Six\n\n## Seven',
        createdAt: '2026-11-22T15:00:00.000Z',
        author: 'Jane Doe',
      }),
    )
    const { status, html } = await page(app, '/blog/anatomy-of-a-post')
    expect(status).toBe(200)
    const text = decode(html)
    for (const s of [
      'Featured',
      '>QSR<',
      '>Alpha<',
      '>Beta<',
      'November 22, 2026',
      'by Jane Doe',
      'The excerpt heading',
      'Table of contents',
      'Sign up for our monthly newsletter',
      'Subscribe Now',
      'Share blog on',
    ]) {
      expect(text).toContain(s)
    }
    expect(text).not.toContain('>alpha<')
    // The page's h1 is the title: a '#' heading in the post becomes an h2, and so on down.
    expect(html).toContain('<h2 id="section-one">One</h2>')
    expect(html).toContain('<h3 id="section-two-more">Two &amp; more</h3>')
    // The table of contents lists the post's top-level headings (here the one '#' heading).
    const tocLinks = html.match(/<a href="#section-[^"]+">/g) ?? []
    expect(tocLinks).toEqual(['<a href="#section-one">'])
    expect(html).toMatch(/srcset="\/uploads\/test-480.webp 480w, \/uploads\/test-1440.webp 1440w"/i)
    expect(html).toContain('https://www.facebook.com/sharer/sharer.php?u=')
    expect(html).toContain('https://twitter.com/intent/tweet?url=')
    expect(html).toContain('https://www.linkedin.com/sharing/share-offsite/?url=')
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/)
    expect(html).toContain('"@type":"BlogPosting"')
    expect(html).toContain(`<link rel="canonical" href="${app.env.BASE_URL}/blog/anatomy-of-a-post"/>`)
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain(`<meta property="og:image" content="${app.env.BASE_URL}/uploads/test-960.jpg"/>`)
  })

  it('when a post has no headings, then the table of content shows the five default labels', async () => {
    await posts.create(post({ title: 'No headings here', content: 'Just one paragraph.\n\nAnd another.' }))
    const { html } = await page(app, '/blog/no-headings-here')
    for (const label of ['Introduction', 'Key Points', 'Benefits', 'Implementation', 'Conclusion']) {
      expect(html).toContain(`<span>${label}</span>`)
    }
    expect(html).toContain('<p>Just one paragraph.</p>')
  })

  it('when the post does not exist or is a draft, then 404 Blog Post Not Found links back to the blog', async () => {
    for (const url of ['/blog/does-not-exist', '/blog/secret-draft-about-pizza']) {
      const { status, html } = await page(app, url)
      expect(status).toBe(404)
      expect(html).toContain('Blog Post Not Found')
      expect(html).toMatch(/<a href="\/blog"[^>]*>Back to Blog<\/a>/)
    }
  })
})

describe('hostile post content', () => {
  const corpus = [
    '<script>alert("s1")</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert("s2")>',
    '<a href="javascript:alert(\'s3\')">click</a>',
    '<a href="JaVaScRiPt:alert(1)">upper</a>',
    '<a href="&#106;avascript:alert(1)">entity</a>',
    '[md link](javascript:alert("s4"))',
    '<svg onload=alert("s5")><circle r="4"/></svg>',
    '<svg><script>alert("s6")</script></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">styled</div>',
    '<form action="https://evil.example"><input name=x></form>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<h2 id="main" onmouseover="alert(1)">Heading with attributes</h2>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<style>body{display:none}</style>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ]

  it('when a post carries script, handlers, javascript: links or SVG payloads, then none reach the HTML', async () => {
    await posts.create(
      post({
        title: 'Hostile </script><script>alert("t")</script>',
        excerpt: '<img src=x onerror=alert("e")>',
        tags: ['<script>alert("tag")</script>'],
        content: `XSSSTART\n\n${corpus.join('\n\n')}\n\nXSSEND`,
      }),
    )
    const { status, html } = await page(app, '/blog/hostile-scriptscriptalerttscript')
    expect(status).toBe(200)
    const body = html.slice(html.indexOf('XSSSTART'), html.indexOf('XSSEND'))
    expect(html.indexOf('XSSSTART')).toBeGreaterThan(0)
    expect(html.indexOf('XSSEND')).toBeGreaterThan(html.indexOf('XSSSTART'))
    expect(body).not.toMatch(/<script/i)
    expect(body).not.toMatch(/<svg|<math|<iframe|<object|<embed|<form|<meta|<base|<style/i)
    expect(body).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
    expect(body).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i)
    expect(body).not.toMatch(/\sstyle=/i)
    expect(body).not.toContain('id="main"')
    expect(body).toContain('Heading with attributes')
    // Outside the content: title, excerpt and tags are escaped text, JSON-LD cannot close its tag.
    expect(html).not.toContain('<script>alert')
    expect(html).not.toMatch(/<img[^>]*onerror/i)
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    for (const tag of scripts)
      expect(tag).toMatch(
        /^<script src="\/assets\/[^"]+" type="module" async fetchpriority="low">$|type="application\/ld\+json"/,
      )
  })

  it('when the title holds markup, then the list card shows it as text', async () => {
    const { html } = await page(app, '/blog?q=hostile')
    expect(html).toContain('Hostile &lt;/script&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert')
  })
})

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

describe('feeds and crawler files', () => {
  it('when the RSS feed is requested, then it lists published posts only', async () => {
    const res = await fetch(`${app.url}/blog/rss.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<link>${app.env.BASE_URL}/blog/anatomy-of-a-post</link>`)
    expect(xml).not.toContain('secret-draft')
    expect(xml).toContain('Hostile &lt;/script&gt;')
  })

  it('when the sitemap is requested, then it lists every public page and published post', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
    for (const p of [
      '/',
      '/pricing',
      '/hardware',
      '/industries',
      '/about',
      '/career',
      '/licenses',
      '/privacy',
      '/accessibility',
      '/blog',
      '/products/restaurant-pos-system',
      '/products/gift-card',
      '/categories/casual-dining',
      '/blog/post-number-01',
      '/blog/anatomy-of-a-post',
    ]) {
      expect(xml).toContain(`<loc>${app.env.BASE_URL}${p}</loc>`)
    }
    expect(xml).not.toContain('secret-draft')
  })

  it('when robots.txt is requested, then it allows all but /admin and /api and names the sitemap', async () => {
    const text = await (await fetch(`${app.url}/robots.txt`)).text()
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api')
    expect(text).toContain(`Sitemap: ${app.env.BASE_URL}/sitemap.xml`)
  })

  it('when an uploaded file is requested, then it is served for a year with nosniff; a missing one is 404', async () => {
    mkdirSync(path.join(app.dataDir, 'uploads'), { recursive: true })
    writeFileSync(path.join(app.dataDir, 'uploads', 'abc-480.webp'), 'RIFF')
    const res = await fetch(`${app.url}/uploads/abc-480.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${app.url}/uploads/missing.webp`)).status).toBe(404)
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

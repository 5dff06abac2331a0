/**
 * The public blog against a real database. Runs on SQLite by default; to run the same file on
 * PostgreSQL, point TEST_DATABASE_URL at a server you may create databases on:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project integration tests/integration/blog.test.ts
 *
 * Each app here then gets its own throw-away database (test_blog_<random>), dropped afterwards.
 */
import { describe, expect, it } from 'vitest'
import { post, page, decode, app, posts, withBlogApp } from '../helpers/blog'

withBlogApp()

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

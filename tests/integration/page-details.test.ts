import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ FORM_RATE_LIMIT_MAX: '1000' }, {}, { sampleBlog: true })
})
afterAll(async () => {
  await app?.close()
})

const text = async (path: string) => {
  const res = await fetch(`${app.url}${path}`, { redirect: 'manual' })
  return { res, body: await res.text() }
}

describe('when a visitor or a feed reader opens the blog', () => {
  it.each([
    ['/blog', '/blog/rss.xml', 'RSS feed', 'MapleServe Blog'],
    ['/fr/blog', '/fr/blog/rss.xml', 'Flux RSS', 'Blogue MapleServe'],
  ])('then %s advertises its feed in <head> and shows a link to it', async (path, feed, label, title) => {
    const { body } = await text(path)
    // Titled like the feed itself, in the page's language.
    expect(body).toContain(`<link rel="alternate" type="application/rss+xml" title="${title}" href="${feed}"/>`)
    expect(body).toMatch(new RegExp(`<a href="${feed}" type="application/rss\\+xml">${label}</a>`))
  })

  it('then a post page advertises the feed of its language', async () => {
    const list = (await text('/blog')).body
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(list.slice(list.indexOf('id="blog-list"')))?.[1]
    expect(post).toBeDefined()
    expect((await text(post!)).body).toContain(
      'type="application/rss+xml" title="MapleServe Blog" href="/blog/rss.xml"',
    )
  })
})

describe('when a visitor opens a page that does not exist', () => {
  it.each([
    ['/no-such-page', 'Page Not Found | MapleServe'],
    ['/fr/no-such-page', 'Page introuvable | MapleServe'],
  ])('then %s answers 404 with a real title', async (path, title) => {
    const { res, body } = await text(path)
    expect(res.status).toBe(404)
    expect(body).toContain(`<title>${title}</title>`)
  })
})

describe('when a visitor opens the demo page without JavaScript', () => {
  it('then the form posts to the demo endpoint with the page and section it came from, in the page language', async () => {
    const { res, body } = await text(`/fr/demo?from=${encodeURIComponent('/fr/about#hero')}`)
    expect(res.status).toBe(200)
    expect(body).toContain('<form')
    expect(body).toContain('action="/api/demo-inquiries"')
    expect(body).toContain('name="source_page" value="/fr/about"')
    expect(body).toContain('name="source_section" value="hero"')
    expect(body).toContain('name="language" value="fr"')
  })

  it('then a sent form answers with a private, uncached thank-you page, and a blank field with the spec message', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${app.url}/api/demo-inquiries`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
    const valid = {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@cafe.ca',
      phone: '514-555-0101',
      company: 'Café Silva',
      source_page: '/about',
      source_section: 'hero',
      language: 'en',
    }
    const sent = await form(valid)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('cache-control')).toBe('private, no-store')
    const thanks = await fetch(new URL(sent.headers.get('location')!, app.url))
    expect(thanks.headers.get('cache-control')).toBe('private, no-store')
    expect(await thanks.text()).toContain('Your demo request has been received.')

    const blank = await form({ ...valid, company: ' ' })
    expect(blank.status).toBe(400)
    expect(await blank.text()).toContain('All fields (first_name, last_name, email, phone, company) are required.')
  })
})

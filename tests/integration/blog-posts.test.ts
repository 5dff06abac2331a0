/** The public blog (see blog.test.ts): a post page, hostile post content, and the feeds that list them. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { post, page, decode, app, posts, withBlogApp } from '../helpers/blog'

withBlogApp()

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

/**
 * The blog in two languages (issue 9): French posts under /fr/blog, translations linked both ways,
 * cross-language redirects, the admin API's language and translation_id, the dashboard's
 * missing_translation filter, sitemap hreflang, the French feed and the seed's French posts.
 * Runs on SQLite; with TEST_DATABASE_URL on PostgreSQL (each app gets its own database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { frSeedPosts, seedPosts } from '../../content/blog/seed-posts'
import { products } from '../../content/en/products/index'
import { data as postPageData } from '../../pages/blog/@slug/+data'
import { isUniqueViolation } from '../../server/db/knex'
import { postSlug } from '../../shared/posts/slug'
import { seedBlog } from '../../server/services/posts/seed'
import { createPostsService, type Post, type PostsService } from '../../server/services/posts/posts'
import { createUser, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'

let app: TestApp
let admin: AdminClient
let posts: PostsService

type Json = Record<string, unknown>

const guide = seedPosts.find((s) => s.file === 'kitchen-display-tech.md')!
const guideFr = frSeedPosts['kitchen-display-tech.md']!
const enSlug = postSlug(guide.title)
const frSlug = postSlug(guideFr.title)

function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

async function page(url: string): Promise<{ status: number; html: string; res: Response }> {
  const res = await fetch(`${app.url}${url}`, { redirect: 'manual' })
  return { status: res.status, html: decode(await res.text()), res }
}

async function bySlug(slug: string): Promise<Post> {
  const post = await posts.getBySlugForPreview(slug)
  if (!post) throw new Error(`no post ${slug}`)
  return post
}

async function newPost(fields: Json): Promise<Response> {
  const image = (await bySlug(enSlug)).image
  return admin.request('/api/admin/posts', {
    method: 'POST',
    json: { excerpt: 'An excerpt.', content: 'Some content.', image, ...fields },
  })
}

async function listIds(filter: Json): Promise<{ ids: number[]; total: number; rows: Json[] }> {
  const res = await admin.request(
    `/api/admin/posts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
  )
  expect(res.status).toBe(200)
  const rows = (await res.json()) as Json[]
  const total = Number(res.headers.get('content-range')?.split('/')[1])
  return { ids: rows.map((r) => r.id as number), total, rows }
}

beforeAll(async () => {
  app = await startAdminTestApp()
  posts = createPostsService(app.db)
  await createUser(app, 'owner@mapleserve.test', 'admin')
  admin = await signIn(app, 'owner@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
})

describe('seed', () => {
  it('when a database seeded in English only is seeded again, then the French posts are added, linked, once', async () => {
    const first = await seedBlog(app.db, app.dataDir, createPostsService(app.db))
    expect(first.created).toHaveLength(7)
    expect(first.translations.created).toHaveLength(7)
    // An English-only database: remove the French posts, as before this feature.
    for (const slug of first.translations.created) await posts.delete((await bySlug(slug)).id)
    expect((await posts.listPublished({ language: 'fr' })).total).toBe(0)
    expect((await bySlug(enSlug)).translation_id).toBeNull()

    const second = await seedBlog(app.db, app.dataDir, createPostsService(app.db))
    expect(second.created).toHaveLength(0)
    expect(second.skipped).toHaveLength(7)
    expect(second.translations.created).toHaveLength(7)
    const third = await seedBlog(app.db, app.dataDir, createPostsService(app.db))
    expect(third.created).toHaveLength(0)
    expect(third.translations.created).toHaveLength(0)

    expect((await posts.listPublished({ language: 'en' })).total).toBe(7)
    expect((await posts.listPublished({ language: 'fr' })).total).toBe(7)
    for (const seed of seedPosts) {
      const en = await bySlug(postSlug(seed.title))
      const fr = await bySlug(postSlug(frSeedPosts[seed.file]!.title))
      expect(en.language).toBe('en')
      expect(fr).toMatchObject({
        language: 'fr',
        published: true,
        category: seed.category,
        featured: seed.featured,
        createdAt: seed.createdAt,
        translation_id: en.id,
      })
      expect(en.translation_id).toBe(fr.id)
      expect(fr.image?.alt).toBe(frSeedPosts[seed.file]!.coverAlt)
    }
  })
})

describe('public pages in French', () => {
  it('when /fr/blog is opened, then it lists only the French posts, in French, with French dates and links', async () => {
    const { status, html } = await page('/fr/blog')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="fr-CA"')
    expect(html).toContain('Des idées pour des restaurants plus achalandés et mieux gérés')
    expect(html).toContain('Affichage de 1 à 7 sur 7 articles')
    for (const seed of seedPosts) {
      expect(html).toContain(frSeedPosts[seed.file]!.title)
      expect(html).not.toContain(seed.title)
    }
    expect(html).toContain('Café et boulangerie')
    expect(html).toContain('5 novembre 2026')
    expect(html).not.toContain('November')
    expect(html).toContain(`href="/fr/blog/${frSlug}"`)
    expect(html).toContain('href="/fr/blog?category=cafe-n-bakery"')
    expect(html).toMatch(/<form[^>]*action="\/fr\/blog"/)
    // Every link of the blog itself stays in French (the header and footer are the layout's).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('/fr/blog')
    expect(main).not.toMatch(/href="\/blog[/?"]/)
  })

  it('when /blog is opened, then it lists only the English posts with English dates', async () => {
    const { status, html } = await page('/blog')
    expect(status).toBe(200)
    expect(html).toContain(guide.title)
    expect(html).not.toContain(guideFr.title)
    expect(html).toContain('November 5, 2026')
  })

  it('when the French list is filtered, searched, sorted and paged, then it stays French', async () => {
    const cafe = await page('/fr/blog?category=cafe-n-bakery')
    expect(cafe.html).toContain(frSeedPosts['cafe-loyalty.md']!.title)
    expect(cafe.html).toContain('>Affichage de 1 article<')
    const search = await page(`/fr/blog?q=${encodeURIComponent('moitié-moitié')}`)
    expect(search.html).toContain(frSeedPosts['pizzeria-online-ordering.md']!.title)
    expect(search.html).toContain('>Affichage de 1 article<')
    const oldest = await page('/fr/blog?sort=oldest')
    const first = frSeedPosts['qsr-pos-guide.md']!.title
    const last = frSeedPosts['contactless-guest-experience.md']!.title
    expect(oldest.html.indexOf(first)).toBeLessThan(oldest.html.indexOf(last))
    const unknown = await page('/fr/blog?category=nope')
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Catégorie introuvable')
    const beyond = await page('/fr/blog?page=9')
    expect(beyond.res.headers.get('location')).toMatch(/\/fr\/blog$/)
  })

  it('when a French post is opened, then it is shown in French with its French date and localized links', async () => {
    const { status, html } = await page(`/fr/blog/${frSlug}`)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="fr-CA"')
    expect(html).toContain(guideFr.title)
    expect(html).toContain('5 novembre 2026')
    expect(html).toContain('Technologie')
    expect(html).toContain('Retour au blogue')
    expect(html).toContain('href="/fr/blog"')
    expect(html).toMatch(/<form[^>]*action="\/fr\/blog"/)
  })

  it('when a post has a translation, then its page data names both for the language switch and hreflang', async () => {
    const en = await bySlug(enSlug)
    const context = (locale: 'en' | 'fr', slug: string) =>
      ({
        locale,
        routeParams: { slug },
        services: { posts },
        user: null,
        baseUrl: 'https://mapleserve.test',
      }) as unknown as PageContextServer
    const fr = await postPageData(context('fr', frSlug))
    expect(fr.seo.path).toBe(`/blog/${frSlug}`)
    expect(fr.seo.alternates).toEqual({ en: `/blog/${enSlug}`, fr: `/blog/${frSlug}` })
    const english = await postPageData(context('en', enSlug))
    expect(english.seo.alternates).toEqual({ en: `/blog/${enSlug}`, fr: `/blog/${frSlug}` })
    // Without a published translation only its own language is listed.
    await posts.update(en.translation_id!, { published: false })
    try {
      expect((await postPageData(context('en', enSlug))).seo.alternates).toEqual({ en: `/blog/${enSlug}` })
    } finally {
      await posts.update(en.translation_id!, { published: true })
    }
  })

  it('when a slug of the other language is requested, then it redirects to the translation or answers 404 in the page language', async () => {
    const toFr = await page(`/fr/blog/${enSlug}`)
    expect(toFr.status).toBe(301)
    expect(toFr.res.headers.get('location')).toMatch(new RegExp(`/fr/blog/${frSlug}$`))
    const toEn = await page(`/blog/${frSlug}`)
    expect(toEn.status).toBe(301)
    expect(toEn.res.headers.get('location')).toMatch(new RegExp(`/blog/${enSlug}$`))
    expect(toEn.res.headers.get('location')).not.toContain('/fr/')

    const lonely = (await (await newPost({ title: 'An English note alone', published: true })).json()) as Json
    const missingFr = await page(`/fr/blog/${lonely.slug as string}`)
    expect(missingFr.status).toBe(404)
    expect(missingFr.html).toContain('<html lang="fr-CA"')
    expect(missingFr.html).toContain('Article introuvable')
    expect(missingFr.html).toContain('href="/fr/blog"')
    const nothing = await page('/fr/blog/no-such-post')
    expect(nothing.status).toBe(404)
    expect(nothing.html).toContain('Article introuvable')
    expect((await page(`/blog/${lonely.slug as string}`)).status).toBe(200)
    await admin.request(`/api/admin/posts/${lonely.id as number}`, { method: 'DELETE' })
  })
})

describe('admin API: language and translations', () => {
  it('when posts are created and linked, then the link shows on both sides and can be removed', async () => {
    const enRes = await newPost({ title: 'Menu engineering basics', published: true })
    expect(enRes.status).toBe(201)
    const en = (await enRes.json()) as Json
    expect(en.language).toBe('en')
    expect(en.translation_id).toBeNull()

    const frRes = await newPost({
      title: 'Les bases de l’ingénierie de menu',
      language: 'fr',
      translation_id: en.id,
      published: true,
    })
    expect(frRes.status).toBe(201)
    const fr = (await frRes.json()) as Json
    expect(fr).toMatchObject({ language: 'fr', translation_id: en.id })
    const enAfter = (await (await admin.request(`/api/admin/posts/${en.id as number}`)).json()) as Json
    expect(enAfter.translation_id).toBe(fr.id)
    expect((await page(`/fr/blog/${en.slug as string}`)).res.headers.get('location')).toMatch(
      new RegExp(`/fr/blog/${fr.slug as string}$`),
    )

    const unlink = await admin.request(`/api/admin/posts/${fr.id as number}`, {
      method: 'PUT',
      json: { translation_id: null },
    })
    expect(unlink.status).toBe(200)
    expect(((await unlink.json()) as Json).translation_id).toBeNull()
    expect((await bySlug(en.slug as string)).translation_id).toBeNull()

    // Linking from the English side works the same; deleting one side clears the other.
    const relink = await admin.request(`/api/admin/posts/${en.id as number}`, {
      method: 'PUT',
      json: { translation_id: fr.id },
    })
    expect(relink.status).toBe(200)
    expect((await bySlug(fr.slug as string)).translation_id).toBe(en.id)
    expect((await admin.request(`/api/admin/posts/${fr.id as number}`, { method: 'DELETE' })).status).toBe(200)
    expect((await bySlug(en.slug as string)).translation_id).toBeNull()
    await admin.request(`/api/admin/posts/${en.id as number}`, { method: 'DELETE' })
  })

  it('when the language or the translation is not acceptable, then the API answers 4xx with a clear message', async () => {
    const en = await bySlug(enSlug)
    const badLanguage = await newPost({ title: 'Deutsch', language: 'de' })
    expect(badLanguage.status).toBe(400)
    expect(((await badLanguage.json()) as { errors: Json }).errors.language).toMatch(/'en'.*'fr'/)

    const sameLanguage = await newPost({ title: 'Another English post', translation_id: en.id })
    expect(sameLanguage.status).toBe(400)
    const sameBody = (await sameLanguage.json()) as { message: string; errors: Json }
    expect(sameBody.message).toMatch(/other language/)
    expect(sameBody.errors.translation_id).toBeTruthy()

    const missing = await newPost({ title: 'Un article orphelin', language: 'fr', translation_id: 999999 })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toMatch(/existing post/)

    const taken = await newPost({ title: 'Une deuxième traduction', language: 'fr', translation_id: en.id })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { message: string }).message).toMatch(/already linked/)

    const notAnId = await newPost({ title: 'Un autre', language: 'fr', translation_id: 'abc' })
    expect(notAnId.status).toBe(400)
    expect(((await notAnId.json()) as { errors: Json }).errors.translation_id).toBeTruthy()

    const self = await admin.request(`/api/admin/posts/${en.id}`, { method: 'PUT', json: { translation_id: en.id } })
    expect(self.status).toBe(400)
    const twin = (await bySlug(frSlug)).id
    const clash = await admin.request(`/api/admin/posts/${en.id}`, { method: 'PUT', json: { language: 'fr' } })
    expect(clash.status).toBe(400)
    expect(((await clash.json()) as { errors: Json }).errors.language).toBeTruthy()

    // Nothing was written by the refused requests.
    expect((await bySlug(enSlug)).translation_id).toBe(twin)
    expect((await bySlug(enSlug)).language).toBe('en')
    expect((await listIds({ q: 'orphelin' })).total).toBe(0)
    expect((await listIds({ q: 'deuxième' })).total).toBe(0)
  })

  it('when the list is filtered by language or missing translation, then only those posts come back', async () => {
    const fr = await listIds({ language: 'fr' })
    expect(fr.total).toBe(7)
    expect(fr.rows.every((r) => r.language === 'fr')).toBe(true)
    expect((await listIds({ language: 'en' })).total).toBe(7)
    expect((await listIds({ missing_translation: true })).total).toBe(0)

    const alone = (await (await newPost({ title: 'Published without a twin', published: true })).json()) as Json
    const draft = (await (await newPost({ title: 'Draft without a twin', published: false })).json()) as Json
    const seul = (await (
      await newPost({ title: 'Publié sans jumeau', language: 'fr', published: true })
    ).json()) as Json
    const missing = await listIds({ missing_translation: true })
    expect(missing.ids.sort()).toEqual([alone.id, seul.id].sort())
    expect((await listIds({ missing_translation: true, language: 'fr' })).ids).toEqual([seul.id])

    const badFilter = await admin.request(`/api/admin/posts?filter=${encodeURIComponent('{"language":"de"}')}`)
    expect(badFilter.status).toBe(400)
    for (const row of [alone, draft, seul])
      await admin.request(`/api/admin/posts/${row.id as number}`, { method: 'DELETE' })
  })
})

describe('lists and links by language', () => {
  it('when English and French lists are read, then they stay apart and a translation link shows at once', async () => {
    const en1 = await page('/blog')
    const fr1 = await page('/fr/blog')
    expect(fr1.html).toContain(guideFr.title)
    expect(fr1.html).toContain('<html lang="fr-CA"')
    expect(en1.html).not.toContain(guideFr.title)

    const en = await bySlug(enSlug)
    const twin = en.translation_id
    const res = await admin.request(`/api/admin/posts/${en.id}`, { method: 'PUT', json: { translation_id: null } })
    expect(res.status).toBe(200)
    const after = await page(`/fr/blog/${enSlug}`)
    expect(after.status).toBe(404)
    await admin.request(`/api/admin/posts/${en.id}`, { method: 'PUT', json: { translation_id: twin } })
    expect((await page(`/fr/blog/${enSlug}`)).status).toBe(301)
  })
})

describe('feeds and sitemap', () => {
  it('when /fr/blog/rss.xml is read, then it carries the French posts with French links', async () => {
    const res = await fetch(`${app.url}/fr/blog/rss.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain('<language>fr-ca</language>')
    expect(xml).toContain('<title>Blogue MapleServe</title>')
    expect(xml).toContain(`${app.env.BASE_URL}/fr/blog/${frSlug}`)
    expect(xml).toContain('<category>Technologie</category>')
    expect(xml).not.toContain(enSlug)
    expect(xml.match(/<item>/g)).toHaveLength(7)

    const en = await (await fetch(`${app.url}/blog/rss.xml`)).text()
    expect(en).toContain('<language>en-ca</language>')
    expect(en).toContain(`${app.env.BASE_URL}/blog/${enSlug}`)
    expect(en).not.toContain(frSlug)
  })

  it('when sitemap.xml is read, then every page is listed in both languages with hreflang alternates', async () => {
    const lonely = (await (await newPost({ title: 'Sitemap lone post', published: true })).json()) as Json
    try {
      const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
      const base = app.env.BASE_URL
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
      const entry = (loc: string) => {
        const match = new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>.*?</url>`).exec(xml)
        return match?.[0]
      }
      for (const path of ['/pricing', '/about', '/blog', `/products/${products[0]!.slug}`, '/privacy']) {
        for (const loc of [`${base}${path}`, `${base}/fr${path}`]) {
          const url = entry(loc)
          expect(url, loc).toBeDefined()
          expect(url).toContain(`hreflang="en-CA" href="${base}${path}"`)
          expect(url).toContain(`hreflang="fr-CA" href="${base}/fr${path}"`)
          expect(url).toContain(`hreflang="x-default" href="${base}${path}"`)
        }
      }
      const home = entry(`${base}/fr`)
      expect(home).toContain(`hreflang="en-CA" href="${base}/"`)
      for (const loc of [`${base}/blog/${enSlug}`, `${base}/fr/blog/${frSlug}`]) {
        const url = entry(loc)
        expect(url, loc).toContain(`hreflang="en-CA" href="${base}/blog/${enSlug}"`)
        expect(url).toContain(`hreflang="fr-CA" href="${base}/fr/blog/${frSlug}"`)
        expect(url).toContain(`hreflang="x-default" href="${base}/blog/${enSlug}"`)
        expect(url).toContain('<lastmod>')
      }
      const alone = entry(`${base}/blog/${lonely.slug as string}`)
      expect(alone).toBeDefined()
      expect(alone).not.toContain('xhtml:link')
      expect(xml).not.toContain(`${base}/fr/blog/${lonely.slug as string}`)
      expect(xml).not.toContain(`${base}/blog/${frSlug}`)
    } finally {
      await admin.request(`/api/admin/posts/${lonely.id as number}`, { method: 'DELETE' })
    }
  })
})

describe('concurrent translation links', () => {
  it('when a post is written with a translation another request just took, then the database refuses it and the service answers a race (409)', async () => {
    const en = (await (await newPost({ title: 'Race English', language: 'en' })).json()) as { id: number }
    const fr = (await (await newPost({ title: 'Course française', language: 'fr', translation_id: en.id })).json()) as {
      id: number
    }
    const other = (await (await newPost({ title: 'Autre course', language: 'fr' })).json()) as { id: number }
    try {
      // What the loser of two simultaneous links would write after its checks passed.
      const error: unknown = await app
        .db('posts')
        .where({ id: other.id })
        .update({ translation_id: en.id })
        .then(() => null)
        .catch((e: unknown) => e)
      expect(isUniqueViolation(error)).toBe(true)
      const row = (await app.db('posts').where({ id: fr.id }).first('translation_id')) as { translation_id: number }
      expect(Number(row.translation_id)).toBe(en.id)
    } finally {
      for (const id of [other.id, fr.id, en.id]) await admin.request(`/api/admin/posts/${id}`, { method: 'DELETE' })
    }
  })
})

/**
 * The blog in two languages (see blog-i18n.test.ts), on the seeded posts: the admin API, lists and links, feeds and
 * sitemap, concurrent links.
 */
import { describe, expect, it } from 'vitest'
import { products } from '../../content/en/products/index'
import { isUniqueViolation } from '../../server/db/knex'
import {
  app,
  admin,
  type Json,
  guideFr,
  enSlug,
  frSlug,
  page,
  bySlug,
  newPost,
  listIds,
  withBlogI18nApp,
} from '../helpers/blog-i18n'

withBlogI18nApp({ seeded: true })

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

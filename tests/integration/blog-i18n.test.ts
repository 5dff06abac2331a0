/**
 * The blog in two languages (issue 9): French posts under /fr/blog, translations linked both ways,
 * cross-language redirects, the admin API's language and translation_id, the dashboard's
 * missing_translation filter, sitemap hreflang, the French feed and the seed's French posts.
 * Runs on SQLite; with TEST_DATABASE_URL on PostgreSQL (each app gets its own database).
 */
import { describe, expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { frSeedPosts, seedPosts } from '../../content/blog/seed-posts'
import { data as postPageData } from '../../pages/blog/@slug/+data'
import { postSlug } from '../../shared/posts/slug'
import { seedBlog } from '../../server/services/posts/seed'
import { createPostsService } from '../../server/services/posts/posts'
import {
  app,
  admin,
  posts,
  type Json,
  guide,
  guideFr,
  enSlug,
  frSlug,
  page,
  bySlug,
  newPost,
  withBlogI18nApp,
} from '../helpers/blog-i18n'

withBlogI18nApp()

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

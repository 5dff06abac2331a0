import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { categoryLabel, getBlogContent } from '../../../content/blog-i18n'
import { localeTags, localizePath, type Locale } from '../../../content/index'
import { site } from '../../../content/site'
import { readingMinutes, renderPostContentMemo, tableOfContents } from '../../../server/services/posts/content'
import type { Post, PostTranslation } from '../../../server/services/posts/posts'
import { absoluteUrl, breadcrumbJsonLd, localizedUrl, type Seo } from '../../seo'
import { displayDate } from '../blog-urls'
import { relatedPosts } from './post-end'
import { authorPersonJsonLd } from '../author/author-json-ld'
import type { Author } from '../../../server/services/authors/authors'

type BlogStrings = ReturnType<typeof getBlogContent>['blog']

function blogPostingJsonLd(
  baseUrl: string,
  locale: Locale,
  post: Post,
  url: string,
  author: Author | null,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: localeTags[post.language],
    headline: post.title,
    description: post.excerpt,
    ...((post.seo.socialImage ?? post.image)
      ? { image: absoluteUrl(baseUrl, (post.seo.socialImage ?? post.image)!.fallback) }
      : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: author ? authorPersonJsonLd(baseUrl, locale, author) : { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      logo: { '@type': 'ImageObject', url: absoluteUrl(baseUrl, '/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.seo.canonicalUrl ?? url },
    articleSection: categoryLabel(locale, post.category),
    keywords: post.tags.join(', '),
  }
}

function shareLinks(blog: BlogStrings, url: string, title: string) {
  const u = encodeURIComponent(url)
  return [
    { id: 'facebook', label: blog.post.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: 'x',
      label: blog.post.share.x,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      id: 'linkedin',
      label: blog.post.share.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ]
}

/**
 * /blog/{slug} (English posts) and /fr/blog/{slug} (French posts): a published post; an old slug
 * answers 301; a post of the other language answers 301 to its translation in the page's language
 * when it has one, else 404 like a missing or draft post; a database failure 503.
 */
export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale
  const { blog } = getBlogContent(locale)
  const posts = pageContext.services?.posts
  const slug = pageContext.routeParams.slug ?? ''
  const preview = Boolean(pageContext.user)
  let post: Post | null
  let translation: PostTranslation | null = null
  let movedTo: string | null = null
  let author: Author | null = null
  try {
    if (!posts) throw new Error('posts service missing from pageContext')
    post = await posts.getPublishedBySlug(slug)
    if (!post && preview) post = await posts.getBySlugForPreview(slug)
    if (!post) movedTo = await posts.resolveOldSlug(slug)
    if (post) translation = await posts.getTranslation(post, preview)
    if (post?.author_id) author = (await pageContext.services?.authors?.getById(post.author_id)) ?? null
  } catch {
    throw render(503, { ...blog.unavailable, href: localizePath('/', locale) })
  }
  if (movedTo) throw redirect(localizePath(`/blog/${movedTo}`, locale), 301)
  if (post && post.language !== locale) {
    // An English slug under /fr/blog (or a French one under /blog): its translation in this language, if any.
    if (translation?.language === locale) throw redirect(localizePath(`/blog/${translation.slug}`, locale), 301)
    post = null
  }
  if (!post) throw render(404, { ...blog.notFound, href: localizePath('/blog', locale) })

  const baseUrl = pageContext.baseUrl ?? ''
  const path = `/blog/${post.slug}`
  const url = localizedUrl(baseUrl, locale, path)
  // The language switch and hreflang: this post, and its translation when readers can see it.
  const alternates: Partial<Record<Locale, string>> = { [locale]: path }
  if (translation && translation.language !== locale && (translation.published || !post.published))
    alternates[translation.language] = `/blog/${translation.slug}`
  const { html, headings, words } = renderPostContentMemo(post.content)
  const { related, cacheKeys } = await relatedPosts(posts, post, locale)
  const toc = tableOfContents(headings)
  // The editor's SEO tab overrides title, description, image and canonical; noindex also hides a draft.
  const seo: Seo = {
    title: post.seo.metaTitle ?? post.title,
    description: post.seo.metaDescription ?? post.excerpt,
    path,
    alternates,
    type: 'article',
    image: (post.seo.socialImage ?? post.image)?.fallback,
    noindex: !post.published || post.seo.noindex,
    ...(post.seo.canonicalUrl ? { canonicalUrl: post.seo.canonicalUrl } : {}),
    jsonLd: [
      blogPostingJsonLd(baseUrl, locale, post, url, author),
      breadcrumbJsonLd(baseUrl, pageContext.locale, [
        { name: blog.post.breadcrumbHome, path: '/' },
        { name: blog.post.breadcrumbBlog, path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  }
  const { by, share: _share, readingTime, ...text } = blog.post
  return {
    seo,
    text: {
      ...text,
      searchPlaceholder: blog.list.searchPlaceholder,
      searchLabel: blog.list.searchLabel,
      searchButton: blog.list.searchButton,
    },
    /** Localized links of the page (the back link and the search form's list). */
    blogHref: localizePath('/blog', locale),
    post: {
      /** Names the page's purge key (server/vike.ts). */
      id: post.id,
      title: post.title,
      published: post.published,
      excerpt: post.excerpt,
      category: categoryLabel(locale, post.category),
      featured: post.featured,
      tags: post.tags,
      date: displayDate(post, locale),
      dateIso: (post.publishedAt ?? post.createdAt).slice(0, 10),
      readingTime: readingTime(readingMinutes(words)),
      byline: by(author?.name ?? post.author),
      /** The author's page, when the post has an author with a public profile; names its purge key too. */
      authorHref: author ? localizePath(`/blog/author/${author.slug}`, locale) : null,
      authorId: author?.id ?? null,
      image: post.image,
    },
    html,
    toc: toc.length
      ? toc.map((h) => ({ text: h.text, href: `#${h.id}` }))
      : blog.post.tocDefaults.map((label) => ({ text: label, href: null })),
    share: shareLinks(blog, url, post.title),
    related,
    /** Extra purge keys of the page (server/vike.ts): the related posts it names. */
    cacheKeys,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blog } from '../../../content/en/blog'
import { site } from '../../../content/site'
import { renderPostContentMemo, tableOfContents } from '../../../server/services/post-content'
import type { Post } from '../../../server/services/posts'
import { absoluteUrl, breadcrumbJsonLd, type Seo } from '../../seo'
import { displayDate } from '../blog-urls'

function blogPostingJsonLd(baseUrl: string, post: Post, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(post.image ? { image: absoluteUrl(baseUrl, post.image.fallback) } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      logo: { '@type': 'ImageObject', url: absoluteUrl(baseUrl, '/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  }
}

function shareLinks(url: string, title: string) {
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

/** /blog/{slug}: a published post; an old slug answers 301; missing or draft answers 404; a database failure 503. */
export async function data(pageContext: PageContextServer) {
  const posts = pageContext.services?.posts
  const slug = pageContext.routeParams.slug ?? ''
  let post: Post | null
  let movedTo: string | null = null
  try {
    if (!posts) throw new Error('posts service missing from pageContext')
    post = await posts.getPublishedBySlug(slug)
    if (!post && pageContext.user) post = await posts.getBySlugForPreview(slug)
    if (!post) movedTo = await posts.resolveOldSlug(slug)
  } catch {
    throw render(503, blog.unavailable)
  }
  if (movedTo) throw redirect(`/blog/${movedTo}`, 301)
  if (!post) throw render(404, { ...blog.notFound, href: '/blog' })

  const baseUrl = pageContext.baseUrl ?? ''
  const path = `/blog/${post.slug}`
  const url = absoluteUrl(baseUrl, path)
  const { html, headings } = renderPostContentMemo(post.content)
  const toc = tableOfContents(headings)
  const seo: Seo = {
    title: post.title,
    description: post.excerpt,
    path,
    type: 'article',
    image: post.image?.fallback,
    noindex: !post.published,
    jsonLd: [
      blogPostingJsonLd(baseUrl, post, url),
      breadcrumbJsonLd(baseUrl, pageContext.locale, [
        { name: blog.post.breadcrumbHome, path: '/' },
        { name: blog.post.breadcrumbBlog, path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  }
  const { by, share: _share, ...text } = blog.post
  return {
    seo,
    text: {
      ...text,
      searchPlaceholder: blog.list.searchPlaceholder,
      searchLabel: blog.list.searchLabel,
      searchButton: blog.list.searchButton,
    },
    post: {
      title: post.title,
      published: post.published,
      excerpt: post.excerpt,
      category: post.category,
      featured: post.featured,
      tags: post.tags,
      date: displayDate(post),
      dateIso: (post.publishedAt ?? post.createdAt).slice(0, 10),
      byline: by(post.author),
      image: post.image,
    },
    html,
    toc: toc.length
      ? toc.map((h) => ({ text: h.text, href: `#${h.id}` }))
      : blog.post.tocDefaults.map((label) => ({ text: label, href: null })),
    share: shareLinks(url, post.title),
  }
}

export type Data = Awaited<ReturnType<typeof data>>

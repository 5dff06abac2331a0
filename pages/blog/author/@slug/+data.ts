import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { categoryLabel, getBlogContent } from '../../../../content/blog-i18n'
import { authorPage as enAuthorPage } from '../../../../content/en/authors'
import { authorPage as frAuthorPage } from '../../../../content/fr/authors'
import { localizePath } from '../../../../content/index'
import type { Author } from '../../../../server/services/authors/authors'
import type { Post } from '../../../../server/services/posts/posts'
import { breadcrumbJsonLd, type Seo } from '../../../seo'
import { authorPersonJsonLd } from '../author-json-ld'
import { displayDate } from '../../blog-urls'

const strings = { en: enAuthorPage, fr: frAuthorPage } as const

/**
 * /blog/author/{slug} and /fr/blog/author/{slug}: an author's public name, bio, avatar and published
 * posts in the page's language. 404 for an unknown slug or an author without a published post.
 */
export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale
  const { blog } = getBlogContent(locale)
  const text = strings[locale]
  const authors = pageContext.services?.authors
  const slug = pageContext.routeParams.slug ?? ''
  let author: Author | null
  let posts: Post[] = []
  try {
    if (!authors) throw new Error('authors service missing from pageContext')
    author = await authors.getPublicBySlug(slug)
    if (author) posts = await authors.listPosts(author.id, locale)
  } catch {
    throw render(503, { ...blog.unavailable, href: localizePath('/', locale) })
  }
  if (!author) throw render(404, { ...text.notFound, href: localizePath('/blog', locale) })

  const baseUrl = pageContext.baseUrl ?? ''
  const path = `/blog/author/${author.slug}`
  const seo: Seo = {
    title: text.metaTitle(author.name),
    description: author.bio || text.metaDescription(author.name),
    path,
    alternates: { en: path, fr: path },
    image: author.avatar?.fallback,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: authorPersonJsonLd(baseUrl, locale, author),
      },
      breadcrumbJsonLd(baseUrl, locale, [
        { name: blog.post.breadcrumbHome, path: '/' },
        { name: blog.post.breadcrumbBlog, path: '/blog' },
        { name: author.name, path },
      ]),
    ],
  }
  return {
    seo,
    text: {
      eyebrow: text.eyebrow,
      postsHeading: text.postsHeading(author.name),
      empty: text.empty,
      backToBlog: text.backToBlog,
    },
    blogHref: localizePath('/blog', locale),
    /** Names the page's purge key (server/vike.ts): the author's profile and posts change it. */
    author: { id: author.id, name: author.name, bio: author.bio, avatar: author.avatar },
    posts: posts.map((post) => ({
      id: post.id,
      href: localizePath(`/blog/${post.slug}`, locale),
      title: post.title,
      excerpt: post.excerpt,
      category: categoryLabel(locale, post.category),
      date: displayDate(post, locale),
      dateIso: (post.publishedAt ?? post.createdAt).slice(0, 10),
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>

import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getBlogContent, storedCategoryName } from '../../content/blog-i18n'
import { localizePath } from '../../content/index'
import { breadcrumbJsonLd, type Seo } from '../seo'
import { listUrl, logicalListUrl, parseListQuery, sorts } from './blog-urls'
import { toCard } from './post-card-data'
import type { Post } from '../../server/services/posts/posts'

/**
 * /blog and /fr/blog: published posts of the page's language from the database (search, category and
 * sort are database queries). Categories match by slug; posts store the English category name.
 */
export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale
  const { blog, categories } = getBlogContent(locale)
  const posts = pageContext.services?.posts
  const query = parseListQuery(pageContext.urlParsed.search)
  const category = categories.find((c) => c.slug === query.category)
  if (query.category && !category) throw render(404, { ...blog.categoryNotFound, href: localizePath('/blog', locale) })

  let result: { items: Post[]; total: number; pageSize: number }
  try {
    if (!posts) throw new Error('posts service missing from pageContext')
    result = await posts.listPublished({
      language: locale,
      search: query.q,
      category: category ? storedCategoryName(category.slug) : undefined,
      sort: query.sort,
      page: query.page,
    })
  } catch {
    throw render(503, blog.unavailable)
  }
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  if (query.page > pages) throw redirect(listUrl({ ...query, page: pages }, locale))

  const baseUrl = pageContext.baseUrl ?? ''
  const path = logicalListUrl({ category: category?.slug, page: query.page })
  const seo: Seo = {
    title: blog.meta.title,
    description: blog.meta.description,
    path,
    // Both lists exist in both languages, at the same logical path.
    alternates: { en: path, fr: path },
    noindex: Boolean(query.q),
    jsonLd: [
      breadcrumbJsonLd(baseUrl, locale, [
        { name: blog.post.breadcrumbHome, path: '/' },
        { name: blog.post.breadcrumbBlog, path: '/blog' },
      ]),
    ],
  }
  const { showing, pageLabel, ...text } = blog.list
  return {
    seo,
    text,
    showing: showing(
      result.items.length ? (query.page - 1) * result.pageSize + 1 : 0,
      (query.page - 1) * result.pageSize + result.items.length,
      result.total,
    ),
    query,
    /** The search form's action: the list in the page's language. */
    listAction: localizePath('/blog', locale),
    currentUrl: listUrl(query, locale),
    categories: [
      {
        name: blog.list.all,
        slug: '',
        href: listUrl({ q: query.q, sort: query.sort }, locale),
        active: !category,
      },
      ...categories.map((c) => ({
        name: c.name,
        slug: c.slug,
        href: listUrl({ q: query.q, sort: query.sort, category: c.slug }, locale),
        active: c.slug === category?.slug,
      })),
    ],
    sortOptions: sorts
      .filter((value) => value !== 'relevance' || query.q)
      .map((value) => ({ value, label: blog.list.sortOptions[value] })),
    cards: result.items.map((post) => toCard(post, locale)),
    total: result.total,
    page: query.page,
    pages: Array.from({ length: pages }, (_, i) => ({
      number: i + 1,
      href: listUrl({ ...query, page: i + 1 }, locale),
      label: pageLabel(i + 1),
    })),
    previousHref: query.page > 1 ? listUrl({ ...query, page: query.page - 1 }, locale) : null,
    nextHref: query.page < pages ? listUrl({ ...query, page: query.page + 1 }, locale) : null,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

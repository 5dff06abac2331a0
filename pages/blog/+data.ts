import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blog, blogCategories } from '../../content/en/blog'
import { breadcrumbJsonLd, type Seo } from '../seo'
import { listUrl, parseListQuery, sorts } from './blog-urls'
import { toCard } from './post-card-data'
import type { Post } from '../../server/services/posts'

/** /blog: published posts from the database (search, category and sort are database queries). */
export async function data(pageContext: PageContextServer) {
  const posts = pageContext.services?.posts
  const query = parseListQuery(pageContext.urlParsed.search)
  const category = blogCategories.find((c) => c.slug === query.category)
  if (query.category && !category) throw redirect(listUrl({ ...query, category: '', page: 1 }))

  let result: { items: Post[]; total: number; pageSize: number }
  try {
    if (!posts) throw new Error('posts service missing from pageContext')
    result = await posts.listPublished({
      search: query.q,
      category: category?.name,
      sort: query.sort,
      page: query.page,
    })
  } catch {
    throw render(503, blog.unavailable)
  }
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  if (query.page > pages) throw redirect(listUrl({ ...query, page: pages }))

  const baseUrl = pageContext.baseUrl ?? ''
  const seo: Seo = {
    title: blog.meta.title,
    description: blog.meta.description,
    path: listUrl({ category: category?.slug, page: query.page }),
    noindex: Boolean(query.q),
    jsonLd: [
      breadcrumbJsonLd(baseUrl, pageContext.locale, [
        { name: blog.post.breadcrumbHome, path: '/' },
        { name: blog.post.breadcrumbBlog, path: '/blog' },
      ]),
    ],
  }
  const { showing, pageLabel, ...text } = blog.list
  return {
    seo,
    text,
    showing: showing(result.items.length, result.total),
    query,
    currentUrl: listUrl(query),
    categories: [
      { name: blog.list.all, slug: '', href: listUrl({ q: query.q, sort: query.sort }), active: !category },
      ...blogCategories.map((c) => ({
        name: c.name,
        slug: c.slug,
        href: listUrl({ q: query.q, sort: query.sort, category: c.slug }),
        active: c.slug === category?.slug,
      })),
    ],
    sortOptions: sorts.map((value) => ({ value, label: blog.list.sortOptions[value] })),
    cards: result.items.map(toCard),
    total: result.total,
    page: query.page,
    pages: Array.from({ length: pages }, (_, i) => ({
      number: i + 1,
      href: listUrl({ ...query, page: i + 1 }),
      label: pageLabel(i + 1),
    })),
    previousHref: query.page > 1 ? listUrl({ ...query, page: query.page - 1 }) : null,
    nextHref: query.page < pages ? listUrl({ ...query, page: query.page + 1 }) : null,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

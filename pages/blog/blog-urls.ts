import type { PostSort } from '../../server/services/posts'

/** Query state of the public list: /blog?q=&category=&sort=&page= (defaults are left out of URLs). */
export interface ListQuery {
  q: string
  category: string
  sort: PostSort
  page: number
}

export const sorts: readonly PostSort[] = ['newest', 'oldest', 'popular']

export function parseListQuery(search: Record<string, string>): ListQuery {
  const sort = sorts.includes(search.sort as PostSort) ? (search.sort as PostSort) : 'newest'
  const page = Number.parseInt(search.page ?? '', 10)
  return {
    q: (search.q ?? '').trim().slice(0, 200),
    category: (search.category ?? '').trim(),
    sort,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  }
}

export function listUrl(query: Partial<ListQuery>): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** 'November 22, 2026' (long US format, decisions.md "Blog"). */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}

/** The date a post shows, always in the long US format: its display date when an editor set a valid one, else the day it was created. */
export function displayDate(post: { date: string | null; createdAt: string }): string {
  const chosen = post.date?.trim() ? new Date(post.date.trim()) : null
  return formatLongDate(chosen && !Number.isNaN(chosen.getTime()) ? chosen.toISOString() : post.createdAt)
}

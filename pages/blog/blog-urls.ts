import { localeTags, localizePath, type Locale } from '../../content/index'
import type { PostSort } from '../../server/services/posts/posts'

/** Query state of the public list: /blog?q=&category=&sort=&page= (/fr/blog?... in French; defaults are left out of URLs). */
export interface ListQuery {
  q: string
  category: string
  sort: PostSort
  page: number
}

export const sorts: readonly PostSort[] = ['newest', 'oldest', 'popular', 'relevance']

/** A search lists the most relevant posts first; without one, the newest. */
function defaultSort(q: string | undefined): PostSort {
  return q ? 'relevance' : 'newest'
}

export function parseListQuery(search: Record<string, string>): ListQuery {
  const q = (search.q ?? '').trim().slice(0, 200)
  const asked = sorts.includes(search.sort as PostSort) ? (search.sort as PostSort) : defaultSort(q)
  const sort = asked === 'relevance' && !q ? 'newest' : asked
  const page = Number.parseInt(search.page ?? '', 10)
  return {
    q,
    category: (search.category ?? '').trim(),
    sort,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  }
}

/** The list URL for a query, in the locale's form ('/blog?page=2', '/fr/blog?page=2'). */
export function listUrl(query: Partial<ListQuery>, locale: Locale = 'en'): string {
  return localizePath(logicalListUrl(query), locale)
}

/** The list URL without the locale prefix (seo.path is logical). */
export function logicalListUrl(query: Partial<ListQuery>): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.sort && query.sort !== defaultSort(query.q)) params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

const dateOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const
const longDates: Record<Locale, Intl.DateTimeFormat> = {
  // English pages keep the long US format (decisions.md "Blog"); French pages use fr-CA.
  en: new Intl.DateTimeFormat('en-US', dateOptions),
  fr: new Intl.DateTimeFormat(localeTags.fr, dateOptions),
}

/** Formatted dates by locale and ISO string: Intl formatting is slow, and a page shows the same few dates. */
const formattedDates = new Map<string, string>()
const FORMATTED_DATES = 1000

/** 'November 22, 2026' on English pages, '22 novembre 2026' on French ones. */
export function formatLongDate(iso: string, locale: Locale = 'en'): string {
  const key = `${locale} ${iso}`
  let formatted = formattedDates.get(key)
  if (formatted === undefined) {
    formatted = longDates[locale].format(new Date(iso))
    if (formattedDates.size >= FORMATTED_DATES) formattedDates.clear()
    formattedDates.set(key, formatted)
  }
  return formatted
}

/** The date a post shows, in the page's long format: its display date when an editor set a valid one, else the day it was created. */
export function displayDate(post: { date: string | null; createdAt: string }, locale: Locale = 'en'): string {
  const chosen = post.date?.trim() ? new Date(post.date.trim()) : null
  return formatLongDate(chosen && !Number.isNaN(chosen.getTime()) ? chosen.toISOString() : post.createdAt, locale)
}

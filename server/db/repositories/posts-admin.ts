import type { Knex } from 'knex'
import type { Db } from '../knex.js'
import { containsPattern, type PostRow } from './posts.js'

/**
 * The back office's view of posts (drafts included): search on title, excerpt or category,
 * status and creation-date filters, allowlisted sort columns, paging. Values are bound only.
 */
export interface AdminPostQuery {
  sort: {
    field: 'created_at' | 'updated_at' | 'title' | 'category' | 'author' | 'published' | 'featured' | 'id'
    order: 'asc' | 'desc'
  }
  offset: number
  limit: number
  filter: {
    q?: string
    published?: boolean
    featured?: boolean
    category?: string
    createdFrom?: string
    ids?: number[]
    /** 'en' | 'fr' */
    language?: string
    /** Published posts with no linked translation (the dashboard's list). */
    missingTranslation?: boolean
  }
}

function applyFilter(query: Knex.QueryBuilder, filter: AdminPostQuery['filter']): Knex.QueryBuilder {
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query.where((q) => {
      q.whereRaw(`lower(title) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(excerpt) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(category) like ? escape '\\'`, [pattern])
    })
  }
  if (filter.published !== undefined) query.where('published', filter.published)
  if (filter.featured !== undefined) query.where('featured', filter.featured)
  if (filter.category) query.where('category', filter.category)
  if (filter.createdFrom) query.where('created_at', '>=', filter.createdFrom)
  if (filter.ids) query.whereIn('id', filter.ids)
  if (filter.language) query.where('language', filter.language)
  if (filter.missingTranslation === true) query.where('published', true).whereNull('translation_id')
  if (filter.missingTranslation === false) query.whereNotNull('translation_id')
  return query
}

export async function listForAdmin(db: Db, q: AdminPostQuery): Promise<{ rows: PostRow[]; total: number }> {
  const rowsQuery = applyFilter(db('posts').select('*'), q.filter)
    .orderBy([
      { column: q.sort.field, order: q.sort.order },
      { column: 'id', order: q.sort.order },
    ])
    .offset(q.offset)
    .limit(q.limit)
  const countQuery = applyFilter(db('posts').count({ count: '*' }), q.filter)
  const [rows, counted] = await Promise.all([
    rowsQuery as Promise<PostRow[]>,
    countQuery as Promise<{ count: number | string }[]>,
  ])
  return { rows, total: Number(counted[0]?.count ?? 0) }
}

/** How many posts reference an image file (content-hashed names: two posts may share files). */
export async function countPostsUsingImage(db: Db, url: string): Promise<number> {
  const pattern = `%${url.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const [row] = (await db('posts').whereRaw(`image like ? escape '\\'`, [pattern]).count({ n: '*' })) as {
    n: number | string
  }[]
  return Number(row?.n ?? 0)
}

import type { Knex } from 'knex'
import type { Db } from '../knex.js'
import { containsPattern, type PostRow, type PostWrite } from './posts.js'

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
    /** 'published', 'draft' (not published, no publish time) or 'scheduled' (a draft with a publish time). */
    status?: 'published' | 'draft' | 'scheduled'
    /** The author account (posts.author_id). */
    authorId?: number
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
  if (filter.status === 'published') query.where('published', true)
  if (filter.status === 'draft') query.where('published', false).whereNull('publish_at')
  if (filter.status === 'scheduled') query.where('published', false).whereNotNull('publish_at')
  if (filter.authorId !== undefined) query.where('author_id', filter.authorId)
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

/** The editorial columns of posts (migration 20261124030000), besides those of repositories/posts.ts. */
export interface PostEditorialColumns {
  publish_at: string | Date | null
  version: number | string
  meta_title: string | null
  meta_description: string | null
  social_image: string | null
  canonical_url: string | null
  noindex: boolean | number
}

export type AdminPostRow = PostRow & PostEditorialColumns

/** Every column a save may write. */
export type PostColumns = PostWrite & PostEditorialColumns

export async function findAdminRow(db: Db, id: number): Promise<AdminPostRow | undefined> {
  return db('posts').where({ id }).first()
}

/**
 * Writes a save and takes the next version in one statement; with `version`, only if the post is
 * still at it: 1 when this save wins, 0 when someone saved in between (a concurrent second save
 * waits for the row lock, then finds the new version).
 */
export async function saveIfVersion(
  db: Db,
  id: number,
  patch: Partial<PostColumns>,
  version: number | undefined,
): Promise<number> {
  const query = db('posts').where({ id })
  if (version !== undefined) query.where({ version })
  return query.update({ ...patch, version: db.raw('version + 1') })
}

/** Scheduled posts whose publish time has come (oldest first). */
export async function listDueScheduled(db: Db, nowIso: string, limit = 50): Promise<number[]> {
  const rows = (await db('posts')
    .select('id')
    .where('published', false)
    .whereNotNull('publish_at')
    .where('publish_at', '<=', nowIso)
    .orderBy('publish_at', 'asc')
    .limit(limit)) as { id: number | string }[]
  return rows.map((r) => Number(r.id))
}

/**
 * Publishes one due scheduled post in a single conditional UPDATE: of several replicas running
 * the scheduler, exactly one gets 1 back (the others 0) and purges the cache for it. The post is
 * dated at its publish time, so /blog lists it as new.
 */
export async function publishIfDue(db: Db, id: number, nowIso: string): Promise<number> {
  const row = (await db('posts').where({ id }).first('publish_at')) as { publish_at: string | Date | null } | undefined
  if (!row?.publish_at) return 0
  const at = new Date(row.publish_at).toISOString()
  return db('posts')
    .where({ id, published: false })
    .whereNotNull('publish_at')
    .where('publish_at', '<=', nowIso)
    .update({
      published: true,
      published_at: at,
      created_at: at,
      updated_at: nowIso,
      publish_at: null,
      version: db.raw('version + 1'),
    })
}

export interface RevisionRow {
  id: number
  post_id: number
  kind: string
  data: string
  user_id: number | null
  user_email: string
  created_at: string | Date
}

export async function insertRevision(db: Db, row: Omit<RevisionRow, 'id'>): Promise<number> {
  const [inserted] = (await db('post_revisions').insert(row).returning('id')) as ({ id: number } | number)[]
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

export async function updateRevision(db: Db, id: number, patch: Pick<RevisionRow, 'data' | 'created_at'>) {
  await db('post_revisions').where({ id }).update(patch)
}

export async function latestRevision(db: Db, postId: number, kind?: string): Promise<RevisionRow | undefined> {
  const query = db('post_revisions').where({ post_id: postId }).orderBy('id', 'desc')
  if (kind) query.where({ kind })
  return query.first()
}

/** Keeps the newest `keep` revisions of a post (one statement). */
export async function pruneRevisions(db: Db, postId: number, keep: number): Promise<void> {
  await db('post_revisions')
    .where({ post_id: postId })
    .whereNotIn('id', db('post_revisions').select('id').where({ post_id: postId }).orderBy('id', 'desc').limit(keep))
    .delete()
}

export async function deleteAutosave(db: Db, postId: number, id: number): Promise<number> {
  return db('post_revisions').where({ post_id: postId, id, kind: 'autosave' }).delete()
}

export async function listRevisions(db: Db, postId: number): Promise<RevisionRow[]> {
  return db('post_revisions').where({ post_id: postId }).orderBy('id', 'desc')
}

export async function findRevision(db: Db, postId: number, id: number): Promise<RevisionRow | undefined> {
  return db('post_revisions').where({ post_id: postId, id }).first()
}

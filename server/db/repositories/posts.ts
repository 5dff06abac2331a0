import type { Knex } from 'knex'
import type { SearchPhrase } from '../../lib/search-terms.js'
import type { Db } from '../knex.js'

/** A posts row as knex returns it: booleans are 0/1 on SQLite, timestamps Date on PostgreSQL. */
export interface PostRow {
  id: number
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  author: string
  date: string | null
  image: string | null
  tags: string
  featured: boolean | number
  published: boolean | number
  created_at: string | Date
  updated_at: string | Date
  published_at: string | Date | null
  /** 'en' | 'fr' (content/index.ts locales). */
  language: string
  /** The post's translation; the link is stored on both posts. */
  translation_id: number | null
  /** The user who wrote the post (their author page), or null: the free-text `author` is shown. */
  author_id?: number | null
}

export type PostWrite = Omit<PostRow, 'id'>

/** The columns a post card or a related-post link needs: not the content, the longest by far. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'category',
  'date',
  'image',
  'tags',
  'featured',
  'created_at',
  'language',
] as const satisfies readonly (keyof PostRow)[]

export type PostSummaryRow = Pick<PostRow, (typeof SUMMARY_COLUMNS)[number]>

export type PostSort = 'newest' | 'oldest' | 'popular' | 'relevance'

export interface PublishedQuery {
  language: string
  /** Folded search words (lib/search-terms.ts): all must match; the list then joins a relevance score. */
  terms?: SearchPhrase[]
  category?: string
  sort: PostSort
  limit: number
  offset: number
}

/** LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape) escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function isPostgres(db: Db): boolean {
  return (db.client as { config: { client?: unknown } }).config.client === 'pg'
}

/**
 * Joins the full-text match of `terms` (folded words, lib/search-terms.ts) as `search_score`
 * (higher is more relevant): FTS5's bm25 on SQLite, ts_rank on PostgreSQL, with the same weights
 * order (title, then excerpt and tags, then body). Every phrase must match; its last word as a prefix.
 */
function joinSearch(db: Db, query: Knex.QueryBuilder, terms: SearchPhrase[]) {
  if (isPostgres(db)) {
    const tsquery = terms.map((words) => `${words.join(' <-> ')}:*`).join(' & ')
    const document = 'post_search_document(posts.title, posts.excerpt, posts.tags, posts.content)'
    return query.join(
      db.raw(
        `(select p.id as search_id, ts_rank(post_search_document(p.title, p.excerpt, p.tags, p.content), q.query) as search_score
          from posts p, to_tsquery('simple', ?) as q(query)
          where ${document.replace(/posts\./g, 'p.')} @@ q.query) as search`,
        [tsquery],
      ),
      'search.search_id',
      'posts.id',
    )
  }
  const match = terms.map((words) => `"${words.join(' ')}"*`).join(' ')
  return query.join(
    db.raw(
      '(select rowid as search_id, -bm25(posts_fts, 10.0, 4.0, 4.0, 1.0) as search_score from posts_fts where posts_fts match ?) as search',
      [match],
    ),
    'search.search_id',
    'posts.id',
  )
}

function applyPublishedFilters(
  db: Db,
  query: Knex.QueryBuilder,
  { language, terms, category }: Pick<PublishedQuery, 'language' | 'terms' | 'category'>,
) {
  query.where('posts.language', language).where('posts.published', true)
  if (category) query.where('posts.category', category)
  if (terms?.length) joinSearch(db, query, terms)
  return query
}

export async function listPublished(db: Db, options: PublishedQuery): Promise<{ rows: PostRow[]; total: number }> {
  const rowsQuery = applyPublishedFilters(db, db('posts').select('posts.*'), options)
  const searching = Boolean(options.terms?.length)
  if (options.sort === 'relevance' && searching) rowsQuery.orderBy('search.search_score', 'desc')
  if (options.sort === 'popular') rowsQuery.orderBy('posts.featured', 'desc')
  const direction = options.sort === 'oldest' ? 'asc' : 'desc'
  rowsQuery
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction)
    .limit(options.limit)
    .offset(options.offset)
  const countQuery = applyPublishedFilters(db, db('posts').count({ count: '*' }), options)
  const [rows, counted] = await Promise.all([
    rowsQuery as Promise<PostRow[]>,
    countQuery as Promise<{ count: number | string }[]>,
  ])
  return { rows, total: Number(counted[0]?.count ?? 0) }
}

/**
 * Published posts of a language that share the post's category or one of its tags, most shared
 * first, then newest (the "related posts" at the end of a post).
 */
export async function listRelated(
  db: Db,
  post: { id: number; language: string; category: string; tags: string[] },
  limit: number,
): Promise<PostSummaryRow[]> {
  const candidates = (await db('posts')
    .select(...SUMMARY_COLUMNS)
    .where({ language: post.language, published: true })
    .whereNot('id', post.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)) as PostSummaryRow[]
  const tags = new Set(post.tags.map((t) => t.toLowerCase()))
  const score = (row: PostSummaryRow) => {
    let shared = row.category === post.category ? 2 : 0
    try {
      for (const tag of JSON.parse(row.tags) as unknown[]) if (tags.has(String(tag).toLowerCase())) shared += 1
    } catch {
      // Tags that are not a JSON list count as none.
    }
    return shared
  }
  return candidates
    .map((row, index) => ({ row, index, shared: score(row) }))
    .filter((c) => c.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((c) => c.row)
}

/** Every published post (of one language when given), newest first (sitemap, feeds). */
export async function listPublishedSummaries(
  db: Db,
  options: { language?: string; limit?: number } = {},
): Promise<PostRow[]> {
  const query = db('posts').select('*').where('published', true).orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (options.language) query.where('language', options.language)
  if (options.limit) query.limit(options.limit)
  return query
}

/** Links two posts as each other's translation (both sides); clears any link either had before. */
export async function linkTranslations(db: Db, id: number, otherId: number): Promise<void> {
  await db('posts').whereIn('translation_id', [id, otherId]).update({ translation_id: null })
  await db('posts').whereIn('id', [id, otherId]).update({ translation_id: null })
  await db('posts').where({ id }).update({ translation_id: otherId })
  await db('posts').where({ id: otherId }).update({ translation_id: id })
}

/** Removes the post's translation link on both sides. */
export async function unlinkTranslation(db: Db, id: number): Promise<void> {
  await db('posts').where({ translation_id: id }).update({ translation_id: null })
  await db('posts').where({ id }).update({ translation_id: null })
}

export async function findBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  return db('posts').where({ slug }).first()
}

/** A post by slug with its linked translation's link fields (one query for the post page). */
export async function findBySlugWithLink(
  db: Db,
  slug: string,
): Promise<
  (PostRow & { link_slug: string | null; link_language: string | null; link_published: unknown }) | undefined
> {
  return db('posts as p')
    .leftJoin('posts as t', 't.id', 'p.translation_id')
    .where('p.slug', slug)
    .first('p.*', 't.slug as link_slug', 't.language as link_language', 't.published as link_published')
}

export async function findById(db: Db, id: number): Promise<PostRow | undefined> {
  return db('posts').where({ id }).first()
}

/** Just what a link to a post needs (the language switch, hreflang): not its content. */
export async function findLinkById(
  db: Db,
  id: number,
): Promise<Pick<PostRow, 'id' | 'slug' | 'language' | 'published'> | undefined> {
  return db('posts').where({ id }).first('id', 'slug', 'language', 'published')
}

export async function slugInUse(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const query = db('posts').where({ slug }).first('id')
  if (exceptId !== undefined) query.whereNot({ id: exceptId })
  return (await query) !== undefined
}

export async function insert(db: Db, row: PostWrite): Promise<number> {
  const [inserted] = (await db('posts').insert(row).returning('id')) as ({ id: number } | number)[]
  return typeof inserted === 'object' ? inserted.id : Number(inserted)
}

export async function update(db: Db, id: number, patch: Partial<PostWrite>): Promise<void> {
  await db('posts').where({ id }).update(patch)
}

export async function remove(db: Db, id: number): Promise<void> {
  await db('posts').where({ id }).delete()
}

export async function findPostIdByOldSlug(db: Db, oldSlug: string): Promise<number | undefined> {
  const row = (await db('post_slugs').where({ old_slug: oldSlug }).first('post_id')) as { post_id: number } | undefined
  return row?.post_id
}

/** Keeps `oldSlug` answering 301 for the post; a slug already in the history moves to this post. */
export async function recordOldSlug(db: Db, oldSlug: string, postId: number, now: string): Promise<void> {
  await db('post_slugs').where({ old_slug: oldSlug }).delete()
  await db('post_slugs').insert({ old_slug: oldSlug, post_id: postId, created_at: now })
}

/** A live slug wins over the history: a post that takes a slug removes its redirect. */
export async function releaseOldSlug(db: Db, slug: string): Promise<void> {
  await db('post_slugs').where({ old_slug: slug }).delete()
}

export async function removeSlugHistory(db: Db, postId: number): Promise<void> {
  await db('post_slugs').where({ post_id: postId }).delete()
}

export async function countAll(db: Db): Promise<number> {
  const [row] = (await db('posts').count({ count: '*' })) as { count: number | string }[]
  return Number(row?.count ?? 0)
}

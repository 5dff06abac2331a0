import type { Db } from '../knex.js'
import type { PostRow } from './posts.js'

/** An account's public profile as stored (users columns); `avatar` is an ImageSet as JSON. */
export interface AuthorRow {
  id: number
  public_name: string
  bio: string | null
  avatar: string | null
  author_slug: string
}

const columns = ['id', 'public_name', 'bio', 'avatar', 'author_slug'] as const

function toAuthor(row: Record<string, unknown> | undefined): AuthorRow | undefined {
  if (!row || !row.public_name || !row.author_slug) return undefined
  return {
    id: Number(row.id),
    public_name: String(row.public_name),
    bio: row.bio === null || row.bio === undefined ? null : String(row.bio),
    avatar: row.avatar === null || row.avatar === undefined ? null : String(row.avatar),
    author_slug: String(row.author_slug),
  }
}

/** Authors are accounts with a public name and slug; only those with a published post have a page. */
export async function findAuthorBySlug(db: Db, slug: string): Promise<AuthorRow | undefined> {
  return toAuthor(
    await db('users')
      .where({ author_slug: slug })
      .first(...columns),
  )
}

export async function findAuthorById(db: Db, id: number): Promise<AuthorRow | undefined> {
  return toAuthor(
    await db('users')
      .where({ id })
      .first(...columns),
  )
}

export async function countPublishedByAuthor(db: Db, authorId: number): Promise<number> {
  const row = (await db('posts').where({ author_id: authorId, published: true }).count({ n: '*' }).first()) as
    { n: number | string } | undefined
  return Number(row?.n ?? 0)
}

/** The author's published posts in one language, newest first. */
export async function listPublishedByAuthor(
  db: Db,
  authorId: number,
  language: string,
  limit: number,
): Promise<PostRow[]> {
  return db('posts')
    .select('*')
    .where({ author_id: authorId, language, published: true })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Every author with a published post, and the date of their newest one (sitemap). */
export async function listAuthorsWithPosts(db: Db): Promise<{ author_slug: string; lastmod: string | Date }[]> {
  return db('users as u')
    .join('posts as p', 'p.author_id', 'u.id')
    .where('p.published', true)
    .whereNotNull('u.author_slug')
    .whereNotNull('u.public_name')
    .groupBy('u.id', 'u.author_slug')
    .orderBy('u.author_slug')
    .select('u.author_slug', db.raw('max(p.updated_at) as lastmod'))
}

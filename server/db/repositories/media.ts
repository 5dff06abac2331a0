import type { Db } from '../knex.js'

/** A row of the media library (migration 20261125010000). `image` is an ImageSet as JSON. */
export interface MediaRow {
  id: number
  file_key: string
  file_name: string
  image: string
  alt: string
  width: number
  height: number
  bytes: number | string
  created_at: number | string
  updated_at: number | string
}

export type MediaSortColumn = 'created_at' | 'file_name' | 'bytes' | 'id'

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function list(
  db: Db,
  q: {
    search?: string
    ids?: number[]
    missingAlt?: boolean
    sort: { field: MediaSortColumn; order: 'asc' | 'desc' }
    offset: number
    limit: number
  },
): Promise<{ rows: MediaRow[]; total: number }> {
  const filter = (query: ReturnType<Db>) => {
    if (q.ids) query.whereIn('id', q.ids)
    if (q.missingAlt === true) query.where('alt', '')
    if (q.missingAlt === false) query.whereNot('alt', '')
    if (q.search) {
      const pattern = `%${likeEscape(q.search.toLowerCase())}%`
      query.where((w) =>
        w
          .whereRaw(`lower(file_name) like ? escape '\\'`, [pattern])
          .orWhereRaw(`lower(alt) like ? escape '\\'`, [pattern]),
      )
    }
    return query
  }
  const rows = (await filter(db('media').select('*'))
    .orderBy(q.sort.field, q.sort.order)
    .orderBy('id', 'desc')
    .offset(q.offset)
    .limit(q.limit)) as MediaRow[]
  const [counted] = (await filter(db('media').count({ count: '*' }))) as { count: number | string }[]
  return { rows, total: Number(counted?.count ?? 0) }
}

export async function findById(db: Db, id: number): Promise<MediaRow | undefined> {
  return db('media').where({ id }).first()
}

export async function findByKeys(db: Db, keys: string[]): Promise<MediaRow[]> {
  if (!keys.length) return []
  return db('media').whereIn('file_key', keys)
}

export async function allKeys(db: Db): Promise<Set<string>> {
  const rows = (await db('media').select('file_key')) as { file_key: string }[]
  return new Set(rows.map((r) => r.file_key))
}

/** Inserts unless the key is already there (two uploads of the same file, two replicas scanning). */
export async function insertIgnore(db: Db, row: Omit<MediaRow, 'id'>): Promise<void> {
  await db('media').insert(row).onConflict('file_key').ignore()
}

export async function update(db: Db, id: number, patch: Partial<Pick<MediaRow, 'alt' | 'file_name' | 'updated_at'>>) {
  await db('media').where({ id }).update(patch)
}

export async function remove(db: Db, id: number): Promise<number> {
  return db('media').where({ id }).delete()
}

/** Images of posts (cover, social image) and of author profiles, for the scan of older uploads. */
export async function imageColumns(db: Db): Promise<{ source: string; name: string; image: string }[]> {
  const posts = (await db('posts')
    .select('slug', 'image', 'social_image')
    .whereNotNull('image')
    .orWhereNotNull('social_image')) as { slug: string; image: string | null; social_image: string | null }[]
  const users = (await db('users').select('id', 'author_slug', 'avatar').whereNotNull('avatar')) as {
    id: number
    author_slug: string | null
    avatar: string
  }[]
  return [
    ...posts.flatMap((p) => [
      ...(p.image ? [{ source: 'post', name: p.slug, image: p.image }] : []),
      ...(p.social_image ? [{ source: 'social', name: `${p.slug}-social`, image: p.social_image }] : []),
    ]),
    ...users.map((u) => ({ source: 'avatar', name: `avatar-${u.author_slug ?? String(u.id)}`, image: u.avatar })),
  ]
}

/** Posts whose cover, social image or text uses a file of `key`; authors whose avatar does. */
export async function usage(
  db: Db,
  key: string,
): Promise<{
  posts: { id: number; title: string; language: string; published: boolean | number }[]
  authors: { id: number; name: string }[]
}> {
  const pattern = `%/uploads/${likeEscape(key)}-%`
  const posts = (await db('posts')
    .select('id', 'title', 'language', 'published')
    .where((w) =>
      w
        .whereRaw(`image like ? escape '\\'`, [pattern])
        .orWhereRaw(`social_image like ? escape '\\'`, [pattern])
        .orWhereRaw(`content like ? escape '\\'`, [pattern]),
    )
    .orderBy('id', 'asc')) as { id: number; title: string; language: string; published: boolean | number }[]
  const users = (await db('users')
    .select('id', 'public_name', 'email')
    .whereRaw(`avatar like ? escape '\\'`, [pattern])
    .orderBy('id', 'asc')) as { id: number; public_name: string | null; email: string }[]
  return {
    posts: posts.map((p) => ({ ...p, id: Number(p.id) })),
    authors: users.map((u) => ({ id: Number(u.id), name: u.public_name?.trim() || u.email })),
  }
}

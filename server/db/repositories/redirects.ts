import type { Db } from '../knex.js'

export interface RedirectRow {
  id: number
  from_path: string
  to_url: string
  created_at: number | string
  updated_at: number | string
}

export interface NotFoundRow {
  path: string
  hits: number
  first_seen: number | string
  last_seen: number | string
}

export async function listAll(db: Db): Promise<RedirectRow[]> {
  return db('redirects').select('*').orderBy('from_path', 'asc')
}

export async function list(
  db: Db,
  q: { search?: string; ids?: number[]; offset: number; limit: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const filter = (query: ReturnType<Db>) => {
    if (q.ids) query.whereIn('id', q.ids)
    if (q.search)
      query.where((w) =>
        w
          .whereRaw('lower(from_path) like ?', [`%${q.search?.toLowerCase()}%`])
          .orWhereRaw('lower(to_url) like ?', [`%${q.search?.toLowerCase()}%`]),
      )
    return query
  }
  const rows = (await filter(db('redirects').select('*'))
    .orderBy('from_path', 'asc')
    .offset(q.offset)
    .limit(q.limit)) as RedirectRow[]
  const [counted] = (await filter(db('redirects').count({ count: '*' }))) as { count: number | string }[]
  return { rows, total: Number(counted?.count ?? 0) }
}

export async function findById(db: Db, id: number): Promise<RedirectRow | undefined> {
  return db('redirects').where({ id }).first()
}

export async function findByFrom(db: Db, fromPath: string): Promise<RedirectRow | undefined> {
  return db('redirects').where({ from_path: fromPath }).first()
}

export async function insert(db: Db, row: Omit<RedirectRow, 'id'>): Promise<number> {
  const [inserted] = (await db('redirects').insert(row).returning('id')) as ({ id: number } | number)[]
  return typeof inserted === 'object' ? inserted.id : Number(inserted)
}

export async function update(db: Db, id: number, patch: Partial<Omit<RedirectRow, 'id'>>): Promise<void> {
  await db('redirects').where({ id }).update(patch)
}

export async function remove(db: Db, id: number): Promise<void> {
  await db('redirects').where({ id }).delete()
}

/** Counts one more 404 on `path` (a new path starts at 1). */
export async function countNotFound(db: Db, path: string, now: number): Promise<void> {
  await db('not_found_paths')
    .insert({ path, hits: 1, first_seen: now, last_seen: now })
    .onConflict('path')
    .merge({ hits: db.raw('not_found_paths.hits + 1'), last_seen: now })
}

/** Keeps the `max` most-hit (then most recent) paths. */
export async function pruneNotFound(db: Db, max: number): Promise<void> {
  const keep = db('not_found_paths').select('path').orderBy('hits', 'desc').orderBy('last_seen', 'desc').limit(max)
  await db('not_found_paths')
    .whereNotIn('path', db.select('path').from(keep.as('keep')))
    .delete()
}

export async function topNotFound(
  db: Db,
  q: { offset: number; limit: number; search?: string },
): Promise<{ rows: NotFoundRow[]; total: number }> {
  const filter = (query: ReturnType<Db>) =>
    q.search ? query.whereRaw('lower(path) like ?', [`%${q.search.toLowerCase()}%`]) : query
  const rows = (await filter(db('not_found_paths').select('*'))
    .orderBy('hits', 'desc')
    .orderBy('last_seen', 'desc')
    .offset(q.offset)
    .limit(q.limit)) as NotFoundRow[]
  const [counted] = (await filter(db('not_found_paths').count({ count: '*' }))) as { count: number | string }[]
  return { rows, total: Number(counted?.count ?? 0) }
}

export async function forgetNotFound(db: Db, path: string): Promise<void> {
  await db('not_found_paths').where({ path }).delete()
}

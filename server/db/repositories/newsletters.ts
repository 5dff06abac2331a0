import type { Knex } from 'knex'

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled'

export interface NewsletterRow {
  id: number
  language: string
  subject: string
  preheader: string
  intro: string
  /** JSON array of post ids. */
  post_ids: string
  status: NewsletterStatus
  scheduled_at: string | null
  started_at: string | null
  sent_at: string | null
  slug: string | null
  recipients: number
  created_by: number | null
  created_at: string
  updated_at: string
}

export type NewsletterWrite = Partial<Omit<NewsletterRow, 'id'>>

const table = 'newsletters'

export function normalize(row: NewsletterRow): NewsletterRow {
  return {
    ...row,
    id: Number(row.id),
    recipients: Number(row.recipients),
    created_by: row.created_by === null ? null : Number(row.created_by),
  }
}

export async function insertNewsletter(db: Knex, row: NewsletterWrite): Promise<number> {
  const [inserted] = await db(table).insert(row).returning<{ id: number }[]>('id')
  return Number(inserted!.id)
}

/** Applies `changes` while the issue is still in one of `statuses`; returns whether it did. */
export async function updateNewsletter(
  db: Knex,
  id: number,
  changes: NewsletterWrite,
  statuses?: readonly NewsletterStatus[],
): Promise<boolean> {
  const query = db(table).where({ id })
  if (statuses) query.whereIn('status', statuses)
  return (await query.update(changes)) > 0
}

export async function deleteNewsletter(db: Knex, id: number, statuses: readonly NewsletterStatus[]): Promise<boolean> {
  return (await db(table).where({ id }).whereIn('status', statuses).delete()) > 0
}

export async function findNewsletter(db: Knex, id: number): Promise<NewsletterRow | undefined> {
  const row = await db(table).where({ id }).first<NewsletterRow | undefined>()
  return row && normalize(row)
}

export interface NewsletterListOptions {
  sort: string
  order: 'asc' | 'desc'
  offset: number
  limit: number
  status?: string
  language?: string
  ids?: number[]
}

export async function listNewsletters(
  db: Knex,
  options: NewsletterListOptions,
): Promise<{ rows: NewsletterRow[]; total: number }> {
  const base = db(table).modify((q) => {
    if (options.status) q.where('status', options.status)
    if (options.language) q.where('language', options.language)
    if (options.ids) q.whereIn('id', options.ids)
  })
  const [rows, count] = await Promise.all([
    base
      .clone()
      .orderBy(options.sort, options.order)
      .orderBy('id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .select<NewsletterRow[]>('*'),
    base.clone().count<{ n: number | string }[]>({ n: '*' }),
  ])
  return { rows: rows.map(normalize), total: Number(count[0]?.n ?? 0) }
}

/** When the last issue of `language` went out (its featured posts start after it). */
export async function lastSentAt(db: Knex, language: string, exceptId?: number): Promise<string | null> {
  const row = await db(table)
    .where({ language })
    .whereNotNull('started_at')
    .modify((q) => (exceptId ? q.whereNot('id', exceptId) : q))
    .max<{ at: string | null }[]>({ at: 'started_at' })
  return row[0]?.at ?? null
}

/** The most recent issue that went out or is going out, any language (the dashboard card). */
export async function latestStarted(db: Knex): Promise<NewsletterRow | undefined> {
  const row = await db(table).whereNotNull('started_at').orderBy('started_at', 'desc').first<NewsletterRow>()
  return row && normalize(row)
}

/** Issues that went out (or are going out) in `language`, newest first: the public archive. */
export async function listSent(db: Knex, language?: string): Promise<NewsletterRow[]> {
  const rows = await db(table)
    .whereIn('status', ['sending', 'sent'])
    .modify((q) => (language ? q.where({ language }) : q))
    .orderBy('started_at', 'desc')
    .select<NewsletterRow[]>('*')
  return rows.map(normalize)
}

export async function findSentBySlug(db: Knex, slug: string): Promise<NewsletterRow | undefined> {
  const row = await db(table).where({ slug }).whereIn('status', ['sending', 'sent']).first<NewsletterRow | undefined>()
  return row && normalize(row)
}

/** Scheduled issues whose time has come (ids only: each is then claimed by one conditional update). */
export async function listDue(db: Knex, now: string): Promise<number[]> {
  const rows = await db(table)
    .where('status', 'scheduled')
    .where('scheduled_at', '<=', now)
    .select<{ id: number }[]>('id')
  return rows.map((r) => Number(r.id))
}

import type { Knex } from 'knex'
import { likePattern } from './leads/inbox.js'

/**
 * The back office's list of newsletter subscribers (filtered, sorted, paged, with its total). Sort
 * columns and filters arrive allowlisted from the route; values are bound parameters only.
 */
export interface SubscriberListQuery {
  sort: { field: 'created_at' | 'email' | 'status' | 'confirmed_at'; order: 'asc' | 'desc' }
  offset: number
  limit: number
  filter: { q?: string; status?: string; ids?: number[] }
}

interface SubscriberListRow {
  id: number
  email: string
  status: string
  consent_version: string
  consent_language: string
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
  utm_campaign: string
}

function subscribersFiltered(db: Knex, filter: SubscriberListQuery['filter']): Knex.QueryBuilder {
  const query = db('newsletter_subscribers')
  if (filter.q) query.whereRaw('lower(email) like ?', [likePattern(filter.q)])
  if (filter.status) query.where('status', filter.status)
  if (filter.ids) query.whereIn('id', filter.ids)
  return query
}

export async function listSubscriberInbox(
  db: Knex,
  q: SubscriberListQuery,
): Promise<{ rows: SubscriberListRow[]; total: number }> {
  const counted = (await subscribersFiltered(db, q.filter).count({ n: '*' }).first()) as
    { n: number | string } | undefined
  const total = Number(counted?.n ?? 0)
  const rows = (await subscribersFiltered(db, q.filter)
    .select(
      'id',
      'email',
      'status',
      'consent_version',
      'consent_language',
      'created_at',
      'confirmed_at',
      'unsubscribed_at',
      'utm_campaign',
    )
    .orderBy([
      { column: q.sort.field, order: q.sort.order },
      { column: 'id', order: 'desc' },
    ])
    .offset(q.offset)
    .limit(q.limit)) as Record<string, unknown>[]
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      email: String(r.email),
      status: String(r.status),
      consent_version: String(r.consent_version ?? ''),
      consent_language: String(r.consent_language ?? ''),
      created_at: String(r.created_at),
      confirmed_at: r.confirmed_at ? String(r.confirmed_at) : null,
      unsubscribed_at: r.unsubscribed_at ? String(r.unsubscribed_at) : null,
      utm_campaign: String(r.utm_campaign ?? ''),
    })),
    total,
  }
}

import type { Knex } from 'knex'
import type { VisitAttribution } from '../../../../shared/attribution.js'
import { toBool } from '../attribution.js'
import { LEAD_SUBJECT, PIPELINE_STATUSES, type LeadKind, type PipelineStatus } from './rows.js'

/**
 * The back office's reads over the leads table: the filtered, sorted list (and its total), the
 * leads the reminder and the dashboard look at, and each lead's outbox rows. Sort columns and
 * filters arrive allowlisted from the route; values are bound parameters only.
 */
type DeliveryFilter = 'failed' | 'pending' | 'sent'

export interface LeadListRow extends VisitAttribution {
  id: number
  kind: LeadKind
  name: string
  email: string
  phone: string
  company: string
  message: string
  source_page: string
  source_section: string
  language: string
  spam: boolean
  created_at: string
  status: PipelineStatus
  lost_reason: string
  owner_id: number | null
  contacted_at: string | null
  reminder_sent_at: string | null
  anonymized_at: string | null
  /** A quote lead's stored quote (JSON); null for every other lead. */
  quote: string | null
}

interface LeadListFilter {
  q?: string
  type?: LeadKind
  delivery?: DeliveryFilter
  /** Admin ids: a kind and an id (a demo request's id from before leads were one table also matches). */
  ids?: { type: LeadKind; id: number }[]
  status?: PipelineStatus
  /** A user id, or 'none' for unassigned leads. */
  owner?: number | 'none'
  language?: string
  /** ISO dates (inclusive), compared with created_at as text. */
  createdFrom?: string
  createdTo?: string
  /** Part of the source page (e.g. '/pricing'). */
  source?: string
  /** 'no' hides spam, 'yes' shows only spam; absent: everything. */
  spam?: 'yes' | 'no'
}

export interface LeadListQuery {
  sort: { field: 'created_at' | 'name' | 'email' | 'company' | 'type'; order: 'asc' | 'desc' }
  offset: number
  limit: number
  filter: LeadListFilter
}

export interface DeliveryRow {
  subject_id: number
  kind: 'mail' | 'crm'
  status: string
  attempts: number
  last_error: string | null
}

export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`
}

function failedDelivery(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.where((w) =>
    w
      .where('o.status', 'dead')
      .orWhere((p) => p.where('o.status', 'pending').whereNotNull('o.last_error').where('o.attempts', '>', 0)),
  )
}

function filtered(db: Knex, filter: LeadListFilter): Knex.QueryBuilder {
  const query = db('leads as l')
  if (filter.q) {
    const p = likePattern(filter.q)
    query.where((w) =>
      w
        .whereRaw('lower(l.name) like ?', [p])
        .orWhereRaw('lower(l.email) like ?', [p])
        .orWhereRaw('lower(l.company) like ?', [p])
        .orWhereRaw('lower(l.phone) like ?', [p]),
    )
  }
  if (filter.type) query.where('l.kind', filter.type)
  if (filter.status) query.where('l.pipeline_status', filter.status)
  if (filter.owner === 'none') query.whereNull('l.owner_id')
  else if (filter.owner !== undefined) query.where('l.owner_id', filter.owner)
  if (filter.language) query.where('l.language', filter.language)
  if (filter.createdFrom) query.where('l.created_at', '>=', filter.createdFrom)
  // A date alone means the whole day: everything before the next day's first instant.
  if (filter.createdTo) query.where('l.created_at', '<', `${filter.createdTo.slice(0, 10)}T99`)
  if (filter.source) query.whereRaw('lower(l.source_page) like ?', [likePattern(filter.source)])
  if (filter.spam === 'yes') query.where('l.spam', true)
  if (filter.spam === 'no') query.where('l.spam', false)
  if (filter.ids) {
    const ids = filter.ids
    query.where((w) => {
      for (const { type, id } of ids)
        w.orWhere((x) =>
          x.where('l.kind', type).where((y) => {
            y.where('l.id', id)
            if (type === 'demo') y.orWhere('l.demo_inquiry_id', id)
          }),
        )
    })
  }
  if (filter.delivery) {
    const sub = db('outbox as o')
      .select(db.raw('1'))
      .where('o.subject_type', LEAD_SUBJECT)
      .whereRaw('o.subject_id = l.id')
    if (filter.delivery === 'failed') query.whereExists(failedDelivery(sub))
    else if (filter.delivery === 'pending') query.whereExists(sub.where('o.status', 'pending'))
    else query.whereNotExists(sub.whereNot('o.status', 'sent').whereNot('o.status', 'skipped'))
  }
  return query
}

function listRow(row: Record<string, unknown>): LeadListRow {
  const text = (key: string, fallback = '') => String(row[key] ?? fallback)
  const when = (key: string) => (row[key] ? String(row[key]) : null)
  const status = row.pipeline_status
  return {
    id: Number(row.id),
    kind: row.kind === 'demo' || row.kind === 'quote' ? row.kind : 'contact',
    name: text('name').trim(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    quote: row.quote === null || row.quote === undefined ? null : String(row.quote),
    source_page: text('source_page'),
    source_section: text('source_section'),
    language: text('language', 'en'),
    spam: toBool(row.spam),
    created_at: String(row.created_at),
    status: (PIPELINE_STATUSES as readonly unknown[]).includes(status) ? (status as PipelineStatus) : 'new',
    lost_reason: text('lost_reason'),
    owner_id: row.owner_id === null || row.owner_id === undefined ? null : Number(row.owner_id),
    contacted_at: when('contacted_at'),
    reminder_sent_at: when('reminder_sent_at'),
    anonymized_at: when('anonymized_at'),
    landing_page: text('landing_page'),
    referrer: text('referrer'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_term: text('utm_term'),
    utm_content: text('utm_content'),
  }
}

const SORT_COLUMNS = { created_at: 'created_at', name: 'name', email: 'email', company: 'company', type: 'kind' }

export async function listLeadInbox(db: Knex, q: LeadListQuery): Promise<{ rows: LeadListRow[]; total: number }> {
  const counted = (await filtered(db, q.filter).count({ n: '*' }).first()) as { n: number | string } | undefined
  const rows = (await filtered(db, q.filter)
    .select('l.*')
    .orderBy([
      { column: `l.${SORT_COLUMNS[q.sort.field]}`, order: q.sort.order },
      { column: 'l.kind' },
      { column: 'l.id', order: 'desc' },
    ])
    .offset(q.offset)
    .limit(q.limit)) as Record<string, unknown>[]
  return { rows: rows.map(listRow), total: Number(counted?.n ?? 0) }
}

/** Open, real, unreminded leads that arrived after `sinceIso` and were never contacted. */
export async function reminderCandidates(db: Knex, sinceIso: string): Promise<LeadListRow[]> {
  const rows = (await db('leads')
    .where({ pipeline_status: 'new', spam: false })
    .whereNull('contacted_at')
    .whereNull('reminder_sent_at')
    .whereNull('anonymized_at')
    .where('created_at', '>=', sinceIso)
    .limit(500)) as Record<string, unknown>[]
  return rows.map(listRow)
}

/** Every lead since `sinceIso` (spam excluded), for the dashboard. */
export async function statsLeads(db: Knex, sinceIso: string): Promise<LeadListRow[]> {
  const rows = (await db('leads').where('spam', false).where('created_at', '>=', sinceIso)) as Record<string, unknown>[]
  return rows.map(listRow)
}

/** The outbox rows about these leads, oldest first. */
export async function listDeliveries(db: Knex, leadIds: number[]): Promise<DeliveryRow[]> {
  if (!leadIds.length) return []
  const rows = (await db('outbox')
    .select('subject_id', 'kind', 'status', 'attempts', 'last_error')
    .where('subject_type', LEAD_SUBJECT)
    .whereIn('subject_id', leadIds)
    .orderBy('id')) as Record<string, unknown>[]
  return rows.map((r) => ({
    subject_id: Number(r.subject_id),
    kind: r.kind === 'crm' ? 'crm' : 'mail',
    status: String(r.status),
    attempts: Number(r.attempts),
    last_error: r.last_error === null ? null : String(r.last_error),
  }))
}

/** Puts a lead's failed or dead deliveries back in the queue, due now, with a fresh day to succeed. */
export async function requeueFailed(db: Knex, leadId: number, nowIso: string): Promise<number> {
  return failedDelivery(db('outbox as o').where({ 'o.subject_type': LEAD_SUBJECT, 'o.subject_id': leadId })).update({
    status: 'pending',
    attempts: 0,
    next_attempt_at: nowIso,
    created_at: nowIso,
    lease_owner: null,
    lease_until: null,
  })
}

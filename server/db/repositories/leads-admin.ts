import type { Knex } from 'knex'
import { VISIT_FIELDS, type VisitAttribution } from '../../../shared/attribution.js'

/**
 * Back-office reads over the lead tables: demo inquiries and contact leads as one list (a UNION
 * ALL both databases run the same way), newsletter subscribers, and their outbox delivery rows.
 * Sort columns and filters arrive allowlisted from the route; values are bound parameters only.
 */
export type LeadType = 'demo' | 'contact' | 'quote'
export type DeliveryFilter = 'failed' | 'pending' | 'sent'

export interface LeadListRow extends VisitAttribution {
  type: LeadType
  row_id: number
  subject_type: string
  name: string
  email: string
  phone: string
  company: string
  message: string
  source_page: string
  source_section: string
  /** The visitor's language: 'en' | 'fr'. */
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

export const PIPELINE_STATUSES = ['new', 'contacted', 'qualified', 'demo_booked', 'won', 'lost'] as const
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]

export interface LeadListFilter {
  q?: string
  type?: LeadType
  delivery?: DeliveryFilter
  ids?: { type: LeadType; id: number }[]
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
  subject_type: string
  subject_id: number
  kind: 'mail' | 'crm'
  status: string
  attempts: number
  last_error: string | null
}

export const SUBJECT_TYPES: Record<LeadType, string> = { demo: 'demo_inquiry', contact: 'lead', quote: 'lead' }

export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`
}

/** The columns both lead tables have under the same names (attribution, pipeline, dates). */
const SHARED_COLUMNS = [
  'source_page',
  'source_section',
  'language',
  'spam',
  'pipeline_status as status',
  'lost_reason',
  'owner_id',
  'contacted_at',
  'reminder_sent_at',
  'anonymized_at',
  ...VISIT_FIELDS,
  'created_at',
] as const

export function unionSource(db: Knex): Knex.QueryBuilder {
  const demo = db('demo_inquiries').select(
    db.raw("'demo' as type"),
    'id as row_id',
    db.raw("'demo_inquiry' as subject_type"),
    db.raw("first_name || ' ' || last_name as name"),
    'email',
    'phone',
    'company',
    'message',
    db.raw('null as quote'),
    ...SHARED_COLUMNS,
  )
  const contact = db('leads').select(
    db.raw("case when kind = 'quote' then 'quote' else 'contact' end as type"),
    'id as row_id',
    db.raw("'lead' as subject_type"),
    'name',
    'email',
    'phone',
    db.raw('restaurant as company'),
    db.raw('interest as message'),
    'quote',
    ...SHARED_COLUMNS,
  )
  return demo.unionAll(contact)
}

function failedDelivery(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.where((w) =>
    w
      .where('o.status', 'dead')
      .orWhere((p) => p.where('o.status', 'pending').whereNotNull('o.last_error').where('o.attempts', '>', 0)),
  )
}

export function filtered(db: Knex, filter: LeadListFilter): Knex.QueryBuilder {
  const query = db.from(unionSource(db).as('u'))
  if (filter.q) {
    const p = likePattern(filter.q)
    query.where((w) =>
      w
        .whereRaw('lower(u.name) like ?', [p])
        .orWhereRaw('lower(u.email) like ?', [p])
        .orWhereRaw('lower(u.company) like ?', [p])
        .orWhereRaw('lower(u.phone) like ?', [p]),
    )
  }
  if (filter.type) query.where('u.type', filter.type)
  if (filter.status) query.where('u.status', filter.status)
  if (filter.owner === 'none') query.whereNull('u.owner_id')
  else if (filter.owner !== undefined) query.where('u.owner_id', filter.owner)
  if (filter.language) query.where('u.language', filter.language)
  if (filter.createdFrom) query.where('u.created_at', '>=', filter.createdFrom)
  // A date alone means the whole day: everything before the next day's first instant.
  if (filter.createdTo) query.where('u.created_at', '<', `${filter.createdTo.slice(0, 10)}T99`)
  if (filter.source) query.whereRaw('lower(u.source_page) like ?', [likePattern(filter.source)])
  if (filter.spam === 'yes') query.where('u.spam', true)
  if (filter.spam === 'no') query.where('u.spam', false)
  if (filter.ids) {
    const ids = filter.ids
    query.where((w) => {
      for (const { type, id } of ids) w.orWhere((x) => x.where('u.type', type).where('u.row_id', id))
    })
  }
  if (filter.delivery) {
    const delivery = filter.delivery
    const sub = db('outbox as o')
      .select(db.raw('1'))
      .whereRaw('o.subject_type = u.subject_type')
      .whereRaw('o.subject_id = u.row_id')
    if (delivery === 'failed') query.whereExists(failedDelivery(sub))
    else if (delivery === 'pending') query.whereExists(sub.where('o.status', 'pending'))
    else query.whereNotExists(sub.whereNot('o.status', 'sent').whereNot('o.status', 'skipped'))
  }
  return query
}

export function normalizeLead(row: Record<string, unknown>): LeadListRow {
  const text = (key: keyof LeadListRow, fallback = '') => String(row[key] ?? fallback)
  const when = (key: keyof LeadListRow) => (row[key] ? String(row[key]) : null)
  return {
    type: row.type === 'demo' || row.type === 'quote' ? row.type : 'contact',
    row_id: Number(row.row_id),
    subject_type: String(row.subject_type),
    name: text('name').trim(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    quote: row.quote === null || row.quote === undefined ? null : String(row.quote),
    source_page: text('source_page'),
    source_section: text('source_section'),
    language: text('language', 'en'),
    spam: row.spam === true || row.spam === 1 || row.spam === '1',
    created_at: String(row.created_at),
    status: (PIPELINE_STATUSES as readonly unknown[]).includes(row.status) ? (row.status as PipelineStatus) : 'new',
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

/** How many rows a filtered query matches (the list's total). */
async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined
  return Number(row?.n ?? 0)
}

export async function listLeadInbox(db: Knex, q: LeadListQuery): Promise<{ rows: LeadListRow[]; total: number }> {
  const total = await countOf(filtered(db, q.filter))
  const rows = (await filtered(db, q.filter)
    .select('u.*')
    .orderBy([
      { column: `u.${q.sort.field}`, order: q.sort.order },
      { column: 'u.type' },
      { column: 'u.row_id', order: 'desc' },
    ])
    .offset(q.offset)
    .limit(q.limit)) as Record<string, unknown>[]
  return { rows: rows.map(normalizeLead), total }
}

export async function listDeliveries(
  db: Knex,
  subjects: { subject_type: string; subject_id: number }[],
): Promise<DeliveryRow[]> {
  if (!subjects.length) return []
  const rows = (await db('outbox')
    .select('subject_type', 'subject_id', 'kind', 'status', 'attempts', 'last_error')
    .where((w) => {
      for (const s of subjects)
        w.orWhere((x) => x.where('subject_type', s.subject_type).where('subject_id', s.subject_id))
    })
    .orderBy('id')) as Record<string, unknown>[]
  return rows.map((r) => ({
    subject_type: String(r.subject_type),
    subject_id: Number(r.subject_id),
    kind: r.kind === 'crm' ? 'crm' : 'mail',
    status: String(r.status),
    attempts: Number(r.attempts),
    last_error: r.last_error === null ? null : String(r.last_error),
  }))
}

/** Puts a subject's failed or dead deliveries back in the queue, due now, with a fresh day to succeed. */
export async function requeueFailed(db: Knex, subjectType: string, subjectId: number, nowIso: string): Promise<number> {
  return failedDelivery(db('outbox as o').where({ 'o.subject_type': subjectType, 'o.subject_id': subjectId })).update({
    status: 'pending',
    attempts: 0,
    next_attempt_at: nowIso,
    created_at: nowIso,
    lease_owner: null,
    lease_until: null,
  })
}

export async function leadExists(db: Knex, type: LeadType, id: number): Promise<boolean> {
  const row = await db(type === 'demo' ? 'demo_inquiries' : 'leads')
    .where({ id })
    .modify((q) => {
      if (type !== 'demo') q.where('kind', type === 'quote' ? 'quote' : 'contact')
    })
    .first('id')
  return Boolean(row)
}

export interface SubscriberListQuery {
  sort: { field: 'created_at' | 'email' | 'status' | 'confirmed_at'; order: 'asc' | 'desc' }
  offset: number
  limit: number
  filter: { q?: string; status?: string; ids?: number[] }
}

export interface SubscriberListRow {
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
  const total = await countOf(subscribersFiltered(db, q.filter))
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

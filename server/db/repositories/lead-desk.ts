import type { Knex } from 'knex'
import { normalizeLead, unionSource, type LeadListRow, type LeadType, type PipelineStatus } from './leads-admin.js'

/**
 * The leads desk's writes and reads beyond the list: pipeline changes, the activity timeline, the
 * reminder claim, dashboard rows, and privacy (erasure, export, retention). Times are ISO strings.
 */
export const LEAD_TABLES: Record<LeadType, 'demo_inquiries' | 'leads'> = {
  demo: 'demo_inquiries',
  contact: 'leads',
  quote: 'leads',
}

export interface ActivityRow {
  id: number
  subject_type: string
  subject_id: number
  at: string
  actor_id: number | null
  actor_email: string | null
  kind: string
  details: string | null
}

export interface PipelineChanges {
  pipeline_status?: PipelineStatus
  lost_reason?: string
  owner_id?: number | null
  contacted_at?: string
  spam?: boolean
}

export async function findLeadTableRow(
  db: Knex,
  type: LeadType,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return (await db(LEAD_TABLES[type]).where({ id }).first()) as Record<string, unknown> | undefined
}

export async function updateLeadRow(db: Knex, type: LeadType, id: number, changes: PipelineChanges): Promise<void> {
  if (Object.keys(changes).length) await db(LEAD_TABLES[type]).where({ id }).update(changes)
}

/** Sets contacted_at only if it is still empty: the clock stops at the first "contacted". */
export async function stopClock(db: Knex, type: LeadType, id: number, at: string): Promise<void> {
  await db(LEAD_TABLES[type]).where({ id }).whereNull('contacted_at').update({ contacted_at: at })
}

export async function insertActivity(db: Knex, row: Omit<ActivityRow, 'id'>): Promise<void> {
  await db('lead_activity').insert(row)
}

export async function listActivity(db: Knex, subjectType: string, subjectId: number): Promise<ActivityRow[]> {
  const rows = (await db('lead_activity')
    .where({ subject_type: subjectType, subject_id: subjectId })
    .orderBy('id')) as ActivityRow[]
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    subject_id: Number(r.subject_id),
    actor_id: r.actor_id === null ? null : Number(r.actor_id),
  }))
}

export async function userEmails(db: Knex, ids: number[]): Promise<Map<number, { email: string; locale: string }>> {
  if (!ids.length) return new Map()
  const rows = (await db('users').whereIn('id', ids).select('id', 'email', 'locale')) as {
    id: number
    email: string
    locale: string
  }[]
  return new Map(rows.map((r) => [Number(r.id), { email: r.email, locale: r.locale }]))
}

export async function userLocale(db: Knex, id: number): Promise<string | undefined> {
  const row = (await db('users').where({ id }).first('locale')) as { locale?: string } | undefined
  return row?.locale
}

/** Open, real, unreminded leads that arrived after `sinceIso` and were never contacted. */
export async function reminderCandidates(db: Knex, sinceIso: string): Promise<LeadListRow[]> {
  const rows = (await db
    .from(unionSource(db).as('u'))
    .where('u.status', 'new')
    .where('u.spam', false)
    .whereNull('u.contacted_at')
    .whereNull('u.reminder_sent_at')
    .whereNull('u.anonymized_at')
    .where('u.created_at', '>=', sinceIso)
    .select('u.*')
    .limit(500)) as Record<string, unknown>[]
  return rows.map(normalizeLead)
}

/** Marks the reminder as sent unless another replica did first; true when this call won. */
export async function claimReminder(db: Knex, type: LeadType, id: number, nowIso: string): Promise<boolean> {
  const n = await db(LEAD_TABLES[type])
    .where({ id })
    .whereNull('reminder_sent_at')
    .whereNull('contacted_at')
    .update({ reminder_sent_at: nowIso })
  return n === 1
}

/** Every lead since `sinceIso` (spam excluded), for the dashboard. */
export async function statsLeads(db: Knex, sinceIso: string): Promise<LeadListRow[]> {
  const rows = (await db
    .from(unionSource(db).as('u'))
    .where('u.spam', false)
    .where('u.created_at', '>=', sinceIso)
    .select('u.*')) as Record<string, unknown>[]
  return rows.map(normalizeLead)
}

export async function confirmationsSince(db: Knex, sinceIso: string): Promise<string[]> {
  const rows = (await db('newsletter_subscribers').where('confirmed_at', '>=', sinceIso).select('confirmed_at')) as {
    confirmed_at: string
  }[]
  return rows.map((r) => r.confirmed_at)
}

function byEmail(q: Knex.QueryBuilder, email: string): Knex.QueryBuilder {
  return q.whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
}

export async function rowsByEmail(db: Knex, email: string) {
  const [demo, leads, subscribers] = await Promise.all([
    byEmail(db('demo_inquiries'), email).orderBy('id') as Promise<Record<string, unknown>[]>,
    byEmail(db('leads'), email).orderBy('id') as Promise<Record<string, unknown>[]>,
    byEmail(db('newsletter_subscribers'), email).orderBy('id') as Promise<Record<string, unknown>[]>,
  ])
  return { demo, leads, subscribers }
}

export async function outboxFor(db: Knex, subjectType: string, ids: number[]): Promise<Record<string, unknown>[]> {
  if (!ids.length) return []
  return (await db('outbox').where({ subject_type: subjectType }).whereIn('subject_id', ids).orderBy('id')) as Record<
    string,
    unknown
  >[]
}

/** How many notes each lead's timeline holds, keyed 'subject_type:subject_id' (leads without notes absent). */
export async function noteCounts(db: Knex): Promise<Map<string, number>> {
  const rows = (await db('lead_activity')
    .where({ kind: 'note' })
    .groupBy('subject_type', 'subject_id')
    .select('subject_type', 'subject_id')
    .count({ notes: '*' })) as { subject_type: string; subject_id: number | string; notes: number | string }[]
  return new Map(rows.map((r) => [`${r.subject_type}:${Number(r.subject_id)}`, Number(r.notes)]))
}

export async function activityFor(db: Knex, subjectType: string, ids: number[]): Promise<ActivityRow[]> {
  if (!ids.length) return []
  return (await db('lead_activity')
    .where({ subject_type: subjectType })
    .whereIn('subject_id', ids)
    .orderBy('id')) as ActivityRow[]
}

const ERASED_ATTRIBUTION = { landing_page: '', referrer: '', utm_term: '', utm_content: '', ip: '', user_agent: '' }

/**
 * Anonymizes lead rows in place (counts, dates, status, source page and campaign stay for the
 * statistics), their outbox payloads (queued ones are not sent) and their notes.
 */
export async function anonymizeLeadRows(
  db: Knex,
  table: 'demo_inquiries' | 'leads',
  ids: number[],
  nowIso: string,
): Promise<number> {
  if (!ids.length) return 0
  const personal =
    table === 'demo_inquiries'
      ? { first_name: '', last_name: '', email: '', phone: '', company: '', message: '' }
      : { name: '', email: '', phone: '', restaurant: '', interest: '', quote: null }
  const subjectType = table === 'demo_inquiries' ? 'demo_inquiry' : 'lead'
  return db.transaction(async (trx) => {
    const n = await trx(table)
      .whereIn('id', ids)
      .update({ ...personal, ...ERASED_ATTRIBUTION, lost_reason: '', anonymized_at: nowIso })
    await eraseSubjects(trx, subjectType, ids)
    await trx('lead_activity')
      .where({ subject_type: subjectType, kind: 'note' })
      .whereIn('subject_id', ids)
      .update({ details: null })
    return n
  })
}

async function eraseSubjects(trx: Knex, subjectType: string, ids: number[]): Promise<void> {
  await trx('outbox')
    .where({ subject_type: subjectType, status: 'pending' })
    .whereIn('subject_id', ids)
    .update({ status: 'skipped', last_error: 'erased', lease_owner: null, lease_until: null })
  await trx('outbox').where({ subject_type: subjectType }).whereIn('subject_id', ids).update({ payload: '{}' })
}

/** Subscribers keep their row (and confirmation date) under a placeholder address, unsubscribed. */
export async function anonymizeSubscriberRows(db: Knex, ids: number[], nowIso: string): Promise<number> {
  let n = 0
  await db.transaction(async (trx) => {
    for (const id of ids) {
      n += await trx('newsletter_subscribers')
        .where({ id })
        .update({
          email: `erased-${id}@erased.invalid`,
          status: 'unsubscribed',
          consent_ip: '',
          confirmed_ip: null,
          consent_form_url: '',
          landing_page: '',
          referrer: '',
          utm_term: '',
          utm_content: '',
          unsubscribed_at: trx.raw('coalesce(unsubscribed_at, ?)', [nowIso]),
          updated_at: nowIso,
        })
    }
    await eraseSubjects(trx, 'newsletter_subscriber', ids)
  })
  return n
}

export async function idsOlderThan(db: Knex, table: 'demo_inquiries' | 'leads', cutoffIso: string): Promise<number[]> {
  const rows = (await db(table)
    .where('created_at', '<', cutoffIso)
    .whereNull('anonymized_at')
    .limit(5000)
    .select('id')) as { id: number }[]
  return rows.map((r) => Number(r.id))
}

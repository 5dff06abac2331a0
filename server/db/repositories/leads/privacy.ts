import type { Knex } from 'knex'
import { LEAD_SUBJECT } from './rows.js'

/**
 * Privacy (PIPEDA / Law 25) over the stored rows: what is held about an address, anonymizing leads
 * and subscribers in place (counts, dates, status, source page and campaign stay), and the leads
 * past the retention limit.
 */
function byEmail(q: Knex.QueryBuilder, email: string): Knex.QueryBuilder {
  return q.whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
}

export async function rowsByEmail(db: Knex, email: string) {
  const [leads, subscribers] = await Promise.all([
    byEmail(db('leads'), email).orderBy('id') as Promise<Record<string, unknown>[]>,
    byEmail(db('newsletter_subscribers'), email).orderBy('id') as Promise<Record<string, unknown>[]>,
  ])
  return { leads, subscribers }
}

export async function outboxFor(db: Knex, subjectType: string, ids: number[]): Promise<Record<string, unknown>[]> {
  if (!ids.length) return []
  return (await db('outbox').where({ subject_type: subjectType }).whereIn('subject_id', ids).orderBy('id')) as Record<
    string,
    unknown
  >[]
}

const ERASED_ATTRIBUTION = { landing_page: '', referrer: '', utm_term: '', utm_content: '', ip: '', user_agent: '' }
const ERASED_PERSON = { name: '', first_name: '', last_name: '', email: '', phone: '', company: '', message: '' }

/**
 * Anonymizes leads in place, their outbox payloads (queued ones are not sent) and their notes.
 */
export async function anonymizeLeads(db: Knex, ids: number[], nowIso: string): Promise<number> {
  if (!ids.length) return 0
  return db.transaction(async (trx) => {
    const n = await trx('leads')
      .whereIn('id', ids)
      .update({ ...ERASED_PERSON, quote: null, ...ERASED_ATTRIBUTION, lost_reason: '', anonymized_at: nowIso })
    await eraseSubjects(trx, LEAD_SUBJECT, ids)
    await trx('lead_activity')
      .where({ subject_type: LEAD_SUBJECT, kind: 'note' })
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

/** Leads older than the cutoff and not yet anonymized, at most 5000. */
export async function idsOlderThan(db: Knex, cutoffIso: string): Promise<number[]> {
  const rows = (await db('leads')
    .where('created_at', '<', cutoffIso)
    .whereNull('anonymized_at')
    .limit(5000)
    .select('id')) as { id: number }[]
  return rows.map((r) => Number(r.id))
}

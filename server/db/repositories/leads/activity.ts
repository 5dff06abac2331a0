import type { Knex } from 'knex'
import { LEAD_SUBJECT } from './rows.js'

/**
 * The leads desk's timeline (lead_activity: status changes, notes, owners, spam verdicts, retries,
 * reminders, who and when) and the few facts about users the desk shows (email, admin language).
 */
interface ActivityRow {
  id: number
  subject_type: string
  subject_id: number
  at: string
  actor_id: number | null
  actor_email: string | null
  kind: string
  details: string | null
}

export async function insertActivity(db: Knex, row: Omit<ActivityRow, 'id' | 'subject_type'>): Promise<void> {
  await db('lead_activity').insert({ ...row, subject_type: LEAD_SUBJECT })
}

/** The timeline of these leads, oldest first. */
export async function listActivity(db: Knex, leadIds: number[]): Promise<ActivityRow[]> {
  if (!leadIds.length) return []
  const rows = (await db('lead_activity')
    .where({ subject_type: LEAD_SUBJECT })
    .whereIn('subject_id', leadIds)
    .orderBy('id')) as ActivityRow[]
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    subject_id: Number(r.subject_id),
    actor_id: r.actor_id === null ? null : Number(r.actor_id),
  }))
}

/** How many notes each lead's timeline holds, by lead id (leads without notes absent). */
export async function noteCounts(db: Knex): Promise<Map<number, number>> {
  const rows = (await db('lead_activity')
    .where({ subject_type: LEAD_SUBJECT, kind: 'note' })
    .groupBy('subject_id')
    .select('subject_id')
    .count({ notes: '*' })) as { subject_id: number | string; notes: number | string }[]
  return new Map(rows.map((r) => [Number(r.subject_id), Number(r.notes)]))
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

/** Whether the user exists and may sign in (a lead's owner must). */
export async function isActiveUser(db: Knex, id: number): Promise<boolean> {
  return Boolean(await db('users').where({ id, disabled: false }).first('id'))
}

export async function confirmationsSince(db: Knex, sinceIso: string): Promise<string[]> {
  const rows = (await db('newsletter_subscribers').where('confirmed_at', '>=', sinceIso).select('confirmed_at')) as {
    confirmed_at: string
  }[]
  return rows.map((r) => r.confirmed_at)
}

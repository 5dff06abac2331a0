import type { Knex } from 'knex'
import type { VisitAttribution } from '../../../shared/attribution.js'

type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface ConsentRecord {
  consent_text: string
  consent_version: string
  consent_language: string
  consent_form_url: string
  consent_at: string
  consent_ip: string
}

/** With the sign-up's visit (where it came from: landing page, referrer, UTM). */
export interface SubscriberRow extends ConsentRecord, VisitAttribution {
  id: number
  email: string
  status: SubscriberStatus
  confirm_token: string
  unsubscribe_token: string
  confirmed_at: string | null
  confirmed_ip: string | null
  unsubscribed_at: string | null
  created_at: string
  updated_at: string
}

export type SubscriberInsert = Omit<SubscriberRow, 'id'>

const table = 'newsletter_subscribers'

function normalize(row: SubscriberRow | undefined): SubscriberRow | undefined {
  return row && { ...row, id: Number(row.id) }
}

export async function findSubscriberByEmail(db: Knex, email: string): Promise<SubscriberRow | undefined> {
  return normalize(await db(table).where({ email }).first<SubscriberRow | undefined>())
}

export async function findSubscriberByToken(
  db: Knex,
  column: 'confirm_token' | 'unsubscribe_token',
  token: string,
): Promise<SubscriberRow | undefined> {
  return normalize(await db(table).where(column, token).first<SubscriberRow | undefined>())
}

export async function insertSubscriber(db: Knex, input: SubscriberInsert): Promise<number> {
  const [row] = await db(table).insert(input).returning<{ id: number }[]>('id')
  return Number(row!.id)
}

export async function updateSubscriber(db: Knex, id: number, changes: Partial<SubscriberInsert>): Promise<void> {
  await db(table).where({ id }).update(changes)
}

import type { Knex } from 'knex'
import { toBool, type Attribution } from '../attribution.js'

/**
 * The `leads` table: demo requests, contact-section leads and quote-builder leads, one row each,
 * told apart by `kind` (migration 20261127040000_leads_one_table). Times are ISO strings.
 */
export type LeadKind = 'demo' | 'contact' | 'quote'

export const PIPELINE_STATUSES = ['new', 'contacted', 'qualified', 'demo_booked', 'won', 'lost'] as const
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]

/** What the outbox and the desk's timeline call a lead (and its reminder mail). */
export const LEAD_SUBJECT = 'lead'

export interface LeadInput extends Attribution {
  kind: LeadKind
  /** The full name (a demo request's first and last name, also kept apart below). */
  name: string
  first_name?: string
  last_name?: string
  email: string
  phone: string
  /** The restaurant or company. */
  company: string
  /** A demo request's message, a contact lead's interest, a quote's summary. */
  message: string
  /** A quote lead's quote as JSON. */
  quote?: string | null
  /** The visitor's language when they sent the form. */
  language: string
  spam: boolean
  created_at: string
}

export interface LeadRow extends Required<LeadInput> {
  id: number
  /** The id a demo request had in demo_inquiries before leads were one table (old admin links). */
  demo_inquiry_id: number | null
  pipeline_status: PipelineStatus
  lost_reason: string
  owner_id: number | null
  contacted_at: string | null
  reminder_sent_at: string | null
  anonymized_at: string | null
}

const table = 'leads'

function normalized(row: Record<string, unknown>): LeadRow {
  const r = row as unknown as LeadRow
  return {
    ...r,
    id: Number(r.id),
    spam: toBool(r.spam),
    owner_id: r.owner_id === null ? null : Number(r.owner_id),
    demo_inquiry_id: r.demo_inquiry_id === null ? null : Number(r.demo_inquiry_id),
  }
}

export async function insertLead(db: Knex, input: LeadInput): Promise<number> {
  const [row] = await db(table).insert(input).returning<{ id: number }[]>('id')
  return Number(row!.id)
}

/** Every lead (of one kind), oldest first. */
export async function listLeads(db: Knex, kind?: LeadKind): Promise<LeadRow[]> {
  const rows = (await db(table)
    .modify((q) => {
      if (kind) q.where({ kind })
    })
    .orderBy('id', 'asc')) as Record<string, unknown>[]
  return rows.map(normalized)
}

/**
 * The lead of that kind and id. A demo request is also found by the id it had before leads were
 * one table: the migration gave demo requests ids above every old id, so no two leads answer.
 */
export async function findLead(db: Knex, kind: LeadKind, id: number): Promise<LeadRow | undefined> {
  const row = ((await db(table).where({ kind, id }).first()) ??
    (kind === 'demo' ? await db(table).where({ kind, demo_inquiry_id: id }).first() : undefined)) as
    Record<string, unknown> | undefined
  return row && normalized(row)
}

export interface PipelineChanges {
  pipeline_status?: PipelineStatus
  lost_reason?: string
  owner_id?: number | null
  contacted_at?: string
  spam?: boolean
}

export async function updateLead(db: Knex, id: number, changes: PipelineChanges): Promise<void> {
  if (Object.keys(changes).length) await db(table).where({ id }).update(changes)
}

/** Sets contacted_at only if it is still empty: the clock stops at the first "contacted". */
export async function stopClock(db: Knex, id: number, at: string): Promise<void> {
  await db(table).where({ id }).whereNull('contacted_at').update({ contacted_at: at })
}

/** Marks the reminder as sent unless another replica did first; true when this call won. */
export async function claimReminder(db: Knex, id: number, nowIso: string): Promise<boolean> {
  const n = await db(table)
    .where({ id })
    .whereNull('reminder_sent_at')
    .whereNull('contacted_at')
    .update({ reminder_sent_at: nowIso })
  return n === 1
}

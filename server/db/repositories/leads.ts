import type { Knex } from 'knex'
import { toBool, type Attribution } from './attribution'

export interface LeadInput extends Attribution {
  name: string
  email: string
  phone: string
  restaurant: string
  interest: string
  /** The visitor's language when they sent the form: 'en' | 'fr'. */
  language: string
  spam: boolean
  created_at: string
  /** 'contact' (contact section) or 'quote' (quote builder); the column defaults to 'contact'. */
  kind?: 'contact' | 'quote'
  /** A quote lead's quote as JSON. */
  quote?: string | null
}

export interface LeadRow extends LeadInput {
  id: number
}

const table = 'leads'

export async function insertLead(db: Knex, input: LeadInput): Promise<number> {
  const [row] = await db(table).insert(input).returning<{ id: number }[]>('id')
  return Number(row!.id)
}

export async function listLeads(db: Knex): Promise<LeadRow[]> {
  const rows = await db(table).orderBy('id', 'asc').select<LeadRow[]>('*')
  return rows.map((row) => ({ ...row, id: Number(row.id), spam: toBool(row.spam) }))
}

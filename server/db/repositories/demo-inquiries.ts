import type { Knex } from 'knex'
import { toBool, type Attribution } from './attribution'

export interface DemoInquiryInput extends Attribution {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  message: string
  /** The visitor's language when they sent the form: 'en' | 'fr'. */
  language: string
  spam: boolean
  created_at: string
}

export interface DemoInquiryRow extends DemoInquiryInput {
  id: number
}

const table = 'demo_inquiries'

export async function insertDemoInquiry(db: Knex, input: DemoInquiryInput): Promise<number> {
  const [row] = await db(table).insert(input).returning<{ id: number }[]>('id')
  return Number(row!.id)
}

export async function findDemoInquiry(db: Knex, id: number): Promise<DemoInquiryRow | undefined> {
  const row = await db(table).where({ id }).first<DemoInquiryRow | undefined>()
  return row && { ...row, id: Number(row.id), spam: toBool(row.spam) }
}

export async function listDemoInquiries(db: Knex): Promise<DemoInquiryRow[]> {
  const rows = await db(table).orderBy('id', 'asc').select<DemoInquiryRow[]>('*')
  return rows.map((row) => ({ ...row, id: Number(row.id), spam: toBool(row.spam) }))
}

import type { Db } from '../../db/knex.js'
import { findLead, type LeadKind, type PipelineStatus } from '../../db/repositories/leads/rows.js'
import {
  listDeliveries,
  listLeadInbox,
  requeueFailed,
  type DeliveryRow,
  type LeadListQuery,
  type LeadListRow,
} from '../../db/repositories/leads/inbox.js'
import { VISIT_FIELDS } from '../../../shared/attribution.js'
import { noteCounts, userEmails } from '../../db/repositories/leads/activity.js'
import { csvFile } from '../../lib/csv.js'
import { NotFoundError, ValidationError } from '../../lib/errors.js'
import { businessMinutesBetween } from './business-hours.js'
import { leadDeskSettingsService, type LeadDeskSettings } from './desk-settings.js'
import { adminQuoteView, type AdminQuoteView } from '../quote/stored.js'
import { subscribersAdmin } from '../subscribers/admin.js'
import type { Locale } from '../../../content/index.js'

export type { LeadListQuery }

/** sent | pending (not tried yet) | retrying (failed, will retry) | dead (gave up) | skipped | none */
export type DeliveryStatus = 'sent' | 'pending' | 'retrying' | 'dead' | 'skipped' | 'none'

export interface AdminLead {
  /** The kind and the id: 'demo-12', 'contact-7', 'quote-8' (the admin's URLs). */
  id: string
  type: LeadKind
  name: string
  email: string
  phone: string
  company: string
  message: string
  sourcePage: string
  sourceSection: string
  /** The visitor's language: 'en' | 'fr'. */
  language: string
  spam: boolean
  createdAt: string
  emailStatus: DeliveryStatus
  crmStatus: DeliveryStatus
  lastError: string | null
  /** Pipeline: new, contacted, qualified, demo_booked, won, lost. */
  status: PipelineStatus
  lostReason: string
  ownerId: number | null
  contactedAt: string | null
  anonymizedAt: string | null
  /** Response clock, in business minutes: time waited so far (new leads) and time to first contact. */
  waitingMinutes: number | null
  responseMinutes: number | null
  targetMinutes: number
  /** A quote lead's quote in the admin's language (its summary is then `message`); null otherwise. */
  quote: AdminQuoteView | null
}

const CSV_LIMIT = 50_000

/**
 * The columns of leads.csv: the original ones first, in their order (spreadsheets built on the
 * export keep working), then the pipeline (first-response time in business minutes, as the desk
 * counts it) and the visit's attribution.
 */
const LEADS_CSV_HEADER = [
  'id',
  'type',
  'created_at',
  'name',
  'email',
  'phone',
  'restaurant',
  'message',
  'source_page',
  'source_section',
  'spam',
  'email_status',
  'crm_status',
  'language',
  'status',
  'lost_reason',
  'owner',
  'notes',
  'contacted_at',
  'first_response_minutes',
  ...VISIT_FIELDS,
] as const

interface InboxEntry {
  row: LeadListRow
  lead: AdminLead
}

function deliveryStatus(row: DeliveryRow | undefined): DeliveryStatus {
  if (!row) return 'none'
  if (row.status === 'pending') return row.last_error && row.attempts > 0 ? 'retrying' : 'pending'
  if (row.status === 'sent' || row.status === 'dead' || row.status === 'skipped') return row.status
  return 'pending'
}

/**
 * 'demo-12', 'contact-7' or 'quote-8': the admin's lead ids carry their kind (they did when leads
 * were two tables, and links to them keep working: see findLead for a demo request's old id).
 */
export function parseLeadId(value: string): { type: LeadKind; id: number } {
  const match = /^(demo|contact|quote)-(\d{1,12})$/.exec(value)
  if (!match) throw new NotFoundError('lead.not_found')
  return { type: match[1] as LeadKind, id: Number(match[2]) }
}

/** The response clock of one lead, in whole business minutes. */
function responseClock(
  r: Pick<LeadListRow, 'created_at' | 'contacted_at' | 'status' | 'spam' | 'anonymized_at'>,
  settings: LeadDeskSettings,
  now: Date,
): { waitingMinutes: number | null; responseMinutes: number | null } {
  const start = Date.parse(r.created_at)
  if (r.contacted_at)
    return {
      waitingMinutes: null,
      responseMinutes: Math.round(businessMinutesBetween(start, Date.parse(r.contacted_at), settings)),
    }
  const open = r.status === 'new' && !r.spam && !r.anonymized_at
  return {
    waitingMinutes: open ? Math.floor(businessMinutesBetween(start, now.getTime(), settings)) : null,
    responseMinutes: null,
  }
}

export function leadsAdminService(db: Db, now: () => Date = () => new Date()) {
  /**
   * One page of the inbox. With the admin's `locale`, a quote lead's message is its summary in that
   * language and `quote` holds every figure; without it (CSV) the stored summary is kept as it is.
   */
  async function inbox(query: LeadListQuery, locale?: Locale): Promise<{ entries: InboxEntry[]; total: number }> {
    const { rows, total } = await listLeadInbox(db, query)
    const settings = await leadDeskSettingsService(db).get()
    const at = now()
    const deliveries = await listDeliveries(
      db,
      rows.map((r) => r.id),
    )
    const find = (id: number, kind: 'mail' | 'crm') =>
      deliveries.filter((d) => d.subject_id === id && d.kind === kind).at(-1)
    return {
      total,
      entries: rows.map((r) => {
        const mail = find(r.id, 'mail')
        const crm = find(r.id, 'crm')
        const quote = locale ? adminQuoteView(r.quote, locale) : null
        const lead: AdminLead = {
          id: `${r.kind}-${r.id}`,
          type: r.kind,
          name: r.name,
          email: r.email,
          phone: r.phone,
          company: r.company,
          message: quote?.summary ?? r.message,
          sourcePage: r.source_page,
          sourceSection: r.source_section,
          language: r.language,
          spam: r.spam,
          createdAt: r.created_at,
          emailStatus: deliveryStatus(mail),
          crmStatus: deliveryStatus(crm),
          lastError: crm?.last_error ?? mail?.last_error ?? null,
          status: r.status,
          lostReason: r.lost_reason,
          ownerId: r.owner_id,
          contactedAt: r.contacted_at,
          anonymizedAt: r.anonymized_at,
          ...responseClock(r, settings, at),
          quote,
          targetMinutes: settings.targetMinutes,
        }
        return { row: r, lead }
      }),
    }
  }

  async function listLeads(query: LeadListQuery, locale?: Locale): Promise<{ rows: AdminLead[]; total: number }> {
    const { entries, total } = await inbox(query, locale)
    return { total, rows: entries.map((e) => e.lead) }
  }

  return {
    listLeads,

    async getLead(idText: string, locale?: Locale): Promise<AdminLead> {
      const { type, id } = parseLeadId(idText)
      const { rows } = await listLeads(
        {
          sort: { field: 'created_at', order: 'desc' },
          offset: 0,
          limit: 1,
          filter: { ids: [{ type, id }] },
        },
        locale,
      )
      if (!rows[0]) throw new NotFoundError('lead.not_found')
      return rows[0]
    },

    /** Re-queues the lead's failed or dead email and CRM deliveries. */
    async retryLead(idText: string, locale?: Locale): Promise<AdminLead> {
      const { type, id } = parseLeadId(idText)
      const lead = await findLead(db, type, id)
      if (!lead) throw new NotFoundError('lead.not_found')
      const requeued = await requeueFailed(db, lead.id, now().toISOString())
      if (!requeued)
        throw new ValidationError('lead.nothing_to_retry', { errors: { delivery: 'lead.no_failed_delivery' } })
      return this.getLead(idText, locale)
    },

    async leadsCsv(filter: LeadListQuery['filter']): Promise<string> {
      const { entries } = await inbox({
        sort: { field: 'created_at', order: 'desc' },
        offset: 0,
        limit: CSV_LIMIT,
        filter,
      })
      const owners = await userEmails(db, [...new Set(entries.flatMap((e) => e.lead.ownerId ?? []))])
      const notes = await noteCounts(db)
      const data = entries.map(({ row: r, lead }) => [
        lead.id,
        lead.type,
        lead.createdAt,
        lead.name,
        lead.email,
        lead.phone,
        lead.company,
        lead.message,
        lead.sourcePage,
        lead.sourceSection,
        lead.spam ? 'yes' : 'no',
        lead.emailStatus,
        lead.crmStatus,
        lead.language,
        lead.status,
        lead.lostReason,
        lead.ownerId === null ? '' : (owners.get(lead.ownerId)?.email ?? `user ${lead.ownerId}`),
        notes.get(r.id) ?? 0,
        lead.contactedAt ?? '',
        lead.responseMinutes ?? '',
        ...VISIT_FIELDS.map((field) => r[field]),
      ])
      return csvFile(LEADS_CSV_HEADER, data)
    },

    /** The newsletter subscribers' list, until the subscribers' router takes its own service. */
    ...subscribersAdmin(db),
  }
}

export type LeadsAdminService = ReturnType<typeof leadsAdminService>

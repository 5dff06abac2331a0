import type { Knex } from 'knex'
import type { Locale } from '../../../content/index.js'
import { listActivity } from '../../db/repositories/leads/activity.js'
import { findLead, LEAD_SUBJECT } from '../../db/repositories/leads/rows.js'
import { listOutboxFor } from '../../db/repositories/outbox.js'
import { NotFoundError } from '../../lib/errors.js'
import { parseLeadId, type AdminLead, type LeadsAdminService } from './admin.js'

type DeliveryChannel = 'sales' | 'visitor' | 'crm'

/** A mail addressed to the lead's own address is the visitor's copy; other mail goes to sales. */
function channelOf(kind: string, payload: string, leadEmail: string): DeliveryChannel {
  if (kind === 'crm') return 'crm'
  try {
    const to = (JSON.parse(payload) as { to?: unknown }).to
    return typeof to === 'string' && leadEmail !== '' && to.toLowerCase() === leadEmail.toLowerCase()
      ? 'visitor'
      : 'sales'
  } catch {
    return 'sales'
  }
}

interface LeadDelivery {
  id: number
  kind: string
  /** Who it goes to: 'sales' (the sales inbox), 'visitor' (their own copy, e.g. a quote) or 'crm'. */
  channel: DeliveryChannel
  status: string
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
  nextAttemptAt: string | null
}

export interface TimelineEntry {
  at: string
  kind: string
  actor: string | null
  details: Record<string, unknown>
}

export interface LeadDetail extends AdminLead {
  firstName: string
  lastName: string
  landingPage: string
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  utmTerm: string
  utmContent: string
  deliveries: LeadDelivery[]
  timeline: TimelineEntry[]
  /** Always empty in answers: a note typed in the form is added to the timeline. */
  note: string
}

function parseDetails(value: string | null): Record<string, unknown> {
  if (!value) return {}
  try {
    return JSON.parse(value) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** The lead in full, with its deliveries and timeline; a quote lead's quote in the admin's `locale`. */
export async function leadDetail(
  db: Knex,
  leads: LeadsAdminService,
  idText: string,
  locale: Locale = 'en',
): Promise<LeadDetail> {
  const lead = await leads.getLead(idText, locale)
  const { type, id } = parseLeadId(idText)
  const row = await findLead(db, type, id)
  if (!row) throw new NotFoundError('lead.not_found')
  const outbox = await listOutboxFor(db, LEAD_SUBJECT, row.id)
  const activity = await listActivity(db, [row.id])
  const channel = (o: (typeof outbox)[number]) => channelOf(o.kind, o.payload, lead.email)
  const deliveries: LeadDelivery[] = outbox.map((o) => ({
    id: o.id,
    kind: o.kind,
    channel: channel(o),
    status:
      o.status === 'pending' && o.last_error && o.attempts > 0 && o.last_error !== 'erased' ? 'retrying' : o.status,
    attempts: o.attempts,
    lastError: o.last_error,
    createdAt: o.created_at,
    sentAt: o.sent_at,
    nextAttemptAt: o.status === 'pending' ? o.next_attempt_at : null,
  }))
  const timeline: TimelineEntry[] = [
    { at: lead.createdAt, kind: 'received', actor: null, details: { type } },
    ...outbox.map((o) => ({ at: o.created_at, kind: 'queued', actor: null, details: { channel: channel(o) } })),
    ...outbox
      .filter((o) => o.sent_at)
      .map((o) => ({ at: o.sent_at!, kind: 'delivered', actor: null, details: { channel: channel(o) } })),
    ...activity.map((a) => ({ at: a.at, kind: a.kind, actor: a.actor_email, details: parseDetails(a.details) })),
  ].sort((a, b) => a.at.localeCompare(b.at))
  return {
    ...lead,
    // Under the id it was asked for: a link from before leads were one table (demo-<old id>) opens
    // in the admin, whose edit view wants the record's id to be the one in its URL.
    id: idText,
    firstName: row.first_name,
    lastName: row.last_name,
    landingPage: row.landing_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    deliveries,
    timeline,
    note: '',
  }
}

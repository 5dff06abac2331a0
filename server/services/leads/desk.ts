import type { Knex } from 'knex'
import type { Locale } from '../../../content/index.js'
import { emails } from '../../../content/en/emails.js'
import { site } from '../../../content/site.js'
import type { DemoInquiryInput } from '../../db/repositories/demo-inquiries.js'
import {
  claimReminder,
  findLeadTableRow,
  insertActivity,
  listActivity,
  reminderCandidates,
  stopClock,
  updateLeadRow,
  userEmails,
  userLocale,
  type PipelineChanges,
} from '../../db/repositories/lead-desk.js'
import type { LeadInput } from '../../db/repositories/leads.js'
import { PIPELINE_STATUSES, SUBJECT_TYPES, type PipelineStatus } from '../../db/repositories/leads-admin.js'
import { listOutboxFor } from '../../db/repositories/outbox.js'
import type { Env } from '../../env.js'
import { ConflictError, ValidationError } from '../../lib/errors.js'
import type { Clock } from '../system/clock.js'
import { businessMinutesBetween } from './business-hours.js'
import { leadDeskSettingsService } from './desk-settings.js'
import { parseLeadId, type AdminLead, type LeadsAdminService } from './admin.js'
import { queueDemoInquiryDeliveries, queueLeadDeliveries, salesMail } from './leads.js'
import { enqueue } from '../mail/outbox.js'
import { reminderMail } from './reminder-mail.js'

export interface Actor {
  id: number
  email: string
}

export type DeliveryChannel = 'sales' | 'visitor' | 'crm'

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

export interface LeadDelivery {
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

const OPEN_CLOCK: PipelineStatus[] = ['contacted', 'qualified', 'demo_booked', 'won']

function text(row: Record<string, unknown>, key: string): string {
  const v = row[key]
  return v === null || v === undefined ? '' : String(v)
}

function parseDetails(value: string | null): Record<string, unknown> {
  if (!value) return {}
  try {
    return JSON.parse(value) as Record<string, unknown>
  } catch {
    return {}
  }
}

export function leadDeskService(db: Knex, env: Env, leads: LeadsAdminService, clock: Clock) {
  const settings = leadDeskSettingsService(db)

  async function record(type: string, id: number, actor: Actor | null, kind: string, details: object) {
    await insertActivity(db, {
      subject_type: type,
      subject_id: id,
      at: clock().toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      kind,
      details: JSON.stringify(details),
    })
  }

  /** The lead in full; a quote lead's quote in the admin's `locale`. */
  async function detail(idText: string, locale: Locale = 'en'): Promise<LeadDetail> {
    const lead = await leads.getLead(idText, locale)
    const { type, id } = parseLeadId(idText)
    const row = (await findLeadTableRow(db, type, id))!
    const subjectType = SUBJECT_TYPES[type]
    const outbox = await listOutboxFor(db, subjectType, id)
    const activity = await listActivity(db, subjectType, id)
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
      firstName: text(row, 'first_name'),
      lastName: text(row, 'last_name'),
      landingPage: text(row, 'landing_page'),
      referrer: text(row, 'referrer'),
      utmSource: text(row, 'utm_source'),
      utmMedium: text(row, 'utm_medium'),
      utmCampaign: text(row, 'utm_campaign'),
      utmTerm: text(row, 'utm_term'),
      utmContent: text(row, 'utm_content'),
      deliveries,
      timeline,
      note: '',
    }
  }

  async function assertOwner(ownerId: unknown): Promise<number | null> {
    if (ownerId === null || ownerId === '' || ownerId === undefined) return null
    const id = Number(ownerId)
    const found = Number.isInteger(id) && id > 0 ? (await userEmails(db, [id])).get(id) : undefined
    const active = found && (await db('users').where({ id, disabled: false }).first('id'))
    if (!active)
      throw new ValidationError('Please correct the highlighted fields.', { ownerId: 'Choose an active user' })
    return id
  }

  return {
    detail,
    /** The admin language of a user ('en' | 'fr'), for server messages. */
    localeOf: (userId: number) => userLocale(db, userId),

    /** Status (with a reason when lost), owner and a note; every change goes to the timeline. */
    async update(
      idText: string,
      input: Record<string, unknown>,
      actor: Actor | null,
      locale: Locale = 'en',
    ): Promise<LeadDetail> {
      const before = await leads.getLead(idText)
      const { type, id } = parseLeadId(idText)
      const subjectType = SUBJECT_TYPES[type]
      if (before.anonymizedAt) throw new ConflictError('An erased lead cannot be changed.')
      const errors: Record<string, string> = {}
      const changes: PipelineChanges = {}
      const status = input.status === undefined ? before.status : input.status
      if (!(PIPELINE_STATUSES as readonly unknown[]).includes(status))
        errors.status = 'Choose New, Contacted, Qualified, Demo booked, Won or Lost'
      const reason = typeof input.lostReason === 'string' ? input.lostReason.trim() : before.lostReason
      if (status === 'lost' && !reason) errors.lostReason = 'Say why the lead was lost'
      if (reason.length > 300) errors.lostReason = 'At most 300 characters'
      const note = typeof input.note === 'string' ? input.note.trim() : ''
      if (note.length > 4000) errors.note = 'At most 4000 characters'
      let ownerId = before.ownerId
      if (input.ownerId !== undefined) {
        try {
          ownerId = await assertOwner(input.ownerId)
        } catch (error) {
          if (error instanceof ValidationError) Object.assign(errors, error.errors)
          else throw error
        }
      }
      if (Object.keys(errors).length) throw new ValidationError('Please correct the highlighted fields.', errors)
      const nextStatus = status as PipelineStatus
      if (nextStatus !== before.status) changes.pipeline_status = nextStatus
      const nextReason = nextStatus === 'lost' ? reason : ''
      if (nextReason !== before.lostReason) changes.lost_reason = nextReason
      if (ownerId !== before.ownerId) changes.owner_id = ownerId
      await updateLeadRow(db, type, id, changes)
      const now = clock().toISOString()
      if (changes.pipeline_status && OPEN_CLOCK.includes(nextStatus)) await stopClock(db, type, id, now)
      if (changes.pipeline_status)
        await record(subjectType, id, actor, 'status', {
          from: before.status,
          to: nextStatus,
          ...(nextStatus === 'lost' ? { reason: nextReason } : {}),
        })
      if (changes.owner_id !== undefined) {
        const owner = ownerId === null ? undefined : (await userEmails(db, [ownerId])).get(ownerId)
        await record(subjectType, id, actor, 'owner', { to: owner?.email ?? null })
      }
      if (note) await record(subjectType, id, actor, 'note', { text: note })
      return detail(idText, locale)
    },

    /** A spam verdict. "Not spam" delivers the lead as if it had just arrived (email, CRM forward). */
    async setSpam(idText: string, spam: unknown, actor: Actor | null, locale: Locale = 'en'): Promise<LeadDetail> {
      if (typeof spam !== 'boolean')
        throw new ValidationError('Please correct the highlighted fields.', { spam: 'Must be true or false' })
      const lead = await leads.getLead(idText)
      const { type, id } = parseLeadId(idText)
      if (lead.anonymizedAt) throw new ConflictError('An erased lead cannot be changed.')
      if (lead.spam === spam)
        throw new ConflictError(spam ? 'This lead is already marked as spam.' : 'This lead is not marked as spam.')
      const now = clock()
      await db.transaction(async (trx) => {
        await updateLeadRow(trx, type, id, { spam })
        if (spam) return
        // Delivered once only: a lead marked spam again and then not spam is not sent twice.
        const already = await trx('outbox').where({ subject_type: SUBJECT_TYPES[type], subject_id: id }).first('id')
        if (already) return
        const row = (await findLeadTableRow(trx, type, id))!
        const input = { ...row, spam: false } as unknown
        if (type === 'demo') await queueDemoInquiryDeliveries(trx, env, input as DemoInquiryInput, id, now)
        else if (type === 'contact') await queueLeadDeliveries(trx, env, input as LeadInput, id, now)
        else await queueQuoteSalesMail(trx, env, row, id, now)
      })
      await record(SUBJECT_TYPES[type], id, actor, 'spam', { spam })
      return detail(idText, locale)
    },

    async retried(idText: string, actor: Actor | null): Promise<void> {
      const { type, id } = parseLeadId(idText)
      await record(SUBJECT_TYPES[type], id, actor, 'retry', {})
    },

    /**
     * Queues one reminder per lead past its response target. The claim (reminder_sent_at set only
     * while empty) and the email commit together, so replicas running this at once send it once.
     */
    async runReminders(): Promise<number> {
      const s = await settings.get()
      const now = clock()
      const since = new Date(now.getTime() - 60 * 24 * 60 * 60_000).toISOString()
      const candidates = await reminderCandidates(db, since)
      const owners = await userEmails(db, [
        ...new Set(candidates.map((c) => c.owner_id).filter((v): v is number => v !== null)),
      ])
      let sent = 0
      for (const lead of candidates) {
        const waited = businessMinutesBetween(Date.parse(lead.created_at), now.getTime(), s)
        if (waited < s.targetMinutes) continue
        const owner = lead.owner_id === null ? undefined : owners.get(lead.owner_id)
        const to = owner?.email ?? env.SALES_INBOX ?? site.salesEmail
        const locale = owner?.locale === 'fr' ? 'fr' : 'en'
        const idText = `${lead.type}-${lead.row_id}`
        const won = await db.transaction(async (trx) => {
          if (!(await claimReminder(trx, lead.type, lead.row_id, now.toISOString()))) return false
          const mail = reminderMail(env, locale, to, {
            name: lead.name,
            company: lead.company,
            minutes: Math.floor(waited),
            target: s.targetMinutes,
            url: `${env.BASE_URL}/admin/leads/${idText}`,
          })
          await enqueue(trx, 'mail', { type: `${lead.subject_type}_reminder`, id: lead.row_id }, mail, now)
          return true
        })
        if (won) {
          await record(lead.subject_type, lead.row_id, null, 'reminder', { to })
          sent += 1
        }
      }
      return sent
    },
  }
}

function queueQuoteSalesMail(trx: Knex, env: Env, row: Record<string, unknown>, id: number, now: Date) {
  const mail = salesMail(
    env,
    emails.lead.subject(text(row, 'name') || text(row, 'email'), text(row, 'restaurant')),
    emails.lead.intro,
    { id: `lead-${id}`, name: text(row, 'name'), email: text(row, 'email'), interest: text(row, 'interest') },
    text(row, 'email'),
  )
  return enqueue(trx, 'mail', { type: 'lead', id }, mail, now)
}

export type LeadDeskService = ReturnType<typeof leadDeskService>

import type { Knex } from 'knex'
import type { Locale } from '../../../content/index.js'
import { site } from '../../../content/site.js'
import { insertActivity, isActiveUser, userEmails } from '../../db/repositories/leads/activity.js'
import { reminderCandidates } from '../../db/repositories/leads/inbox.js'
import {
  claimReminder,
  findLead,
  LEAD_SUBJECT,
  stopClock,
  updateLead,
  type PipelineChanges,
  type PipelineStatus,
} from '../../db/repositories/leads/rows.js'
import { listOutboxFor } from '../../db/repositories/outbox.js'
import type { Env } from '../../env.js'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { Clock } from '../system/clock.js'
import { businessMinutesBetween } from './business-hours.js'
import { leadDeskSettingsService } from './desk-settings.js'
import { parseLeadId, type LeadsAdminService } from './admin.js'
import { parseLeadUpdate } from './schemas.js'
import { leadDetail, type LeadDetail, type TimelineEntry } from './desk-detail.js'
import { queueDeliveries } from './leads.js'
import { enqueue } from '../mail/outbox.js'
import { reminderMail } from './reminder-mail.js'

export type { LeadDetail, TimelineEntry }

export interface Actor {
  id: number
  email: string
}

const OPEN_CLOCK: PipelineStatus[] = ['contacted', 'qualified', 'demo_booked', 'won']

export function leadDeskService(db: Knex, env: Env, leads: LeadsAdminService, clock: Clock) {
  const settings = leadDeskSettingsService(db)

  async function record(id: number, actor: Actor | null, kind: string, details: object) {
    await insertActivity(db, {
      subject_id: id,
      at: clock().toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      kind,
      details: JSON.stringify(details),
    })
  }

  const detail = (idText: string, locale: Locale = 'en') => leadDetail(db, leads, idText, locale)

  /** The stored lead behind an admin id (a demo request's old id finds it too). */
  async function stored(idText: string) {
    const { type, id } = parseLeadId(idText)
    const row = await findLead(db, type, id)
    if (!row) throw new NotFoundError('lead.not_found')
    return row
  }

  async function assertOwner(ownerId: unknown): Promise<number | null> {
    if (ownerId === null || ownerId === '' || ownerId === undefined) return null
    const id = Number(ownerId)
    if (!(Number.isInteger(id) && id > 0 && (await isActiveUser(db, id))))
      throw new ValidationError('validation.invalid', { errors: { ownerId: 'lead.owner_inactive' } })
    return id
  }

  return {
    detail,

    /** Status (with a reason when lost), owner and a note; every change goes to the timeline. */
    async update(
      idText: string,
      input: Record<string, unknown>,
      actor: Actor | null,
      locale: Locale = 'en',
    ): Promise<LeadDetail> {
      const before = await leads.getLead(idText)
      const { id } = await stored(idText)
      if (before.anonymizedAt) throw new ConflictError('lead.erased')
      const { update, errors } = parseLeadUpdate(input)
      const changes: PipelineChanges = {}
      const status = update?.status ?? before.status
      const reason = update?.lostReason ?? before.lostReason
      if (update && status === 'lost' && !reason) errors.lostReason = 'lead.lost_reason_required'
      const note = update?.note ?? ''
      let ownerId = before.ownerId
      if (input.ownerId !== undefined) {
        try {
          ownerId = await assertOwner(input.ownerId)
        } catch (error) {
          if (error instanceof ValidationError) Object.assign(errors, error.fieldCodes)
          else throw error
        }
      }
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      const nextStatus = status as PipelineStatus
      if (nextStatus !== before.status) changes.pipeline_status = nextStatus
      const nextReason = nextStatus === 'lost' ? reason : ''
      if (nextReason !== before.lostReason) changes.lost_reason = nextReason
      if (ownerId !== before.ownerId) changes.owner_id = ownerId
      await updateLead(db, id, changes)
      const now = clock().toISOString()
      if (changes.pipeline_status && OPEN_CLOCK.includes(nextStatus)) await stopClock(db, id, now)
      if (changes.pipeline_status)
        await record(id, actor, 'status', {
          from: before.status,
          to: nextStatus,
          ...(nextStatus === 'lost' ? { reason: nextReason } : {}),
        })
      if (changes.owner_id !== undefined) {
        const owner = ownerId === null ? undefined : (await userEmails(db, [ownerId])).get(ownerId)
        await record(id, actor, 'owner', { to: owner?.email ?? null })
      }
      if (note) await record(id, actor, 'note', { text: note })
      return detail(idText, locale)
    },

    /** A spam verdict. "Not spam" delivers the lead as if it had just arrived (email, CRM forward). */
    async setSpam(idText: string, spam: unknown, actor: Actor | null, locale: Locale = 'en'): Promise<LeadDetail> {
      if (typeof spam !== 'boolean')
        throw new ValidationError('validation.invalid', { errors: { spam: 'field.not_boolean' } })
      const lead = await leads.getLead(idText)
      const { id } = await stored(idText)
      if (lead.anonymizedAt) throw new ConflictError('lead.erased')
      if (lead.spam === spam) throw new ConflictError(spam ? 'lead.already_spam' : 'lead.not_spam')
      const now = clock()
      await db.transaction(async (trx) => {
        await updateLead(trx, id, { spam })
        if (spam) return
        // Delivered once only: a lead marked spam again and then not spam is not sent twice.
        if ((await listOutboxFor(trx, LEAD_SUBJECT, id)).length) return
        const row = await findLead(trx, lead.type, id)
        await queueDeliveries(trx, env, { ...row!, spam: false }, now)
      })
      await record(id, actor, 'spam', { spam })
      return detail(idText, locale)
    },

    async retried(idText: string, actor: Actor | null): Promise<void> {
      await record((await stored(idText)).id, actor, 'retry', {})
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
        const idText = `${lead.kind}-${lead.id}`
        const won = await db.transaction(async (trx) => {
          if (!(await claimReminder(trx, lead.id, now.toISOString()))) return false
          const mail = reminderMail(env, locale, to, {
            name: lead.name,
            company: lead.company,
            minutes: Math.floor(waited),
            target: s.targetMinutes,
            url: `${env.BASE_URL}/admin/leads/${idText}`,
          })
          await enqueue(trx, 'mail', { type: `${LEAD_SUBJECT}_reminder`, id: lead.id }, mail, now)
          return true
        })
        if (won) {
          await record(lead.id, null, 'reminder', { to })
          sent += 1
        }
      }
      return sent
    },
  }
}

export type LeadDeskService = ReturnType<typeof leadDeskService>

import type { Knex } from 'knex'
import { listActivity } from '../../db/repositories/leads/activity.js'
import {
  anonymizeLeads,
  anonymizeSubscriberRows,
  idsOlderThan,
  outboxFor,
  rowsByEmail,
} from '../../db/repositories/leads/privacy.js'
import { LEAD_SUBJECT } from '../../db/repositories/leads/rows.js'
import { ValidationError } from '../../lib/errors.js'
import type { Clock } from '../system/clock.js'
import { leadDeskSettingsService } from '../leads/desk-settings.js'

/**
 * PIPEDA / Quebec Law 25: what is held about a person, erasing it on request (rows are anonymized,
 * not deleted, so counts and statistics stay true), and the retention limit on leads.
 */
function checkEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    throw new ValidationError('validation.invalid', { errors: { email: 'desk.email_required' } })
  return email
}

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id))

/** The export keeps its two lists: demo requests, and contact and quote leads. */
const isDemo = (row: Record<string, unknown>) => row.kind === 'demo'

function payloadOf(row: Record<string, unknown>): unknown {
  try {
    return JSON.parse(String(row.payload))
  } catch {
    return null
  }
}

export interface ErasureResult {
  demoInquiries: number
  leads: number
  subscribers: number
}

export function privacyService(db: Knex, clock: Clock) {
  return {
    /** Everything held about an address: its leads, newsletter rows, messages sent about them and notes. */
    async exportData(emailInput: unknown) {
      const email = checkEmail(emailInput)
      const { leads, subscribers } = await rowsByEmail(db, email)
      const secretFree = subscribers.map(({ confirm_token: _c, unsubscribe_token: _u, ...rest }) => rest)
      const messages = [
        ...(await outboxFor(db, LEAD_SUBJECT, ids(leads))),
        ...(await outboxFor(db, 'newsletter_subscriber', ids(subscribers))),
      ].map((o) => ({
        kind: o.kind,
        about: `${String(o.subject_type)}-${String(o.subject_id)}`,
        status: o.status,
        createdAt: o.created_at,
        sentAt: o.sent_at,
        payload: payloadOf(o),
      }))
      const notes = await listActivity(db, ids(leads))
      return {
        email,
        exportedAt: clock().toISOString(),
        demoInquiries: leads.filter(isDemo),
        leads: leads.filter((row) => !isDemo(row)),
        newsletterSubscribers: secretFree,
        messages,
        activity: notes.map((a) => ({
          about: `${a.subject_type}-${a.subject_id}`,
          at: a.at,
          kind: a.kind,
          by: a.actor_email,
          details: a.details ? (JSON.parse(a.details) as unknown) : null,
        })),
      }
    },

    async erase(emailInput: unknown): Promise<ErasureResult> {
      const email = checkEmail(emailInput)
      const { leads, subscribers } = await rowsByEmail(db, email)
      const now = clock().toISOString()
      return {
        demoInquiries: await anonymizeLeads(db, ids(leads.filter(isDemo)), now),
        leads: await anonymizeLeads(db, ids(leads.filter((row) => !isDemo(row))), now),
        subscribers: await anonymizeSubscriberRows(db, ids(subscribers), now),
      }
    },

    /** Anonymizes leads older than the retention setting (off when 0); returns how many. */
    async applyRetention(): Promise<number> {
      const { retentionMonths } = await leadDeskSettingsService(db).get()
      if (!retentionMonths) return 0
      const cutoff = new Date(clock().getTime())
      cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths)
      const iso = cutoff.toISOString()
      const now = clock().toISOString()
      return anonymizeLeads(db, await idsOlderThan(db, iso), now)
    },
  }
}

export type PrivacyService = ReturnType<typeof privacyService>

import type { Db } from '../../db/knex.js'
import { listSubscriberInbox, type SubscriberListQuery } from '../../db/repositories/subscribers-inbox.js'
import { csvFile } from '../../lib/csv.js'
import { NotFoundError } from '../../lib/errors.js'

export type { SubscriberListQuery }

interface AdminSubscriber {
  id: number
  email: string
  status: string
  consentVersion: string
  /** The subscriber's language: the consent wording and every email are in it. */
  language: string
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  /** The UTM campaign of the visit that signed up ('' when none). */
  campaign: string
}

const CSV_LIMIT = 50_000

/** The back office's newsletter subscribers: the list, one subscriber, the CSV export. */
export function subscribersAdmin(db: Db) {
  return {
    async listSubscribers(query: SubscriberListQuery): Promise<{ rows: AdminSubscriber[]; total: number }> {
      const { rows, total } = await listSubscriberInbox(db, query)
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          email: r.email,
          status: r.status,
          consentVersion: r.consent_version,
          language: r.consent_language,
          createdAt: r.created_at,
          confirmedAt: r.confirmed_at,
          unsubscribedAt: r.unsubscribed_at,
          campaign: r.utm_campaign,
        })),
      }
    },

    async getSubscriber(id: number): Promise<AdminSubscriber> {
      const { rows } = await this.listSubscribers({
        sort: { field: 'created_at', order: 'desc' },
        offset: 0,
        limit: 1,
        filter: { ids: [id] },
      })
      if (!rows[0]) throw new NotFoundError('subscriber.not_found')
      return rows[0]
    },

    async subscribersCsv(filter: SubscriberListQuery['filter']): Promise<string> {
      const { rows } = await this.listSubscribers({
        sort: { field: 'created_at', order: 'desc' },
        offset: 0,
        limit: CSV_LIMIT,
        filter,
      })
      const header = [
        'id',
        'email',
        'status',
        'consent_version',
        'created_at',
        'confirmed_at',
        'unsubscribed_at',
        'language',
      ]
      return csvFile(
        header,
        rows.map((r) => [
          r.id,
          r.email,
          r.status,
          r.consentVersion,
          r.createdAt,
          r.confirmedAt,
          r.unsubscribedAt,
          r.language,
        ]),
      )
    },
  }
}

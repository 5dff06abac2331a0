import type { Db } from '../../db/knex.js'
import { startSending } from '../../db/repositories/newsletter-recipients.js'
import type { NewsletterRow } from '../../db/repositories/newsletters.js'
import { SITEMAP_KEY } from '../../lib/cache-policy.js'
import type { Clock } from '../system/clock.js'

/** The public archive's purge key: its lists and issue pages name it (pages/newsletter). */
const NEWSLETTERS_KEY = 'newsletters'
export const archiveKeys = [NEWSLETTERS_KEY, SITEMAP_KEY]

export interface StartDeps {
  db: Db
  clock: Clock
  /** NEWSLETTER_RATE_PER_MINUTE; 0 sends as fast as the SMTP server takes them. */
  ratePerMinute: number
  purge: (keys: string[], newsletterId: number) => Promise<unknown>
}

/** The archive address of an issue: its subject in URL form, made unique by its id. */
function slugOf(row: Pick<NewsletterRow, 'id' | 'subject'>): string {
  const words = row.subject
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return words ? `${words}-${row.id}` : `issue-${row.id}`
}

/**
 * Starts a scheduled issue whose time has come: queues one outbox row per confirmed subscriber
 * of its language (services/newsletters/delivery.ts sends them) and purges the archive, which
 * lists it from now on. Null when another replica started it first.
 */
export async function startIssue(deps: StartDeps, id: number): Promise<number | null> {
  const spacingMs = deps.ratePerMinute > 0 ? 60_000 / deps.ratePerMinute : 0
  const recipients = await startSending(deps.db, { id, now: deps.clock(), spacingMs, slugOf })
  if (recipients !== null) await deps.purge(archiveKeys, id)
  return recipients
}

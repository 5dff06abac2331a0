import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import { normalize, type NewsletterRow } from './newsletters.js'

/**
 * An issue's recipients: one outbox row each (kind 'newsletter', subject_type 'newsletter:<id>',
 * subject_id = the subscriber), and the subscribers' side (bounces) and the report's counts.
 */

/** What one outbox row of kind 'newsletter' carries: who gets which issue. */
export interface NewsletterPayload {
  newsletterId: number
  subscriberId: number
}

export interface RecipientRow {
  id: number
  email: string
  status: string
  unsubscribe_token: string
}

const table = 'newsletters'
const subscribers = 'newsletter_subscribers'
/** The outbox's subject_type of an issue's recipients (subject_id is the subscriber). */
const subjectOf = (newsletterId: number) => `newsletter:${newsletterId}`

/** The Message-ID and outbox key of one issue to one subscriber: the same on every try, on every replica. */
function recipientKey(newsletterId: number, subscriberId: number): string {
  const hex = createHash('sha256').update(`newsletter:${newsletterId}:${subscriberId}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const BATCH = 500

/**
 * Starts an issue: flips it scheduled -> sending (only one replica can) and, in the same
 * transaction, queues one outbox row per confirmed subscriber of its language, each due
 * `spacingMs` after the previous one (the send rate, shared by every replica). A repeated call
 * adds nobody twice: the key per issue and subscriber is unique. Returns the number of recipients,
 * or null when another replica (or a cancel) got there first.
 */
export async function startSending(
  db: Knex,
  { id, now, spacingMs, slugOf }: { id: number; now: Date; spacingMs: number; slugOf: (row: NewsletterRow) => string },
): Promise<number | null> {
  return db.transaction(async (trx) => {
    const at = now.toISOString()
    const issue = await trx(table).where({ id }).first<NewsletterRow | undefined>()
    if (!issue) return null
    const claimed = await trx(table)
      .where({ id, status: 'scheduled' })
      .where('scheduled_at', '<=', at)
      .update({ status: 'sending', started_at: at, slug: slugOf(normalize(issue)), updated_at: at })
    if (!claimed) return null
    let count = 0
    let after = 0
    for (;;) {
      const batch = await trx(subscribers)
        .where({ status: 'confirmed', consent_language: issue.language })
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .select<{ id: number }[]>('id')
      if (!batch.length) break
      const rows = batch.map((s, i) => ({
        kind: 'newsletter',
        idempotency_key: recipientKey(id, Number(s.id)),
        subject_type: subjectOf(id),
        subject_id: Number(s.id),
        payload: JSON.stringify({ newsletterId: id, subscriberId: Number(s.id) } satisfies NewsletterPayload),
        attempts: 0,
        next_attempt_at: new Date(now.getTime() + Math.floor((count + i) * spacingMs)).toISOString(),
        status: 'pending',
        created_at: at,
      }))
      await trx('outbox').insert(rows).onConflict('idempotency_key').ignore()
      count += batch.length
      after = Number(batch[batch.length - 1]!.id)
    }
    await trx(table).where({ id }).update({ recipients: count })
    return count
  })
}

/** Issues still sending with no recipient left to try: marked sent (once, by one replica). */
export async function finishSending(db: Knex, now: string): Promise<number[]> {
  const sending = await db(table).where('status', 'sending').select<NewsletterRow[]>('*')
  const done: number[] = []
  for (const row of sending.map(normalize)) {
    const left = await db('outbox')
      .where({ subject_type: subjectOf(row.id), status: 'pending' })
      .count<{ n: number | string }[]>({ n: '*' })
    if (Number(left[0]?.n ?? 0) > 0) continue
    const updated = await db(table)
      .where({ id: row.id, status: 'sending' })
      .update({ status: 'sent', sent_at: now, updated_at: now })
    if (updated) done.push(row.id)
  }
  return done
}

/** A cancelled issue's recipients not yet tried are skipped (rows being delivered right now finish). */
export async function skipPending(db: Knex, newsletterId: number, now: string): Promise<number> {
  return db('outbox')
    .where({ subject_type: subjectOf(newsletterId), status: 'pending' })
    .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
    .update({ status: 'skipped', last_error: 'cancelled' })
}

export async function findRecipient(db: Knex, subscriberId: number): Promise<RecipientRow | undefined> {
  const row = await db(subscribers)
    .where({ id: subscriberId })
    .first<RecipientRow | undefined>('id', 'email', 'status', 'unsubscribe_token')
  return row && { ...row, id: Number(row.id) }
}

/** A permanent refusal: no more mail to this address until it signs up again. */
export async function markBounced(db: Knex, subscriberId: number, reason: string, now: string): Promise<void> {
  await db(subscribers)
    .where({ id: subscriberId })
    .whereIn('status', ['confirmed', 'pending'])
    .update({ status: 'bounced', bounced_at: now, bounce_reason: reason.slice(0, 500), updated_at: now })
}

export interface IssueCounts {
  pending: number
  sent: number
  /** Gave up on a temporary failure (or no answer) after the set time. */
  failed: number
  bounced: number
  /** Not sent: unsubscribed or bounced before their turn, or the issue was cancelled. */
  skipped: number
  /** Recipients who unsubscribed after the issue started going out. */
  unsubscribedSince: number
}

export async function countIssue(db: Knex, issue: NewsletterRow): Promise<IssueCounts> {
  const subject = subjectOf(issue.id)
  const rows = await db('outbox')
    .where({ subject_type: subject })
    .select('status')
    .select(db.raw(`case when last_error like 'bounced:%' then 1 else 0 end as bounce`))
    .count<{ status: string; bounce: number | string; n: number | string }[]>({ n: '*' })
    .groupBy('status', 'bounce')
  const counts: IssueCounts = { pending: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unsubscribedSince: 0 }
  for (const row of rows) {
    const n = Number(row.n)
    if (row.status === 'dead') counts[Number(row.bounce) ? 'bounced' : 'failed'] += n
    else if (row.status === 'sent' || row.status === 'pending' || row.status === 'skipped') counts[row.status] += n
  }
  if (issue.started_at) {
    const since = await db('outbox')
      .join(subscribers, `${subscribers}.id`, 'outbox.subject_id')
      .where('outbox.subject_type', subject)
      .where(`${subscribers}.unsubscribed_at`, '>=', issue.started_at)
      .count<{ n: number | string }[]>({ n: '*' })
    counts.unsubscribedSince = Number(since[0]?.n ?? 0)
  }
  return counts
}

export interface ProblemRow {
  email: string
  status: string
  attempts: number
  last_error: string | null
}

/** The recipients that did not get the issue, and why (the SMTP server's answer). */
export async function listProblems(db: Knex, newsletterId: number, limit = 100): Promise<ProblemRow[]> {
  const rows = await db('outbox')
    .join(subscribers, `${subscribers}.id`, 'outbox.subject_id')
    .where('outbox.subject_type', subjectOf(newsletterId))
    .where((q) =>
      q.where('outbox.status', 'dead').orWhere((p) => p.where('outbox.status', 'pending').where('attempts', '>', 0)),
    )
    .orderBy('outbox.id')
    .limit(limit)
    .select<ProblemRow[]>(`${subscribers}.email`, 'outbox.status', 'outbox.attempts', 'outbox.last_error')
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }))
}

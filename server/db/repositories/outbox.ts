import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'

export type OutboxKind = 'mail' | 'crm' | 'cache-purge' | 'newsletter' | 'booking-reminder'
type OutboxStatus = 'pending' | 'sent' | 'dead' | 'skipped'

export interface OutboxRow {
  id: number
  kind: OutboxKind
  /** A UUID: the message's Idempotency-Key / Message-ID, unique even across backup restores. */
  idempotency_key: string
  subject_type: string
  subject_id: number | null
  payload: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
  status: OutboxStatus
  lease_owner: string | null
  lease_until: string | null
  created_at: string
  sent_at: string | null
}

export interface OutboxInsert {
  kind: OutboxKind
  subject_type: string
  subject_id: number | null
  payload: unknown
  now: string
  /** Not delivered before this instant (a demo's reminder); default now. */
  notBefore?: string
}

const table = 'outbox'

function normalize(row: OutboxRow): OutboxRow {
  return {
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    subject_id: row.subject_id === null ? null : Number(row.subject_id),
  }
}

function isPostgres(db: Knex): boolean {
  return (db.client as { config: { client?: unknown } }).config.client === 'pg'
}

export async function insertOutbox(db: Knex, input: OutboxInsert): Promise<number> {
  const [row] = await db(table)
    .insert({
      kind: input.kind,
      idempotency_key: randomUUID(),
      subject_type: input.subject_type,
      subject_id: input.subject_id,
      payload: JSON.stringify(input.payload),
      attempts: 0,
      next_attempt_at: input.notBefore ?? input.now,
      status: 'pending',
      created_at: input.now,
    })
    .returning<{ id: number }[]>('id')
  return Number(row!.id)
}

function whereDue(query: Knex.QueryBuilder, now: string): Knex.QueryBuilder {
  return query
    .where('status', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
}

/**
 * Leases up to `limit` due rows to `owner` (unique per claim) until `leaseUntil`. One UPDATE whose
 * WHERE re-checks that the lease is free, so two senders never hold the same row; PostgreSQL also
 * skips rows another transaction is claiming (FOR UPDATE SKIP LOCKED, in a materialized CTE).
 */
export async function claimDueOutbox(
  db: Knex,
  {
    owner,
    now,
    leaseUntil,
    limit,
    kind,
  }: { owner: string; now: string; leaseUntil: string; limit: number; kind?: OutboxKind },
): Promise<OutboxRow[]> {
  const due = whereDue(db(table).select('id'), now)
    .modify((q) => (kind ? q.where({ kind }) : q))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
  // PostgreSQL: the limited subquery is materialized once; inside `id IN (...)` the planner may run it again for
  // each row and lease every due row (tests/integration/outbox-claim.test.ts).
  const claim = isPostgres(db)
    ? db(table).withMaterialized('due', due.forUpdate().skipLocked()).whereIn('id', db('due').select('id'))
    : db(table).whereIn('id', due)
  const claimed = await whereDue(claim, now).update({
    lease_owner: owner,
    lease_until: leaseUntil,
  })
  if (!claimed) return []
  const rows = await db(table).where({ lease_owner: owner }).orderBy('id').select<OutboxRow[]>('*')
  return rows.map(normalize)
}

/** Applies `changes` only while `owner` still holds the row's lease; returns whether it did. */
export async function finishOutbox(
  db: Knex,
  id: number,
  owner: string,
  changes: Partial<Pick<OutboxRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'sent_at'>>,
): Promise<boolean> {
  const updated = await db(table)
    .where({ id, lease_owner: owner })
    .update({ ...changes, lease_owner: null, lease_until: null })
  return updated > 0
}

/** Gives up the leases `owner` still holds (a stopping sender), so another sender may retry at once. */
export async function releaseOutboxLeases(db: Knex, owner: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  return db(table).whereIn('id', ids).where({ lease_owner: owner }).update({ lease_owner: null, lease_until: null })
}

export async function listOutbox(
  db: Knex,
  filter: Partial<Pick<OutboxRow, 'kind' | 'status'>> = {},
): Promise<OutboxRow[]> {
  const rows = await db(table).where(filter).orderBy('id').select<OutboxRow[]>('*')
  return rows.map(normalize)
}

export async function listOutboxFor(db: Knex, subjectType: string, subjectId: number): Promise<OutboxRow[]> {
  const rows = await db(table)
    .where({ subject_type: subjectType, subject_id: subjectId })
    .orderBy('id')
    .select<OutboxRow[]>('*')
  return rows.map(normalize)
}

import type { Knex } from 'knex'

type BackupRunStatus = 'running' | 'ok' | 'failed'

export interface BackupRun {
  id: number
  slot: number
  owner: string
  started_at: number
  finished_at: number | null
  status: BackupRunStatus
  file: string | null
  bytes: number | null
  error: string | null
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/**
 * Takes the lock `name` for the run scheduled at `slot` (epoch ms) until `expiresAt`. Only one
 * caller gets it: the first to insert the row, or later the first whose update finds the previous
 * holder finished or expired and its slot at least `minGapMs` away (so a replica whose clock is a
 * little late does not take a second backup for the same scheduled time, while a slot recorded in
 * the future, by a clock that was wrong, blocks nothing).
 */
export async function claimJobLock(
  db: Knex,
  {
    name,
    owner,
    slot,
    now,
    expiresAt,
    minGapMs,
  }: { name: string; owner: string; slot: number; now: number; expiresAt: number; minGapMs: number },
): Promise<boolean> {
  const inserted = await db('job_locks')
    .insert({ name, owner, slot, expires_at: expiresAt })
    .onConflict('name')
    .ignore()
    .returning<{ name: string }[]>('name')
  if (inserted.length > 0) return true
  const updated = await db('job_locks')
    .where({ name })
    .where('expires_at', '<=', now)
    .where((q) => q.where('slot', '<=', slot - minGapMs).orWhere('slot', '>=', slot + minGapMs))
    .update({ owner, slot, expires_at: expiresAt })
  return updated > 0
}

/** Ends `owner`'s hold (the slot stays recorded, so the same slot is not taken again). */
export async function releaseJobLock(db: Knex, name: string, owner: string, now: number): Promise<void> {
  await db('job_locks').where({ name, owner }).update({ expires_at: now })
}

export async function insertBackupRun(
  db: Knex,
  run: { slot: number; owner: string; started_at: number },
): Promise<number> {
  const [row] = await db('backup_runs')
    .insert({ ...run, status: 'running' })
    .returning<{ id: number }[]>('id')
  return Number(row!.id)
}

export async function finishBackupRun(
  db: Knex,
  id: number,
  changes: { status: 'ok' | 'failed'; finished_at: number; file?: string; bytes?: number; error?: string },
): Promise<void> {
  await db('backup_runs').where({ id }).update(changes)
}

export async function latestBackupRuns(db: Knex, limit: number): Promise<BackupRun[]> {
  const rows = (await db('backup_runs').orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit)) as BackupRun[]
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    slot: Number(r.slot),
    started_at: Number(r.started_at),
    finished_at: num(r.finished_at),
    bytes: num(r.bytes),
  }))
}

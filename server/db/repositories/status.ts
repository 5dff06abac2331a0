import type { Knex } from 'knex'
import type { OutboxKind } from './outbox.js'

export interface OutboxLaneCounts {
  pending: number
  dead: number
  /** created_at of the oldest pending row (ISO), null when none is pending. */
  oldestPendingAt: string | null
}

/** Pending/dead counts and the oldest pending message, for every lane together or one kind. */
export async function outboxCounts(db: Knex, kind?: OutboxKind): Promise<OutboxLaneCounts> {
  const scoped = () => db('outbox').modify((q) => (kind ? q.where({ kind }) : q))
  const rows = (await scoped()
    .whereIn('status', ['pending', 'dead'])
    .groupBy('status')
    .select('status')
    .count({ n: '*' })) as { status: string; n: number | string }[]
  const oldest = (await scoped().where({ status: 'pending' }).min({ at: 'created_at' }).first()) as
    { at: string | null } | undefined
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
  return { pending: count('pending'), dead: count('dead'), oldestPendingAt: oldest?.at ?? null }
}

/** PostgreSQL's own figure for the database size, in bytes. */
export async function postgresDatabaseBytes(db: Knex): Promise<number> {
  const result = (await db.raw('select pg_database_size(current_database()) as n')) as { rows: { n: string }[] }
  return Number(result.rows[0]?.n ?? 0)
}

/** Migrations in the code that this database has not applied yet. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]]
  return pending.map((m) =>
    typeof m === 'string'
      ? m
      : String((m as { file?: unknown; name?: unknown }).file ?? (m as { name?: unknown }).name),
  )
}

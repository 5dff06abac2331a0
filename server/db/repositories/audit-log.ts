import type { Db } from '../knex.js'

export interface AuditRow {
  id: number
  at: number
  actor_id: number | null
  actor_email: string | null
  action: string
  target: string | null
  ip: string | null
  device: string | null
  details: string | null
}

export interface AuditListQuery {
  sort: { field: 'id' | 'at' | 'action' | 'actor_email'; order: 'asc' | 'desc' }
  offset: number
  limit: number
  filter: { q?: string; action?: string; actorId?: number; since?: number; until?: number }
}

type RawRow = Record<string, unknown>

function toAudit(row: RawRow): AuditRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v))
  return {
    id: Number(row.id),
    at: Number(row.at),
    actor_id: num(row.actor_id),
    actor_email: str(row.actor_email),
    action: String(row.action),
    target: str(row.target),
    ip: str(row.ip),
    device: str(row.device),
    details: str(row.details),
  }
}

/** The append-only audit log (security and content events). */
export function auditLogRepository(db: Db) {
  const table = () => db('audit_log')

  function applyFilter(query: ReturnType<typeof table>, filter: AuditListQuery['filter']) {
    if (filter.q) {
      const like = `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%`
      query.where((w) => {
        w.whereRaw('lower(actor_email) like ?', [like]).orWhereRaw('lower(target) like ?', [like])
      })
    }
    if (filter.action) query.where('action', filter.action)
    if (filter.actorId !== undefined) query.where('actor_id', filter.actorId)
    if (filter.since !== undefined) query.where('at', '>=', filter.since)
    if (filter.until !== undefined) query.where('at', '<', filter.until)
    return query
  }

  return {
    async insert(row: Omit<AuditRow, 'id'>): Promise<void> {
      await table().insert(row)
    },
    async list(q: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const totalRow = (await applyFilter(table(), q.filter).count({ n: '*' }).first()) as
        { n: number | string } | undefined
      const rows = (await applyFilter(table(), q.filter)
        .orderBy([
          { column: q.sort.field, order: q.sort.order },
          { column: 'id', order: q.sort.order },
        ])
        .offset(q.offset)
        .limit(q.limit)) as RawRow[]
      return { rows: rows.map(toAudit), total: Number(totalRow?.n ?? 0) }
    },
    /** Has this user signed in before from this device (a successful sign-in recorded)? */
    async hasSignedInFrom(userId: number, device: string): Promise<{ any: boolean; same: boolean }> {
      const rows = (await table()
        .where({ actor_id: userId, action: 'auth.sign_in' })
        .select('device')
        .limit(500)) as RawRow[]
      return { any: rows.length > 0, same: rows.some((r) => r.device === device) }
    },
    async purgeOlderThan(t: number): Promise<number> {
      return table().where('at', '<', t).delete()
    },
  }
}

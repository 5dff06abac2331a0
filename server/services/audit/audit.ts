import { auditLogRepository, type AuditListQuery, type AuditRow } from '../../db/repositories/audit-log.js'
import type { Db } from '../../db/knex.js'
import { csvFile } from '../../lib/csv.js'
import { describeDevice } from '../analytics/user-agent.js'

/** Who did it and from where: built from the request by routes (see server/routes/audit-context.ts). */
export interface AuditContext {
  actor?: { id: number; email: string } | null
  ip?: string
  userAgent?: string
}

export interface AuditEvent {
  action: AuditAction
  target?: string | null
  /** Plain facts (ids, field names, counts); never a password, code, secret or token. */
  details?: Record<string, unknown>
}

export { AUDIT_ACTIONS } from '../../../shared/audit-actions.js'
import type { AuditAction } from '../../../shared/audit-actions.js'
export type { AuditAction }

export type AuditFilter = AuditListQuery['filter']

export interface PublicAuditEntry {
  id: number
  at: string
  actorId: number | null
  actorEmail: string | null
  action: string
  target: string | null
  ip: string | null
  device: string | null
  details: string | null
}

export function toPublicAudit(row: AuditRow): PublicAuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    ip: row.ip,
    device: row.device,
    details: row.details,
  }
}

const DAY_MS = 24 * 60 * 60_000
/** The most entries one CSV export holds (the screen's export always did stop at 1,000). */
export const AUDIT_CSV_LIMIT = 1000
/** The columns of the audit CSV: the fields of PublicAuditEntry, as the screen's export named them. */
const AUDIT_CSV_HEADER = ['id', 'at', 'actorId', 'actorEmail', 'action', 'target', 'ip', 'device', 'details'] as const

export function auditService(db: Db, now: () => number = Date.now) {
  const repo = auditLogRepository(db)
  return {
    async record(ctx: AuditContext, event: AuditEvent): Promise<void> {
      await repo.insert({
        at: now(),
        actor_id: ctx.actor?.id ?? null,
        actor_email: ctx.actor?.email ?? null,
        action: event.action,
        target: event.target?.slice(0, 300) ?? null,
        ip: ctx.ip?.slice(0, 64) ?? null,
        device: ctx.userAgent === undefined ? null : describeDevice(ctx.userAgent),
        details: event.details ? JSON.stringify(event.details).slice(0, 4000) : null,
      })
    },
    list: (q: AuditListQuery) => repo.list(q),
    /** The newest entries matching the filter as CSV: targets and devices come from sign-in forms and browsers. */
    async csv(filter: AuditFilter): Promise<string> {
      const { rows } = await repo.list({
        sort: { field: 'at', order: 'desc' },
        offset: 0,
        limit: AUDIT_CSV_LIMIT,
        filter,
      })
      return csvFile(
        AUDIT_CSV_HEADER,
        rows.map(toPublicAudit).map((e) => AUDIT_CSV_HEADER.map((column) => e[column])),
      )
    },
    /** True when this user has signed in before, but never from a device described like this one. */
    async isNewDevice(userId: number, userAgent: string | undefined): Promise<boolean> {
      const seen = await repo.hasSignedInFrom(userId, describeDevice(userAgent))
      return seen.any && !seen.same
    },
    /** Deletes entries older than the retention (days); returns how many. */
    prune: (retentionDays: number) => repo.purgeOlderThan(now() - retentionDays * DAY_MS),
  }
}

export type AuditService = ReturnType<typeof auditService>

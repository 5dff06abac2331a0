import type { Db } from '../../db/knex.js'
import type { Logger } from '../../lib/logger.js'
import { auditService } from './audit.js'
import { settingsService } from '../settings/settings.js'

const DAY_MS = 24 * 60 * 60_000

/** Deletes audit entries past the retention setting once at start, then daily. */
export async function pruneAuditLog(db: Db, now: () => number = Date.now): Promise<number> {
  const { auditRetentionDays } = await settingsService(db).security()
  return auditService(db, now).prune(auditRetentionDays)
}

export function scheduleAuditPrune(db: Db, logger: Logger): { stop: () => void } {
  const run = () => {
    pruneAuditLog(db)
      .then((n) => n && logger.info({ deleted: n }, 'audit log pruned'))
      .catch((err: unknown) => logger.warn({ err }, 'audit log prune failed'))
  }
  run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

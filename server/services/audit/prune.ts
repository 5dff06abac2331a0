import type { Logger } from '../../lib/logger.js'
import type { SettingsService } from '../settings/settings.js'
import type { AuditService } from './audit.js'

const DAY_MS = 24 * 60 * 60_000

interface PruneDeps {
  audit: AuditService
  settings: SettingsService
}

/** Deletes audit entries past the retention setting. */
export async function pruneAuditLog({ audit, settings }: PruneDeps): Promise<number> {
  const { auditRetentionDays } = await settings.security()
  return audit.prune(auditRetentionDays)
}

/** Prunes once at start, then daily (built by server/compose.ts startJobs). */
export function scheduleAuditPrune(deps: PruneDeps & { logger: Logger }): { stop: () => void } {
  const run = () => {
    pruneAuditLog(deps)
      .then((n) => n && deps.logger.info({ deleted: n }, 'audit log pruned'))
      .catch((err: unknown) => deps.logger.warn({ err }, 'audit log prune failed'))
  }
  run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

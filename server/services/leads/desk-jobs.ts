import type { Logger } from '../../lib/logger.js'
import type { AuditService } from '../audit/audit.js'
import type { PrivacyService } from '../privacy/privacy.js'
import type { LeadDeskService } from './desk.js'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/**
 * The leads desk's background work, in every replica: response reminders each minute (each lead's
 * reminder is claimed in the database, so it goes out once), lead retention once at start and daily.
 */
export function scheduleLeadDeskJobs({
  desk,
  privacy,
  audit,
  logger,
}: {
  desk: Pick<LeadDeskService, 'runReminders'>
  privacy: Pick<PrivacyService, 'applyRetention'>
  audit: Pick<AuditService, 'record'>
  logger: Logger
}): { stop: () => void } {
  const remind = () => {
    desk
      .runReminders()
      .then((n) => n && logger.info({ reminders: n }, 'response reminders queued'))
      .catch((err: unknown) => logger.warn({ err }, 'response reminders failed'))
  }
  const retain = () => {
    privacy
      .applyRetention()
      .then(async (n) => {
        if (!n) return
        logger.info({ anonymized: n }, 'leads past retention anonymized')
        await audit.record({}, { action: 'lead.erased', target: 'retention', details: { leads: n } })
      })
      .catch((err: unknown) => logger.warn({ err }, 'lead retention failed'))
  }
  remind()
  retain()
  const timers = [setInterval(remind, MINUTE_MS), setInterval(retain, DAY_MS)]
  for (const t of timers) t.unref()
  return { stop: () => timers.forEach((t) => clearInterval(t)) }
}

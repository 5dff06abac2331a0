import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { createMailSender, type MailTransportFactory } from '../mail/mail.js'
import {
  closingOnStop,
  createOutboxWorker,
  outboxOptionsFrom,
  type OutboxOptions,
  type OutboxWorker,
} from '../mail/outbox.js'
import type { Clock } from '../system/clock.js'
import { reminderMail, type ReminderPayload } from './notices.js'

export interface ReminderDeps {
  env: Env
  db: Db
  logger: Logger
  clock: Clock
  /** The business time zone: the salesperson's reminder shows the time in it unless they have their own. */
  businessTimeZone: () => Promise<string>
  mailTransport?: MailTransportFactory
  outbox?: Partial<OutboxOptions>
}

/**
 * The outbox's 'booking-reminder' lane (issue 35): the reminders 24 h and 1 h before a demo, queued
 * with the booking (services/bookings/bookings.ts). A reminder of a demo moved or cancelled since is
 * skipped; the business zone is read once for each claim, not for each reminder.
 */
export function createBookingReminderWorker(deps: ReminderDeps): OutboxWorker {
  const mail = createMailSender(deps.env, deps.mailTransport)
  const worker = createOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    options: outboxOptionsFrom(deps.env, deps.outbox),
    lanes: {
      'booking-reminder': {
        concurrency: 2,
        perClaim: deps.businessTimeZone,
        handler: async (payload, key, _signal, zone) => {
          const context = { zone: zone as string, now: deps.clock() }
          const message = await reminderMail(deps.db, deps.env, payload as ReminderPayload, context)
          if (!message) return 'skipped'
          await mail.send(message, key)
          return 'sent'
        },
      },
    },
  })
  return closingOnStop(worker, () => mail.close())
}

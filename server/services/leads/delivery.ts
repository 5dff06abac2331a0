import type { Knex } from 'knex'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { systemClock, type Clock } from '../system/clock.js'
import { createCachePurgeSender } from '../system/cache-purge.js'
import { createCrmSender } from './crm.js'
import { createMailSender, type MailMessage, type MailTransportFactory } from '../mail/mail.js'
import {
  closingOnStop,
  createOutboxWorker,
  outboxOptionsFrom,
  type OutboxOptions,
  type OutboxWorker,
} from '../mail/outbox.js'

export interface DeliveryDeps {
  env: Env
  db: Knex
  logger: Logger
  clock?: Clock
  mailTransport?: MailTransportFactory
  outbox?: Partial<OutboxOptions>
}

/**
 * The background sender. Each outbox kind is one lane of the table below (handler + concurrency),
 * delivered independently: 'mail' through nodemailer, 'crm' to the CRM endpoint, 'cache-purge' (a
 * purge that failed at save time) to CACHE_PURGE_URL. A new kind is one
 * more entry here plus its name in OutboxKind (server/db/repositories/outbox.ts). Demo reminders
 * have their own worker (services/bookings/reminders.ts).
 */
export function createDeliveryWorker(deps: DeliveryDeps): OutboxWorker {
  const mail = createMailSender(deps.env, deps.mailTransport)
  const crm = createCrmSender(deps.env)
  const cachePurge = createCachePurgeSender(deps.env)
  const worker = createOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock ?? systemClock,
    options: outboxOptionsFrom(deps.env, deps.outbox),
    lanes: {
      mail: {
        concurrency: 5,
        handler: async (payload, key) => {
          await mail.send(payload as MailMessage, key)
          return 'sent'
        },
      },
      crm: { concurrency: 5, handler: (payload, key, signal) => crm.send(payload, key, signal) },
      'cache-purge': { concurrency: 2, handler: (payload) => cachePurge.send(payload) },
    },
  })
  return closingOnStop(worker, () => mail.close())
}

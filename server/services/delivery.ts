import type { Knex } from 'knex'
import type { Env } from '../env.js'
import type { Logger } from '../lib/logger.js'
import { systemClock, type Clock } from './clock.js'
import { createCachePurgeSender } from './cache-purge.js'
import { createCrmSender } from './crm.js'
import { createMailSender, type MailMessage, type MailTransportFactory } from './mail.js'
import { createOutboxWorker, type OutboxOptions, type OutboxWorker } from './outbox.js'

export interface DeliveryDeps {
  env: Env
  db: Knex
  logger: Logger
  clock?: Clock
  mailTransport?: MailTransportFactory
  outbox?: Partial<OutboxOptions>
}

/**
 * The background sender: outbox rows of kind 'mail' go to nodemailer, 'crm' to the CRM endpoint,
 * 'cache-purge' (a purge that failed at save time) to CACHE_PURGE_URL.
 */
export function createDeliveryWorker(deps: DeliveryDeps): OutboxWorker & { stop(): Promise<void> } {
  const mail = createMailSender(deps.env, deps.mailTransport)
  const crm = createCrmSender(deps.env)
  const cachePurge = createCachePurgeSender(deps.env)
  const worker = createOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock ?? systemClock,
    options: {
      pollIntervalMs: deps.env.OUTBOX_POLL_MS,
      leaseMs: deps.env.OUTBOX_LEASE_MS,
      retryBaseMs: deps.env.OUTBOX_RETRY_BASE_MS,
      ...deps.outbox,
    },
    handlers: {
      mail: async (payload, key) => {
        await mail.send(payload as MailMessage, key)
        return 'sent'
      },
      crm: (payload, key) => crm.send(payload, key),
      'cache-purge': (payload) => cachePurge.send(payload),
    },
  })
  return {
    ...worker,
    async stop() {
      await worker.stop()
      mail.close()
    },
  }
}

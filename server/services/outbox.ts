import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  claimDueOutbox,
  finishOutbox,
  insertOutbox,
  type OutboxKind,
  type OutboxRow,
} from '../db/repositories/outbox.js'
import type { Logger } from '../lib/logger.js'
import type { Clock } from './clock.js'

/** Delivers one outbox row; throws to retry later. 'skipped' records that nothing was configured. */
export type OutboxHandler = (payload: unknown, idempotencyKey: string) => Promise<'sent' | 'skipped'>

export interface OutboxOptions {
  pollIntervalMs: number
  leaseMs: number
  retryBaseMs: number
  retryMaxMs: number
  /** After this long without success a row is marked dead (and shown to admins). */
  deadAfterMs: number
  batchSize: number
}

export const defaultOutboxOptions: OutboxOptions = {
  pollIntervalMs: 1000,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  deadAfterMs: 24 * 60 * 60_000,
  batchSize: 10,
}

/** Queues a message. Call it with the transaction that stores the lead, so both commit or neither. */
export async function enqueue(
  trx: Knex,
  kind: OutboxKind,
  subject: { type: string; id: number },
  payload: unknown,
  now: Date,
): Promise<number> {
  return insertOutbox(trx, {
    kind,
    subject_type: subject.type,
    subject_id: subject.id,
    payload,
    now: now.toISOString(),
  })
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random. */
export function retryDelay(
  attempts: number,
  options: Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random = Math.random,
): number {
  const exp = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exp / 2 + random() * (exp / 2))
}

export interface OutboxWorker {
  /** Claims one batch of due rows and delivers them; returns how many rows it handled. */
  runOnce(): Promise<number>
  start(): void
  stop(): Promise<void>
}

export function createOutboxWorker({
  db,
  logger,
  clock,
  handlers,
  options: overrides = {},
}: {
  db: Knex
  logger: Logger
  clock: Clock
  handlers: Record<OutboxKind, OutboxHandler>
  options?: Partial<OutboxOptions>
}): OutboxWorker {
  const options = { ...defaultOutboxOptions, ...overrides }
  const workerId = randomUUID()
  let claims = 0

  async function deliver(row: OutboxRow, owner: string): Promise<void> {
    const handler = handlers[row.kind]
    try {
      if (!handler) throw new Error(`No handler for outbox kind ${row.kind}`)
      const result = await handler(JSON.parse(row.payload) as unknown, String(row.id))
      const now = clock().toISOString()
      await finishOutbox(db, row.id, owner, {
        status: result,
        attempts: row.attempts + 1,
        sent_at: result === 'sent' ? now : null,
        last_error: result === 'skipped' ? 'not configured: skipped' : row.last_error,
      })
    } catch (error) {
      const now = clock()
      const attempts = row.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      const dead = now.getTime() - Date.parse(row.created_at) >= options.deadAfterMs
      await finishOutbox(db, row.id, owner, {
        attempts,
        last_error: message.slice(0, 1000),
        status: dead ? 'dead' : 'pending',
        next_attempt_at: new Date(now.getTime() + retryDelay(attempts, options)).toISOString(),
      })
      const log = { outboxId: row.id, kind: row.kind, attempts, err: message }
      if (dead) logger.error(log, 'outbox message is dead after a day of failures')
      else logger.warn(log, 'outbox delivery failed; will retry')
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock()
    claims += 1
    const owner = `${workerId}:${claims}`
    const rows = await claimDueOutbox(db, {
      owner,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
      limit: options.batchSize,
    })
    await Promise.all(rows.map((row) => deliver(row, owner)))
    return rows.length
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = true

  function schedule(delay: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      running = runOnce()
        .then((handled) => schedule(handled >= options.batchSize ? 0 : options.pollIntervalMs))
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'outbox poll failed')
          schedule(options.pollIntervalMs)
        })
    }, delay)
  }

  return {
    runOnce,
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

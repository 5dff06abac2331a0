import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  claimDueOutbox,
  finishOutbox,
  insertOutbox,
  releaseOutboxLeases,
  type OutboxKind,
  type OutboxRow,
} from '../../db/repositories/outbox.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import type { Clock } from '../system/clock.js'

/**
 * Delivers one outbox row; throws to retry later. 'skipped' records that nothing was configured.
 * `signal` aborts when the sender stops (the lease is then released, not counted as an attempt).
 * `claim` is what the lane's `perClaim` read for the claim that took this row (undefined without).
 */
export type OutboxHandler = (
  payload: unknown,
  idempotencyKey: string,
  signal: AbortSignal,
  claim?: unknown,
) => Promise<'sent' | 'skipped'>

export interface OutboxOptions {
  pollIntervalMs: number
  leaseMs: number
  retryBaseMs: number
  retryMaxMs: number
  /** After this long without success a row is marked dead (and shown to admins). */
  deadAfterMs: number
  /** The most rows one claim takes (a lane's free concurrency caps it further). */
  batchSize: number
}

const defaultOutboxOptions: OutboxOptions = {
  pollIntervalMs: 1000,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  deadAfterMs: 24 * 60 * 60_000,
  batchSize: 10,
}

/** The timings the environment sets (OUTBOX_*), under a caller's overrides (tests shorten them). */
export function outboxOptionsFrom(
  env: Pick<Env, 'OUTBOX_POLL_MS' | 'OUTBOX_LEASE_MS' | 'OUTBOX_RETRY_BASE_MS'>,
  overrides?: Partial<OutboxOptions>,
): Partial<OutboxOptions> {
  return {
    pollIntervalMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    ...overrides,
  }
}

/** The worker whose stop, once nothing is in flight any more, also closes what it sent through (a mail pool). */
export function closingOnStop<W extends Pick<OutboxWorker, 'stop'>>(worker: W, close: () => void): W {
  return {
    ...worker,
    async stop(graceMs?: number) {
      await worker.stop(graceMs)
      close()
    },
  }
}

/** Queues a message. Call it with the transaction that stores the lead, so both commit or neither. */
export async function enqueue(
  trx: Knex,
  kind: OutboxKind,
  subject: { type: string; id: number },
  payload: unknown,
  now: Date,
  notBefore?: Date,
): Promise<number> {
  return insertOutbox(trx, {
    kind,
    subject_type: subject.type,
    subject_id: subject.id,
    payload,
    now: now.toISOString(),
    ...(notBefore ? { notBefore: notBefore.toISOString() } : {}),
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
  /** Claims the due rows each lane has room for and delivers them (tests); returns how many. */
  runOnce(): Promise<number>
  /** Resolves when nothing is being delivered (tests). */
  idle(): Promise<void>
  start(): void
  /**
   * Stops claiming, gives deliveries in flight `graceMs` to finish, then aborts the rest and
   * releases their leases so another sender (or the next start) retries them at once.
   */
  stop(graceMs?: number): Promise<void>
}

/** One kind of message: how it is delivered and how many may be in flight at once. */
export interface OutboxLane {
  handler: OutboxHandler
  concurrency: number
  /** Read once for each claim that took rows (a setting every row needs); handed to each as `claim`. */
  perClaim?: () => Promise<unknown>
}

interface InFlight {
  owner: string
  abort: AbortController
  done: Promise<void>
}

/**
 * Each kind is its own lane: its own claims, its own concurrency, its own poll loop. A CRM that
 * never answers fills only the CRM lane; mail keeps flowing.
 */
export function createOutboxWorker({
  db,
  logger,
  clock,
  lanes,
  options: overrides = {},
}: {
  db: Knex
  logger: Logger
  clock: Clock
  /** The kinds this worker delivers (another worker may deliver the others). */
  lanes: Partial<Record<OutboxKind, OutboxLane>>
  options?: Partial<OutboxOptions>
}): OutboxWorker {
  const options = { ...defaultOutboxOptions, ...overrides }
  const workerId = randomUUID()
  const inFlight = new Map<number, InFlight>()
  const timers = new Map<OutboxKind, NodeJS.Timeout>()
  const polling = new Set<Promise<unknown>>()
  let claims = 0
  let stopped = true

  async function deliver(row: OutboxRow, owner: string, signal: AbortSignal, claim: Promise<unknown>): Promise<void> {
    const lane = lanes[row.kind]
    try {
      if (!lane) throw new Error(`No handler for outbox kind ${row.kind}`)
      const result = await lane.handler(JSON.parse(row.payload) as unknown, row.idempotency_key, signal, await claim)
      const now = clock().toISOString()
      await finishOutbox(db, row.id, owner, {
        status: result,
        attempts: row.attempts + 1,
        sent_at: result === 'sent' ? now : null,
        last_error: result === 'skipped' ? 'not configured: skipped' : row.last_error,
      })
    } catch (error) {
      if (signal.aborted) return
      const now = clock()
      const attempts = row.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      // A handler marks a refusal that no retry can change (an SMTP 5xx) `permanent`: dead at once.
      const permanent = (error as { permanent?: unknown } | null)?.permanent === true
      const dead = permanent || now.getTime() - Date.parse(row.created_at) >= options.deadAfterMs
      await finishOutbox(db, row.id, owner, {
        attempts,
        last_error: message.slice(0, 1000),
        status: dead ? 'dead' : 'pending',
        next_attempt_at: new Date(now.getTime() + retryDelay(attempts, options)).toISOString(),
      })
      const log = { outboxId: row.id, kind: row.kind, attempts, err: message }
      if (permanent) logger.warn(log, 'outbox message refused for good')
      else if (dead) logger.error(log, 'outbox message is dead after a day of failures')
      else logger.warn(log, 'outbox delivery failed; will retry')
    }
  }

  function laneLoad(kind: OutboxKind): number {
    let n = 0
    for (const [, f] of inFlight) if (f.owner.startsWith(`${kind}:`)) n += 1
    return n
  }

  /** Claims what `kind` has room for and starts each row; returns how many it started. */
  async function runLane(kind: OutboxKind): Promise<number> {
    const lane = lanes[kind]
    if (!lane) return 0
    const room = Math.min(options.batchSize, lane.concurrency - laneLoad(kind))
    if (room <= 0) return 0
    const now = clock()
    claims += 1
    const owner = `${kind}:${workerId}:${claims}`
    const rows = await claimDueOutbox(db, {
      owner,
      kind,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
      limit: room,
    })
    // A failed read fails each row of the claim (retried like any failed delivery), not the poll.
    const claim = rows.length && lane.perClaim ? lane.perClaim() : Promise.resolve(undefined)
    void claim.catch(() => undefined)
    for (const row of rows) {
      const abort = new AbortController()
      const done = deliver(row, owner, abort.signal, claim)
        .catch((error: unknown) => logger.warn({ err: error, outboxId: row.id }, 'outbox bookkeeping failed'))
        .finally(() => {
          inFlight.delete(row.id)
          schedule(kind, 0)
        })
      inFlight.set(row.id, { owner, abort, done })
    }
    return rows.length
  }

  function schedule(kind: OutboxKind, delay: number): void {
    if (stopped) return
    clearTimeout(timers.get(kind))
    timers.set(
      kind,
      setTimeout(() => {
        const poll = runLane(kind)
          .then((started) => schedule(kind, started > 0 ? 0 : options.pollIntervalMs))
          .catch((error: unknown) => {
            logger.warn({ err: error, kind }, 'outbox poll failed')
            schedule(kind, options.pollIntervalMs)
          })
          .finally(() => polling.delete(poll))
        polling.add(poll)
      }, delay),
    )
  }

  const kinds = Object.keys(lanes) as OutboxKind[]

  async function idle(): Promise<void> {
    while (inFlight.size) await Promise.all([...inFlight.values()].map((f) => f.done))
  }

  return {
    async runOnce() {
      const started = await Promise.all(kinds.map((kind) => runLane(kind)))
      await idle()
      return started.reduce((a, b) => a + b, 0)
    },
    idle,
    start() {
      if (!stopped) return
      stopped = false
      for (const kind of kinds) schedule(kind, 0)
    },
    async stop(graceMs = 0) {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
      await Promise.all([...polling])
      const pending = [...inFlight.values()].map((f) => f.done)
      let timer: NodeJS.Timeout | undefined
      await Promise.race([Promise.all(pending), new Promise((r) => (timer = setTimeout(r, graceMs)))])
      clearTimeout(timer)
      const left = [...inFlight.entries()]
      for (const [, f] of left) f.abort.abort()
      const byOwner = new Map<string, number[]>()
      for (const [id, f] of left) byOwner.set(f.owner, [...(byOwner.get(f.owner) ?? []), id])
      for (const [owner, ids] of byOwner) await releaseOutboxLeases(db, owner, ids)
      if (left.length) logger.info({ released: left.length }, 'outbox leases released on stop')
    },
  }
}

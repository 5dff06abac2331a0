import {
  findRecipient,
  finishSending,
  markBounced,
  type NewsletterPayload,
} from '../../db/repositories/newsletter-recipients.js'
import { findNewsletter, listDue } from '../../db/repositories/newsletters.js'
import type { Logger } from '../../lib/logger.js'
import type { MailSender } from '../mail/mail.js'
import { createOutboxWorker, type OutboxHandler, type OutboxOptions, type OutboxWorker } from '../mail/outbox.js'
import { newsletterMessage } from './message.js'
import { renderIssue, type FeaturedPost, type RenderedIssue } from './render.js'
import { toNewsletter, type Newsletter } from './schema.js'
import { archiveKeys, startIssue, type StartDeps } from './start.js'

export interface NewsletterDeliveryDeps extends StartDeps {
  logger: Logger
  baseUrl: string
  mailFrom: string
  mail: Pick<MailSender, 'send'>
  /** The featured posts of an issue (published, its language, in order). */
  featured: (issue: Newsletter) => Promise<FeaturedPost[]>
  /** How many messages are handed to SMTP at once by this process. */
  concurrency?: number
  /** How often due issues are started and finished ones closed. */
  pollMs?: number
  outbox?: Partial<OutboxOptions>
}

/** An SMTP refusal that will not change on a retry (5xx): the outbox marks the row dead at once. */
class PermanentFailure extends Error {
  readonly permanent = true
}

/** The SMTP reply code of a nodemailer error, when the server answered one. */
function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' ? code : undefined
}

/** Waits `ms` unless the sender stops first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}

/**
 * Sends newsletter issues: each replica polls for due issues (one conditional update starts each,
 * start.ts) and delivers the outbox rows of kind 'newsletter' in its own lane, apart from the
 * leads' mail, so a 10,000-recipient issue never delays a demo confirmation. Rows are claimed
 * with the outbox's lease (one conditional UPDATE, SKIP LOCKED on PostgreSQL), so two replicas
 * never send one recipient twice; a killed process's rows are retried when their lease ends.
 */
export function createNewsletterDelivery(deps: NewsletterDeliveryDeps) {
  const cache = new Map<number, { issue: Newsletter; rendered: RenderedIssue; checkedAt: number }>()
  const intervalMs = deps.ratePerMinute > 0 ? 60_000 / deps.ratePerMinute : 0
  let nextSlot = 0

  /** The issue, rendered once per process; its status re-read at most every 2 s (a cancel stops it). */
  async function issueOf(id: number): Promise<{ issue: Newsletter; rendered: RenderedIssue } | null> {
    const cached = cache.get(id)
    if (cached && Date.now() - cached.checkedAt < 2_000) return cached
    const row = await findNewsletter(deps.db, id)
    if (!row) return null
    const issue = toNewsletter(row)
    const rendered = cached?.rendered ?? renderIssue(issue, await deps.featured(issue), deps.baseUrl)
    const entry = { issue, rendered, checkedAt: Date.now() }
    cache.set(id, entry)
    return entry
  }

  /** This process never exceeds the rate either (rows overdue after a restart would otherwise all go at once). */
  async function takeSlot(signal: AbortSignal): Promise<void> {
    if (!intervalMs) return
    const now = Date.now()
    const at = Math.max(now, nextSlot)
    nextSlot = at + intervalMs
    if (at > now) await pause(at - now, signal)
  }

  const handler: OutboxHandler = async (payload, key, signal) => {
    const { newsletterId, subscriberId } = payload as NewsletterPayload
    const found = await issueOf(newsletterId)
    if (!found || found.issue.status === 'cancelled') return 'skipped'
    // Read at sending time: whoever unsubscribed (or bounced) since the issue started gets nothing.
    const recipient = await findRecipient(deps.db, subscriberId)
    if (recipient?.status !== 'confirmed') return 'skipped'
    await takeSlot(signal)
    if (signal.aborted) throw new Error('stopped before sending')
    const message = newsletterMessage(found.rendered, {
      baseUrl: deps.baseUrl,
      from: deps.mailFrom,
      locale: found.issue.language,
      to: recipient.email,
      token: recipient.unsubscribe_token,
    })
    try {
      await deps.mail.send(message, key)
    } catch (error) {
      const code = replyCode(error)
      const answer = error instanceof Error ? error.message : String(error)
      if (code === undefined || code < 500) throw error
      await markBounced(deps.db, subscriberId, answer, deps.clock().toISOString())
      throw new PermanentFailure(`bounced: ${answer}`)
    }
    return 'sent'
  }

  const worker: OutboxWorker = createOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    lanes: { newsletter: { handler, concurrency: deps.concurrency ?? 5 } },
    options: { batchSize: 20, ...deps.outbox },
  })

  /** Starts the issues whose time has come and closes the ones with nobody left to try. */
  async function runDue(): Promise<void> {
    for (const id of await listDue(deps.db, deps.clock().toISOString())) {
      const recipients = await startIssue(deps, id)
      if (recipients !== null) deps.logger.info({ newsletterId: id, recipients }, 'newsletter issue started')
    }
    for (const id of await finishSending(deps.db, deps.clock().toISOString())) {
      cache.delete(id)
      await deps.purge(archiveKeys, id)
      deps.logger.info({ newsletterId: id }, 'newsletter issue sent')
    }
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = () => {
    running ??= runDue()
      .catch((err: unknown) => deps.logger.warn({ err }, 'newsletters: scheduler run failed'))
      .finally(() => (running = undefined))
  }

  return {
    runDue,
    /** Delivers what is due now and waits for it (tests). */
    runOnce: () => worker.runOnce(),
    start() {
      worker.start()
      tick()
      timer = setInterval(tick, deps.pollMs ?? 5_000)
      timer.unref()
    },
    async stop(graceMs?: number): Promise<void> {
      clearInterval(timer)
      await running
      await worker.stop(graceMs)
    },
  }
}

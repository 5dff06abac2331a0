import nodemailer from 'nodemailer'
import { emails } from '../../../content/en/emails.js'
import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { createMailSender, defaultMailTransport, type MailTransportFactory } from '../mail/mail.js'
import { closingOnStop, outboxOptionsFrom, type OutboxOptions } from '../mail/outbox.js'
import type { PostsService } from '../posts/posts.js'
import type { CachePurger } from '../system/cache-purge.js'
import { systemClock, type Clock } from '../system/clock.js'
import { createNewsletterDelivery } from './delivery.js'
import { createNewslettersService } from './newsletters.js'

/** Messages handed to SMTP at once by one process. */
const CONCURRENCY = 5

/** SMTP with pooled connections (a 10,000-recipient issue reuses a few instead of opening one each). */
function pooledTransport(env: Env): MailTransportFactory {
  if (!env.SMTP_URL) return defaultMailTransport(env)
  const url = env.SMTP_URL
  return () =>
    nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: CONCURRENCY,
      maxMessages: 500,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0])
}

export interface NewsletterCompositionDeps {
  env: Env
  db: Db
  logger: Logger
  clock?: Clock
  mailTransport?: MailTransportFactory
  posts: PostsService
  purger: CachePurger
  outbox?: Partial<OutboxOptions>
}

/**
 * The newsletter's service (admin API, archive pages) and its sender (the background delivery),
 * built from the app's side effects; called by the composition root (server/compose.ts).
 */
export function composeNewsletters(deps: NewsletterCompositionDeps) {
  const { env, db, logger } = deps
  const clock = deps.clock ?? systemClock
  const { posts, purger } = deps
  const mail = createMailSender(env, deps.mailTransport ?? pooledTransport(env))
  const common = {
    db,
    clock,
    baseUrl: env.BASE_URL,
    mailFrom: env.MAIL_FROM ?? emails.from,
    ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
    purge: (keys: string[], id: number) => purger.purge(keys, { id, type: 'newsletter' }),
  }
  const newsletters = createNewslettersService({ ...common, posts, mail })
  const delivery = createNewsletterDelivery({
    ...common,
    logger,
    mail,
    concurrency: CONCURRENCY,
    outbox: outboxOptionsFrom(env, deps.outbox),
    featured: (issue) => newsletters.featured(issue),
  })
  return {
    newsletters,
    delivery: closingOnStop(delivery, () => mail.close()),
  }
}

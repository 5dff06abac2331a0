import type { RequestHandler } from 'express'
import type { Store } from 'express-session'
import type { Db } from './db/knex.js'
import { loginAttemptsRepository } from './db/repositories/login-attempts.js'
import { passwordResetsRepository } from './db/repositories/password-resets.js'
import { outboxCounts } from './db/repositories/status.js'
import type { Env } from './env.js'
import type { Logger } from './lib/logger.js'
import type { RedisSendCommand } from './middleware/rate-limit.js'
import { sessionCookie } from './middleware/session-cookie.js'
import { createAnalytics } from './services/analytics/analytics.js'
import { createAnalyticsReports } from './services/analytics/report.js'
import { auditService } from './services/audit/audit.js'
import { scheduleAuditPrune } from './services/audit/prune.js'
import { createAuthorsService } from './services/authors/authors.js'
import { startBackupScheduler } from './services/backups/schedule.js'
import { createBookingsAdminService, createSlotRulesStore } from './services/bookings/admin.js'
import { createBookingsService } from './services/bookings/bookings.js'
import { createBookingReminderWorker } from './services/bookings/reminders.js'
import { leadsAdminService } from './services/leads/admin.js'
import { createDeliveryWorker } from './services/leads/delivery.js'
import { scheduleLeadDeskJobs } from './services/leads/desk-jobs.js'
import { leadDeskSettingsService, siteTimeZone } from './services/leads/desk-settings.js'
import { leadDeskService } from './services/leads/desk.js'
import { leadStats } from './services/leads/stats.js'
import type { MailTransportFactory } from './services/mail/mail.js'
import { mediaLibrary } from './services/media/library.js'
import { createPostsAdminService } from './services/posts/admin.js'
import { createPostsService } from './services/posts/posts.js'
import { createPostScheduler } from './services/posts/schedule.js'
import { composeNewsletters } from './services/newsletters/compose.js'
import { createPreviewLinks } from './services/posts/preview.js'
import { privacyService } from './services/privacy/privacy.js'
import { sharedRedirectsService } from './services/redirects/redirects.js'
import { settingsService } from './services/settings/settings.js'
import { createStatusService } from './services/status/status.js'
import { createCachePurger } from './services/system/cache-purge.js'
import { clockMillis, systemClock, type Clock } from './services/system/clock.js'
import { createHealthCheck } from './services/system/health.js'
import { accountsKit } from './services/users/accounts.js'
import { authService } from './services/users/auth.js'
import { createPasswordResetService } from './services/users/password-reset.js'
import { DbSessionStore } from './services/users/session-store.js'
import { usersService } from './services/users/users.js'
import { enqueue } from './services/mail/outbox.js'
import { emails } from '../content/en/emails.js'

export interface AppDeps {
  env: Env
  db: Db
  logger: Logger
  /** Mounted before the page renderer in development (Vite middleware). */
  devMiddleware?: RequestHandler
  /** The current time (leads, outbox scheduling); tests move it. Default: the system clock. */
  clock?: Clock
  /** Builds the nodemailer transport of the outbox sender. Default: SMTP_URL or .eml files. */
  mailTransport?: MailTransportFactory
  /** Redis for the public forms' rate limits, shared by replicas (set when REDIS_URL is). */
  rateLimitRedis?: RedisSendCommand
  /** Where admin sessions live: Redis when REDIS_URL is set (shared by replicas); default the database. */
  sessionStore?: Store
}

/**
 * The composition root: every service of the app, built once from the injected side effects.
 * server/app.ts hands each router the few it uses; startJobs below runs the background work.
 */
export function composeServices(deps: AppDeps) {
  const { env, db, logger } = deps
  const clock = deps.clock ?? systemClock
  const now = clockMillis(clock)
  const cookie = sessionCookie(env)

  const purger = createCachePurger({ env, db, logger, now: deps.clock })
  const audit = auditService(db, now)
  const settings = settingsService(db)
  const leadsAdmin = leadsAdminService(db, deps.clock)
  const users = usersService(db, now)
  const sessionStore = deps.sessionStore ?? new DbSessionStore(db)
  const accounts = accountsKit({ db, env, store: sessionStore, now, cookies: cookie, audit, settings })
  const posts = createPostsService(db, { logger })
  const previews = createPreviewLinks({ sessionSecret: env.SESSION_SECRET, now: clock })
  const slotRules = createSlotRulesStore(db)
  // One newsletter service and one sender: the admin API and pages use the first, startJobs starts the second.
  const newsletters = composeNewsletters({
    env,
    db,
    logger,
    clock: deps.clock,
    mailTransport: deps.mailTransport,
    posts,
    purger,
  })

  return {
    clock,
    now,
    cookie,
    purger,
    audit,
    settings,
    users,
    sessionStore,
    accounts,
    auth: authService(db, now),
    passwordReset: createPasswordResetService({
      resets: passwordResetsRepository(db),
      users: users.repo,
      attempts: loginAttemptsRepository(db),
      audit,
      queueMail: async (user, message) => {
        await enqueue(db, 'mail', { type: 'user', id: user.id }, message, new Date(now()))
      },
      endSessions: (userId) => accounts.sessions.endAll(userId),
      baseUrl: env.BASE_URL,
      mailFrom: env.MAIL_FROM ?? emails.from,
      now,
    }),
    posts,
    previews,
    authors: createAuthorsService(db, { logger }),
    postsAdmin: createPostsAdminService({
      db,
      posts,
      logger,
      dataDir: env.DATA_DIR,
      previews,
      now: deps.clock,
      purger,
    }),
    newsletters: newsletters.newsletters,
    newsletterDelivery: newsletters.delivery,
    redirects: sharedRedirectsService(db, purger),
    media: mediaLibrary(db, env.DATA_DIR, { logger }),
    leadsAdmin,
    leadForms: { db, env, clock },
    leadDesk: leadDeskService(db, env, leadsAdmin, clock),
    leadDeskSettings: leadDeskSettingsService(db),
    bookings: createBookingsService({
      db,
      clock,
      env,
      businessTimeZone: () => siteTimeZone(db),
      rules: () => slotRules.get(),
    }),
    slotRules,
    bookingsAdmin: createBookingsAdminService({ db, clock }),
    leadStats: (weeks: number) => leadStats(db, clock, weeks),
    privacy: privacyService(db, clock),
    analytics: createAnalytics(db, clock),
    analyticsReports: createAnalyticsReports(db),
    status: createStatusService({
      env,
      db,
      logger,
      redis: deps.rateLimitRedis,
      mailTransport: deps.mailTransport,
      now: clock,
    }),
    health: createHealthCheck({
      db,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      timeoutMs: Math.min(env.DB_TIMEOUT_MS, 2000),
    }),
    outboxCounts: () => outboxCounts(db),
  }
}

export type AppServices = ReturnType<typeof composeServices>

/**
 * The background work of one replica, started (server/index.ts stops it): the outbox's delivery
 * worker (queued emails, CRM forwards, retried purges), newsletter sends, the daily audit prune,
 * scheduled backups (BACKUP_SCHEDULE), scheduled posts and the leads desk's reminders and retention.
 */
export function startJobs(deps: AppDeps, services: AppServices): { stop: () => Promise<void> } {
  const { env, db, logger } = deps
  const { audit, settings } = services
  // Resumes whatever a previous process left in the outbox.
  const delivery = createDeliveryWorker({ env, db, logger, clock: deps.clock, mailTransport: deps.mailTransport })
  delivery.start()
  // Demo reminders (issue 35): their own lane, each skipped if the demo moved or was cancelled since.
  const reminders = createBookingReminderWorker({
    env,
    db,
    logger,
    clock: deps.clock ?? systemClock,
    businessTimeZone: services.bookings.businessTimeZone,
    mailTransport: deps.mailTransport,
  })
  reminders.start()
  // Starts scheduled issues and sends their own outbox lane; resumes a send a killed process left.
  const { newsletterDelivery } = services
  newsletterDelivery.start()
  const auditPrune = scheduleAuditPrune({ audit, settings, logger })
  // Every replica keeps the backup schedule; a lock in the database lets one take each backup.
  const backups = startBackupScheduler({ env, db, logger, clock: deps.clock, audit })
  // One replica publishes each due post, none twice.
  const postScheduler = createPostScheduler({ posts: services.postsAdmin, logger })
  postScheduler.start()
  const leadDeskJobs = scheduleLeadDeskJobs({ desk: services.leadDesk, privacy: services.privacy, audit, logger })
  return {
    async stop() {
      // Deliveries in flight get 2 s, then their leases are released for another replica.
      const outboxStopped = delivery.stop(2_000)
      const remindersStopped = reminders.stop(2_000)
      const newslettersStopped = newsletterDelivery.stop(2_000)
      auditPrune.stop()
      // A backup in progress gets 3 s; a cut one leaves only a .partial file and its lock expires.
      const backupsStopped = backups?.stop(3_000)
      leadDeskJobs.stop()
      await postScheduler.stop()
      await outboxStopped
      await remindersStopped
      await newslettersStopped
      await backupsStopped
    },
  }
}

import type { Server } from 'node:http'
import { createApp } from './app.js'
import { composeServices, startJobs } from './compose.js'
import { createDb, isDatabaseUnavailable, migrateLatest, type Db } from './db/knex.js'
import { EnvError, parseEnv, type Env } from './env.js'
import { createLogger, type Logger } from './lib/logger.js'
import { drainable, signalLatenessMs, stopDeadlines } from './lib/graceful.js'
import { keepIdleConnections } from './lib/keep-alive.js'
import { connectRedis, RedisStartError, redisSessionStore } from './services/system/redis.js'
import { mountViteDev } from './vike.js'
import { ensureInitialAdmin } from './services/users/initial-admin.js'
import { seedIfEmpty } from './services/posts/seed.js'
import express from 'express'
import {
  backupBeforeMigrating,
  checkDatabase,
  checkDataDir,
  checkFirstAdmin,
  checkPort,
  pendingMigrations,
  StartupError,
} from './services/system/startup-checks.js'

async function main(): Promise<void> {
  let env: Env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(env.LOG_LEVEL)
  const redis = await checkBeforeWriting(env, logger)
  const db = createDb(env.DATABASE_URL, { timeoutMs: env.DB_TIMEOUT_MS })
  const applied = await migrateOrExit(db)
  if (applied.length) logger.info({ applied }, 'migrations applied')
  // No account yet: ADMIN_EMAIL/ADMIN_PASSWORD, else a generated password (logged once, DATA_DIR/initial-admin.txt).
  await ensureInitialAdmin({
    db,
    logger,
    dataDir: env.DATA_DIR,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  })
  let closeVite: (() => Promise<void>) | undefined
  let devMiddleware: express.RequestHandler | undefined
  if (!env.isProduction) {
    const devApp = express.Router()
    closeVite = await mountViteDev(devApp as unknown as express.Express)
    devMiddleware = devApp
  }
  const deps = {
    env,
    db,
    logger,
    devMiddleware,
    rateLimitRedis: redis?.sendCommand,
    sessionStore: redis ? redisSessionStore(redis) : undefined,
  }
  // Every service once (server/compose.ts), shared by the app and the background jobs.
  const services = composeServices(deps)
  // Sample articles on a first start, through the app's own posts service; a failure leaves the blog
  // empty (npm run seed retries) but the site up.
  await seedIfEmpty(db, env.DATA_DIR, services.posts, logger).catch((err: unknown) =>
    logger.error({ err }, 'blog seed failed'),
  )
  const app = createApp(deps, services)
  // Outbox delivery, newsletter sends, audit prune, backups, scheduled posts, the leads desk's jobs.
  const jobs = startJobs(deps, services)

  const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`)
      process.exit(1)
    }
    logger.info(`listening on ${env.BASE_URL} (${env.isProduction ? 'production' : 'development'})`)
  })
  // Idle connections are closed by the proxy in front, never first by us (keep-alive.ts).
  keepIdleConnections(server)

  // SHUTDOWN_TIMEOUT_MS after the signal the image's supervisor kills the server (Docker: 10 s); the
  // server's own deadlines come earlier (stopDeadlines), since exiting takes seconds on a starved CPU.
  const deadlines = stopDeadlines(env.SHUTDOWN_TIMEOUT_MS)
  const drain = drainable(server, deadlines)
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    // Under the image's supervisor the deadlines count from the signal, however late this handler runs.
    const lateMs = signalLatenessMs()
    logger.info({ signal, lateMs }, 'shutting down')
    const force = setTimeout(
      () => {
        logger.error('shutdown took too long; exiting')
        process.exit(1)
      },
      Math.max(1_000, deadlines.exitByMs - lateMs),
    )
    force.unref()
    // No new connections from now on; the requests received are answered while the rest stops.
    const drained = drain.close(lateMs)
    // Background work in flight gets a short grace (compose.ts startJobs), then stops.
    const jobsStopped = jobs.stop()
    await drained
    await jobsStopped
    await redis?.close()
    await closeVite?.()
    await db.destroy()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/** A start-up failure an operator fixes in the environment: one line naming it, no stack, exit 1. */
function exitWithLine(line: string): never {
  console.error(line)
  process.exit(1)
}

/**
 * Everything an operator fixes outside the code, checked before anything is written (migrations,
 * the first administrator, the seed): the data folder, the database (reachable, its database and
 * role exist, not newer than this release), ADMIN_PASSWORD, Redis, the port. Then, when migrations
 * are due on a database that holds data, a backup to roll back to. Each failure is one line.
 */
async function checkBeforeWriting(env: Env, logger: Logger) {
  try {
    checkDataDir(env)
    const state = await checkDatabase(env.DATABASE_URL, env.DB_TIMEOUT_MS)
    const pending = await pendingMigrations(env, state)
    await checkFirstAdmin(env, state)
    const redis = await connectRedis(env, logger)
    await checkPort(env.HOST, env.PORT)
    const backup = await backupBeforeMigrating(env, state, pending)
    if (backup) logger.info({ backup, pending }, `backup taken before migrating: ${backup}`)
    return redis
  } catch (error) {
    if (error instanceof StartupError || error instanceof RedisStartError) exitWithLine(error.message)
    throw error
  }
}

/** Migrations are the first use of the database: an unreachable one stops the start with one line. */
async function migrateOrExit(db: Db): Promise<string[]> {
  try {
    return await migrateLatest(db)
  } catch (error) {
    const err = error as { code?: unknown; message?: unknown }
    if (isDatabaseUnavailable(error) || typeof err.code === 'string') {
      const cause = [err.code, err.message].filter((v) => typeof v === 'string' && v).join(': ')
      exitWithLine(`DATABASE_URL: cannot use the database (${cause || String(error)})`)
    }
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

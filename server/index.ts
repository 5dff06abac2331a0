import type { Server } from 'node:http'
import { createApp } from './app.js'
import { createDb, migrateLatest } from './db/knex.js'
import { EnvError, parseEnv, type Env } from './env.js'
import { createLogger } from './lib/logger.js'
import { createDeliveryWorker } from './services/delivery.js'
import { connectRedis, redisSessionStore } from './services/redis.js'
import { mountViteDev } from './vike.js'
import { usersService } from './services/users.js'
import { seedIfEmpty } from './services/blog-seed.js'
import express from 'express'
import { scheduleAuditPrune } from './services/audit-prune.js'

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
  const db = createDb(env.DATABASE_URL)
  const applied = await migrateLatest(db)
  if (applied.length) logger.info({ applied }, 'migrations applied')
  const firstAdmin = await usersService(db).ensureFirstAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  if (firstAdmin) logger.info({ email: firstAdmin.email }, 'first administrator created from ADMIN_EMAIL')
  // Sample articles on a first start; a failure leaves the blog empty (npm run seed retries) but the site up.
  await seedIfEmpty(db, env.DATA_DIR, logger).catch((err: unknown) => logger.error({ err }, 'blog seed failed'))

  let closeVite: (() => Promise<void>) | undefined
  let devMiddleware: express.RequestHandler | undefined
  if (!env.isProduction) {
    const devApp = express.Router()
    closeVite = await mountViteDev(devApp as unknown as express.Express)
    devMiddleware = devApp
  }
  const redis = await connectRedis(env, logger)
  const app = createApp({
    env,
    db,
    logger,
    devMiddleware,
    rateLimitRedis: redis?.sendCommand,
    sessionStore: redis ? redisSessionStore(redis) : undefined,
  })
  // Delivers queued lead emails and CRM forwards; resumes whatever a previous process left.
  const delivery = createDeliveryWorker({ env, db, logger })
  delivery.start()
  const auditPrune = scheduleAuditPrune(db, logger)

  const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`)
      process.exit(1)
    }
    logger.info(`listening on ${env.BASE_URL} (${env.isProduction ? 'production' : 'development'})`)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      await delivery.stop()
      auditPrune.stop()
      await redis?.close()
      await closeVite?.()
      await db.destroy()
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

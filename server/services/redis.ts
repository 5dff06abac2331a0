import { RedisStore } from 'connect-redis'
import type { Store } from 'express-session'
import { createClient } from 'redis'
import type { Env } from '../env.js'
import type { Logger } from '../lib/logger.js'
import type { RedisSendCommand } from '../middleware/rate-limit.js'

export type RedisClient = ReturnType<typeof createClient>

/**
 * The one Redis connection of a process (REDIS_URL), shared by the session store and the form
 * rate limits so several replicas see the same sessions and counters. Keys start with
 * REDIS_PREFIX. Errors are logged; node-redis reconnects by itself.
 */
export interface SharedRedis {
  client: RedisClient
  prefix: string
  /** Raw command sender for rate-limit-redis. */
  sendCommand: RedisSendCommand
  close: () => Promise<void>
}

/** Connects when REDIS_URL is set; undefined otherwise (sessions in the database, limits in memory). */
export async function connectRedis(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
  logger: Logger,
): Promise<SharedRedis | undefined> {
  if (!env.REDIS_URL) return undefined
  const client: RedisClient = createClient({ url: env.REDIS_URL })
  client.on('error', (err: unknown) => logger.warn({ err }, 'redis error'))
  await client.connect()
  return {
    client,
    prefix: env.REDIS_PREFIX,
    sendCommand: ((...args: string[]) => client.sendCommand(args)) as RedisSendCommand,
    close: async () => {
      if (client.isOpen) await client.quit()
    },
  }
}

/**
 * express-session store in Redis (keys `<REDIS_PREFIX>sess:<sid>`, expiring with the cookie).
 * Ending the sessions of a disabled user or after a password change still works: every request
 * re-checks the user (server/middleware/auth.ts loadSessionUser).
 */
export function redisSessionStore(redis: SharedRedis): Store {
  return new RedisStore({ client: redis.client, prefix: `${redis.prefix}sess:` })
}

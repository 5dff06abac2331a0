import { RedisStore } from 'connect-redis'
import session, { type SessionData, type Store } from 'express-session'
import { createClient } from 'redis'
import type { Env } from '../../env.js'
import { ServiceUnavailableError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import type { RedisSendCommand } from '../../middleware/rate-limit.js'

type RedisClient = ReturnType<typeof createClient>

/**
 * The one Redis connection of a process (REDIS_URL), shared by the session store and the form
 * rate limits so several replicas see the same sessions and counters. Keys start with
 * REDIS_PREFIX. While Redis is down, commands fail at once (no offline queue) or after
 * REDIS_TIMEOUT_MS, and the client reconnects by itself every second.
 */
export interface SharedRedis {
  client: RedisClient
  prefix: string
  /** Raw command sender for rate-limit-redis. */
  sendCommand: RedisSendCommand
  close: () => Promise<void>
}

/** Why Redis could not be reached at start (the one line the process prints before exiting). */
export class RedisStartError extends Error {}

/**
 * Connects when REDIS_URL is set; undefined otherwise (sessions in the database, limits in memory).
 * The first connection must succeed within REDIS_TIMEOUT_MS: a wrong URL stops the start with
 * RedisStartError instead of retrying forever.
 */
export async function connectRedis(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX' | 'REDIS_TIMEOUT_MS'>,
  logger: Logger,
): Promise<SharedRedis | undefined> {
  if (!env.REDIS_URL) return undefined
  let started = false
  let down = false
  const client: RedisClient = createClient({
    url: env.REDIS_URL,
    disableOfflineQueue: true,
    commandOptions: { timeout: env.REDIS_TIMEOUT_MS },
    socket: {
      connectTimeout: env.REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) => (started ? Math.min(100 * 2 ** retries, 1000) : cause),
    },
  })
  client.on('error', (err: unknown) => {
    if (started && !down) logger.warn({ err }, 'redis unreachable; sessions answer 503, rate limits use memory')
    down = true
  })
  client.on('ready', () => {
    if (down) logger.info('redis is back')
    down = false
  })
  try {
    await client.connect()
  } catch (error) {
    const cause = error instanceof Error ? error.message || error.name : String(error)
    throw new RedisStartError(`REDIS_URL: cannot connect to Redis (${cause})`)
  }
  started = true
  return {
    client,
    prefix: env.REDIS_PREFIX,
    sendCommand: ((...args: string[]) => client.sendCommand(args)) as RedisSendCommand,
    close: async () => {
      if (client.isOpen) await client.quit().catch(() => client.destroy())
    },
  }
}

type Callback = (err?: unknown, value?: unknown) => void

function unavailable(callback: Callback | undefined): Callback {
  return (err, value) => callback?.(err ? new ServiceUnavailableError('service.session_store') : undefined, value)
}

/**
 * express-session store in Redis (keys `<REDIS_PREFIX>sess:<sid>`, expiring with the cookie).
 * A Redis failure becomes a 503 with a clear message (ServiceUnavailableError), not a 500.
 * Ending the sessions of a disabled user or after a password change still works: every request
 * re-checks the user (server/middleware/auth.ts loadSessionUser).
 */
export function redisSessionStore(redis: SharedRedis): Store {
  const inner = new RedisStore({ client: redis.client, prefix: `${redis.prefix}sess:` })
  class FailFastStore extends session.Store {
    override get(sid: string, cb: (err: unknown, s?: SessionData | null) => void): void {
      void inner.get(sid, unavailable(cb as Callback))
    }
    override set(sid: string, sess: SessionData, cb?: (err?: unknown) => void): void {
      void inner.set(sid, sess, unavailable(cb))
    }
    override destroy(sid: string, cb?: (err?: unknown) => void): void {
      void inner.destroy(sid, unavailable(cb))
    }
    override touch(sid: string, sess: SessionData, cb?: (err?: unknown) => void): void {
      void inner.touch(sid, sess, unavailable(cb))
    }
  }
  return new FailFastStore()
}

import type { Request, RequestHandler, Response } from 'express'
import { MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { Env } from '../env.js'

/** Sends one raw Redis command (node-redis: `(...args) => client.sendCommand(args)`). */
export type RedisSendCommand = (...args: string[]) => Promise<boolean | number | string | (boolean | number | string)[]>

/**
 * Per-IP limit for one public form: FORM_RATE_LIMIT_MAX submissions per FORM_RATE_LIMIT_WINDOW_MS.
 * Counts live in memory, or in Redis (REDIS_URL) so several replicas share them. While Redis is
 * down the counts fall back to this process's memory (commands fail fast), so forms keep working
 * and stay limited.
 */
export function formRateLimit(
  env: Env,
  name: string,
  onLimited: (req: Request, res: Response) => void,
  redis?: RedisSendCommand,
): RequestHandler {
  return rateLimit({
    windowMs: env.FORM_RATE_LIMIT_WINDOW_MS,
    limit: env.FORM_RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    handler: (req, res) => onLimited(req, res),
    ...(redis
      ? {
          store: new FallbackStore(
            new RedisStore({ sendCommand: redis, prefix: `${env.REDIS_PREFIX}rl:form:${name}:` }),
          ),
        }
      : {}),
  })
}

/** The shared store while it answers; this process's memory while it fails. */
export class FallbackStore implements Store {
  private readonly memory = new MemoryStore()
  constructor(private readonly shared: Store) {}

  init(options: Options): void {
    void Promise.resolve(this.shared.init?.(options)).catch(() => undefined)
    this.memory.init(options)
  }

  async increment(key: string) {
    try {
      return await this.shared.increment(key)
    } catch {
      return this.memory.increment(key)
    }
  }

  async decrement(key: string): Promise<void> {
    await Promise.resolve(this.shared.decrement(key)).catch(() => this.memory.decrement(key))
  }

  async resetKey(key: string): Promise<void> {
    await Promise.all([Promise.resolve(this.shared.resetKey(key)).catch(() => undefined), this.memory.resetKey(key)])
  }
}

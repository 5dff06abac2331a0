import type { Request, RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { Env } from '../env.js'

/** Sends one raw Redis command (node-redis: `(...args) => client.sendCommand(args)`). */
export type RedisSendCommand = (...args: string[]) => Promise<boolean | number | string | (boolean | number | string)[]>

/**
 * Per-IP limit for one public form: FORM_RATE_LIMIT_MAX submissions per FORM_RATE_LIMIT_WINDOW_MS.
 * Counts live in memory, or in Redis (REDIS_URL) so several replicas share them. A Redis outage
 * lets requests through rather than turning visitors away.
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
    ...(redis ? { store: new RedisStore({ sendCommand: redis, prefix: `${env.REDIS_PREFIX}rl:form:${name}:` }) } : {}),
  })
}

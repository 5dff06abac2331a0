import express, { Router, type Request } from 'express'
import { rateLimit } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { Env } from '../env.js'
import { PRIVATE } from '../lib/cache-policy.js'
import { FallbackStore, type RedisSendCommand } from '../middleware/rate-limit.js'
import { classify, parseBeacon, type Analytics, type BeaconRequest } from '../services/analytics/analytics.js'

const MINUTE = 60_000

/**
 * POST /api/collect: the page-view beacon of the public site (pages/client/analytics.ts sends it
 * with navigator.sendBeacon as text/plain JSON). Always 204 and no cookie; nothing is counted for
 * Global Privacy Control, Do Not Track or a known bot; 400 names the bad field; 429 past
 * ANALYTICS_RATE_LIMIT_MAX a minute per IP. The view is recorded after the answer has gone.
 */
export function collectRouter(deps: {
  env: Pick<Env, 'BASE_URL' | 'ANALYTICS_RATE_LIMIT_MAX' | 'REDIS_PREFIX'>
  analytics: Analytics
  rateLimitRedis?: RedisSendCommand
}): Router {
  const router = Router()
  const { analytics } = deps
  const ownHosts = [new URL(deps.env.BASE_URL).hostname]
  const limiter = rateLimit({
    windowMs: MINUTE,
    limit: deps.env.ANALYTICS_RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    handler: (_req, res) => {
      res.setHeader('Cache-Control', PRIVATE)
      res.status(429).json({ message: 'Too many page views from your network; this one was not counted.' })
    },
    ...(deps.rateLimitRedis
      ? {
          store: new FallbackStore(
            new RedisStore({ sendCommand: deps.rateLimitRedis, prefix: `${deps.env.REDIS_PREFIX}rl:collect:` }),
          ),
        }
      : {}),
  })

  router.post('/api/collect', limiter, express.text({ type: () => true, limit: '2kb' }), (req, res) => {
    res.setHeader('Cache-Control', PRIVATE)
    const request = beaconRequest(req, ownHosts)
    if (classify(request) !== 'counted') {
      res.status(204).end()
      return
    }
    const beacon = parseBeacon(req.body)
    res.status(204).end()
    analytics.record(beacon, request).catch((error: unknown) => req.log.warn({ err: error }, 'page view not recorded'))
  })
  return router
}

function beaconRequest(req: Request, ownHosts: string[]): BeaconRequest {
  return {
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
    host: req.hostname,
    optedOut: req.get('sec-gpc') === '1' || req.get('dnt') === '1',
    ownHosts: [...ownHosts, req.hostname],
  }
}

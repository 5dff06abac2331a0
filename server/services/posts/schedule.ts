import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { createCachePurger } from '../system/cache-purge.js'
import type { Clock } from '../system/clock.js'
import { systemClock } from '../system/clock.js'
import { createPostsAdminService } from './admin.js'
import { createPostsService } from './posts.js'
import { createPreviewLinks } from './preview.js'

/** How often each replica looks for scheduled posts whose time has come. */
export const SCHEDULE_POLL_MS = 15_000

/**
 * Publishes scheduled posts at their time, without a restart: every replica polls; each due post
 * is flipped by one conditional UPDATE, so one replica publishes it (and purges the edge cache
 * through the cache-purge service) and none does it twice.
 */
export function createPostScheduler(deps: { env: Env; db: Db; logger: Logger; clock?: Clock; intervalMs?: number }) {
  const purger = createCachePurger({ ...deps, now: deps.clock })
  const service = createPostsAdminService({
    db: deps.db,
    posts: createPostsService(deps.db, { logger: deps.logger }),
    logger: deps.logger,
    dataDir: deps.env.DATA_DIR,
    previews: createPreviewLinks({ sessionSecret: deps.env.SESSION_SECRET, now: deps.clock ?? systemClock }),
    now: deps.clock,
    purger,
  })
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number[]> | undefined

  const runOnce = async (): Promise<number[]> => {
    if (running) return running
    running = service.publishDue().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        runOnce().catch((err: unknown) => deps.logger.warn({ err }, 'scheduled posts: run failed'))
      }
      tick()
      timer = setInterval(tick, deps.intervalMs ?? SCHEDULE_POLL_MS)
      timer.unref()
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}

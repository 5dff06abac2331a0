import type { Logger } from '../../lib/logger.js'
import type { PostsAdminService } from './admin.js'

/** How often each replica looks for scheduled posts whose time has come. */
const SCHEDULE_POLL_MS = 15_000

/**
 * Publishes scheduled posts at their time, without a restart: every replica polls; each due post
 * is flipped by one conditional UPDATE, so one replica publishes it (and purges the edge cache
 * through the cache-purge service) and none does it twice.
 */
export function createPostScheduler(deps: {
  /** The posts admin service of the composition root (server/compose.ts), which purges what it publishes. */
  posts: Pick<PostsAdminService, 'publishDue'>
  logger: Logger
  intervalMs?: number
}) {
  const service = deps.posts
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

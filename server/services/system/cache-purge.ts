import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { enqueue } from '../mail/outbox.js'

/** An outbox payload of kind 'cache-purge': the surrogate keys to purge (server/lib/cache-policy.ts). */
interface CachePurgePayload {
  keys: string[]
  /** Remove at once instead of soft: what was shown must not be served again (a delete, an unpublish). */
  hard?: boolean
}

/**
 * Sends one purge by key to CACHE_PURGE_URL: a POST naming the keys in `xkey-purge` (Varnish with
 * the xkey vmod, deploy/varnish/default.vcl, which wants CACHE_PURGE_TOKEN in `X-Purge-Token`) and
 * `Surrogate-Key` (Fastly's purge-by-key API, with the token as its Fastly-Key). Throws on a failed
 * answer so the outbox retries it.
 */
export function createCachePurgeSender(env: Env, timeoutMs = 15_000) {
  return {
    async send(payload: unknown): Promise<'sent' | 'skipped'> {
      const { keys: list, hard } = payload as CachePurgePayload
      const keys = list.join(' ')
      if (!env.CACHE_PURGE_URL) return 'skipped'
      if (!keys) return 'sent'
      // Soft: the cache keeps serving the old copy while it fetches the new one (Varnish soft-purges a
      // POST). Hard when the old copy must not be served even once more: a post that left the site.
      const headers: Record<string, string> = hard
        ? { 'xkey-purge': keys, 'surrogate-key': keys, 'x-purge-mode': 'hard' }
        : { 'xkey-purge': keys, 'surrogate-key': keys, 'fastly-soft-purge': '1' }
      if (env.CACHE_PURGE_TOKEN) {
        headers['x-purge-token'] = env.CACHE_PURGE_TOKEN
        headers['fastly-key'] = env.CACHE_PURGE_TOKEN
      }
      const res = await fetch(env.CACHE_PURGE_URL, { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs) })
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`cache purge answered HTTP ${res.status}`)
      return 'sent'
    },
  }
}

export interface CachePurger {
  /**
   * Purges the keys at once; when that fails, queues the purge in the durable outbox (retried with
   * backoff by the delivery worker). Never throws: a save is never failed by its purge.
   */
  purge(
    keys: string[],
    post: { id: number; type?: 'post' | 'user' | 'newsletter' },
    options?: { hard?: boolean },
  ): Promise<'purged' | 'queued' | 'skipped'>
}

export function createCachePurger(deps: { env: Env; db: Db; logger: Logger; now?: () => Date }): CachePurger {
  const sender = createCachePurgeSender(deps.env, 2_000)
  return {
    async purge(keys, post, options = {}) {
      if (!deps.env.CACHE_PURGE_URL || keys.length === 0) return 'skipped'
      const payload: CachePurgePayload = options.hard ? { keys, hard: true } : { keys }
      try {
        await sender.send(payload)
        return 'purged'
      } catch (error) {
        deps.logger.warn({ err: error, keys }, 'cache purge failed; queued for retry')
      }
      try {
        await enqueue(
          deps.db,
          'cache-purge',
          { type: post.type ?? 'post', id: post.id },
          payload,
          deps.now?.() ?? new Date(),
        )
        return 'queued'
      } catch (error) {
        deps.logger.error({ err: error, keys }, 'could not queue a failed cache purge; pages refresh within s-maxage')
        return 'skipped'
      }
    },
  }
}

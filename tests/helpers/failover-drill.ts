/**
 * The failover drill (replica-failover.scale.test.ts): its load, its PostgreSQL database and Redis, and one run with a
 * replica killed.
 */
import { createClient } from 'redis'
import { afterAll, beforeAll, expect } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { createCachePurgeSender } from '../../server/services/system/cache-purge'
import type { Env } from '../../server/env'
import { freshPostgresDatabase } from './app'
import { postJson, validInquiry, waitFor } from './leads'
import {
  PG_BASE,
  REDIS_URL,
  RUN,
  PREFIX,
  PURGE_TOKEN,
  CADDY,
  PAGES,
  varnishd,
  caddyMissing,
  startTopology,
} from './failover-topology'

interface Outcome {
  kind: 'get' | 'post'
  /** Milliseconds after the kill (negative: before). */
  at: number
  status: number
  email?: string
  error?: string
}

/**
 * `workers` visitors each sending requests one after another for `durationMs`: every fifth a demo
 * request with a new email, the rest GETs of cached pages. `kill` runs `killAtMs` in, between two
 * demo requests, then `afterKill`.
 */
async function drill(
  edge: string,
  name: string,
  { durationMs, killAtMs, workers }: { durationMs: number; killAtMs: number; workers: number },
  kill: () => Promise<void>,
  afterKill: () => Promise<void>,
): Promise<{ outcomes: Outcome[]; killedAt: number }> {
  const start = Date.now()
  let killedAt = Number.POSITIVE_INFINITY
  let sent = 0
  let postsInFlight = 0
  // Set while the replica is killed: demo requests wait for it, so none is inside the dying replica.
  let holdPosts: Promise<void> | undefined
  const outcomes: Outcome[] = []
  const visitor = async () => {
    while (Date.now() - start < durationMs) {
      const n = sent++
      if (n % 5 === 4) {
        while (holdPosts) await holdPosts
        const sentAt = Date.now()
        const email = `drill-${name}-${n}-${RUN}@example.com`
        postsInFlight++
        try {
          const res = await postJson(`${edge}/api/demo-inquiries`, { ...validInquiry, email, company: `Drill ${n}` })
          const body = await res.text()
          const error =
            res.status === 201 ? undefined : `${res.status} ${res.headers.get('server') ?? ''} ${body.slice(0, 80)}`
          outcomes.push({ kind: 'post', at: sentAt - killedAt, status: res.status, email, error })
        } catch (error) {
          outcomes.push({ kind: 'post', at: sentAt - killedAt, status: 0, email, error: String(error) })
        } finally {
          postsInFlight--
        }
      } else {
        const page = PAGES[n % PAGES.length]!
        const sentAt = Date.now()
        try {
          const res = await fetch(`${edge}${page}`)
          await res.arrayBuffer()
          outcomes.push({ kind: 'get', at: sentAt - killedAt, status: res.status })
        } catch (error) {
          outcomes.push({ kind: 'get', at: sentAt - killedAt, status: 0, error: String(error) })
        }
      }
    }
  }
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, killAtMs))
    let release = () => {}
    holdPosts = new Promise<void>((resolve) => (release = resolve))
    await waitFor(() => postsInFlight === 0, { timeoutMs: 10_000, intervalMs: 1 })
    killedAt = Date.now()
    await kill()
    holdPosts = undefined
    release()
    await afterKill()
  })()
  await Promise.all([...Array.from({ length: workers }, visitor), killer])
  return { outcomes, killedAt }
}

let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>
let db: Db
let redis: ReturnType<typeof createClient>
let env: Record<string, string>

/**
 * Before the file: a PostgreSQL database of its own (next to TEST_DATABASE_URL or the local server), Redis
 * and the replicas' environment; after it: both cleaned up.
 */
export function withFailoverServices(): void {
  beforeAll(async () => {
    if (!varnishd) throw new Error('varnishd is not installed: apt-get install varnish varnish-modules')
    if (caddyMissing) throw new Error(`${CADDY} is missing: apt-get install caddy (the compose edge)`)
    pg = await freshPostgresDatabase('failover', PG_BASE)
    redis = createClient({ url: REDIS_URL })
    await redis.connect()
    env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'failover-secret-failover-secret-0123',
      DATABASE_URL: pg!.url,
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      FORM_RATE_LIMIT_MAX: '100000',
    }
    db = createDb(pg!.url)
  })

  afterAll(async () => {
    await db?.destroy()
    if (redis?.isOpen) {
      const keys = await redis.keys(`${PREFIX}*`)
      if (keys.length) await redis.del(keys)
      await redis.quit()
    }
    await pg?.drop()
  })
}

const summary = (outcomes: Outcome[]) => {
  const bad = outcomes.filter((o) => (o.kind === 'get' ? o.status !== 200 : o.status !== 201))
  const span = bad.length ? `${(bad[0]!.at / 1000).toFixed(1)} s to ${(bad.at(-1)!.at / 1000).toFixed(1)} s` : '-'
  return `${outcomes.length} requests, ${bad.filter((o) => o.kind === 'get').length} GET errors, ${
    bad.filter((o) => o.kind === 'post').length
  } refused demo requests (after the kill: ${span}; ${[...new Set(bad.map((o) => o.error ?? o.status))].join(', ')})`
}

/** Starts the topology, runs the drill (kill replica 1 at 3 s of 12 s), returns the outcomes. */
export async function runDrill(name: string): Promise<{ gets: Outcome[]; posts: Outcome[] }> {
  const topology = await startTopology(env)
  try {
    const { url, varnish, replicas } = topology
    for (const page of PAGES) {
      await (await fetch(`${url}${page}`)).arrayBuffer()
      expect((await fetch(`${url}${page}`)).headers.get('x-cache'), page).toBe('HIT')
    }
    const purge = createCachePurgeSender({ CACHE_PURGE_URL: `${varnish.url}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN } as Env)
    const { outcomes } = await drill(
      url,
      name,
      { durationMs: 12_000, killAtMs: 3000, workers: 6 },
      () =>
        new Promise<void>((resolve) => {
          replicas[0]!.process.once('exit', () => resolve())
          replicas[0]!.process.kill('SIGKILL')
        }),
      // A publish right after the loss: the app's own purge of every page.
      () => purge.send({ keys: ['site'] }).then(() => undefined),
    )
    const gets = outcomes.filter((o) => o.kind === 'get')
    const posts = outcomes.filter((o) => o.kind === 'post')
    const stored = (await db('leads')
      .where({ kind: 'demo' })
      .where('email', 'like', `drill-${name}-%`)
      .select('email')) as {
      email: string
    }[]
    console.log(`[failover drill, ${name}] ${summary(outcomes)}; ${stored.length} demo requests stored`)
    expect(posts.filter((o) => o.at > 0).length).toBeGreaterThan(20)
    const accepted = posts.filter((o) => o.status === 201).map((o) => o.email!)
    expect(stored.map((r) => r.email).sort()).toEqual(accepted.sort())
    return { gets, posts }
  } finally {
    await topology.stop()
  }
}

export const failures = (outcomes: Outcome[], ok: number) =>
  outcomes.filter((o) => o.status !== ok).map((o) => `${o.at} ms: ${o.error ?? o.status}`)

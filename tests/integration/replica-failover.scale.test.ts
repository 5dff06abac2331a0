import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'
import { createCachePurgeSender } from '../../server/services/cache-purge'
import type { Env } from '../../server/env'
import { startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import { freshPostgresDatabase } from '../helpers/app'
import { composeServices, mounts } from '../helpers/compose'
import { freePort, postJson, validInquiry, waitFor } from '../helpers/leads'

/**
 * `npm run test:scale`: the replica-failure drill of issue 29 (item 9). The scale-out topology of
 * docker-compose.scale-out.yml on loopback: varnishd with deploy/varnish/default.vcl -> Debian's
 * Caddy with the compose balancer's own Caddyfile -> two replicas (production processes) on one
 * PostgreSQL database and Redis. A bounded load (80 % GETs of cached pages, 20 % demo requests with
 * distinct emails) runs through Varnish while one replica is killed with SIGKILL and the app purges
 * the whole site; no visitor may see an error and every accepted demo request is stored once.
 *
 * The kill waits for a moment with no demo request in flight: a request the dying replica was
 * processing may or may not be stored, and no proxy can repeat it safely (that would need an
 * idempotency key from the browser). Every request sent after the kill must succeed.
 */
const PG_BASE = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const RUN = randomBytes(4).toString('hex')
const PREFIX = `test-failover-${RUN}:`
const PURGE_TOKEN = 'failover-drill-purge-token-0123456789'
const CADDY = '/usr/bin/caddy'
const PAGES = ['/', '/pricing', '/blog', '/about', '/products/kitchen-display', '/blog/rss.xml', '/sitemap.xml']

interface Child {
  url: string
  port: number
  process: ChildProcess
  output: string[]
  dir: string
}

function spawnChild(command: string, args: string[], env: Record<string, string>, port: number, dir: string): Child {
  const output: string[] = []
  const child = spawn(command, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()))
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()))
  return { url: `http://127.0.0.1:${port}`, port, process: child, output, dir }
}

async function untilHealthy(child: Child, what: string): Promise<void> {
  await waitFor(
    async () => {
      if (child.process.exitCode !== null) throw new Error(`${what} exited: ${child.output.join('')}`)
      try {
        return (await fetch(`${child.url}/healthz`)).ok
      } catch {
        return false
      }
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  )
}

async function startReplica(env: Record<string, string>): Promise<Child> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-failover-'))
  const child = spawnChild(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'server/index.ts')],
    {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      BASE_URL: `http://127.0.0.1:${port}`,
    },
    port,
    dir,
  )
  await untilHealthy(child, 'replica')
  return child
}

/**
 * The balancer's Caddyfile as docker-compose.scale-out.yml mounts it, with the replicas' and the
 * listener's addresses made local and Caddy's admin API off.
 */
function composeBalancerCaddyfile(listen: number, replicas: number[]): string {
  const env = {
    SESSION_SECRET: 'a'.repeat(64),
    BASE_URL: 'https://www.example.com',
    SITE_ADDRESS: 'www.example.com',
    SMTP_URL: 'smtp://mail.example.com',
    POSTGRES_PASSWORD: 'drill',
    CACHE_PURGE_TOKEN: PURGE_TOKEN,
  }
  const { services } = composeServices(['docker-compose.yml', 'docker-compose.scale-out.yml'], env, 'scale-out')
  const command = [services.balancer!.command ?? []].flat()
  const target = command[command.indexOf('--config') + 1]
  const source = mounts(services.balancer!).find((m) => m.target === target)?.source
  expect(source, 'the Caddyfile the balancer runs').toBeTruthy()
  const caddyfile = readFileSync(path.resolve(rootDir, source!), 'utf8')
  expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000 \{/)
  return `{\n\tadmin off\n}\n${caddyfile
    .replace('app-1:3000 app-2:3000', replicas.map((p) => `127.0.0.1:${p}`).join(' '))
    .replace(/^:3000 \{/m, `:${listen} {`)}`
}

async function startBalancer(replicas: number[]): Promise<Child> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-balancer-'))
  const config = path.join(dir, 'Caddyfile')
  writeFileSync(config, composeBalancerCaddyfile(port, replicas))
  const child = spawnChild(
    CADDY,
    ['run', '--adapter', 'caddyfile', '--config', config],
    { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    port,
    dir,
  )
  await untilHealthy(child, 'caddy')
  return child
}

async function stop(child: Child | undefined): Promise<void> {
  if (!child) return
  if (child.process.exitCode === null && child.process.signalCode === null) {
    await new Promise<void>((resolve) => {
      child.process.once('exit', () => resolve())
      child.process.kill('SIGTERM')
    })
  }
  rmSync(child.dir, { recursive: true, force: true })
}

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

const varnishd = varnishdPath()
const caddyMissing = spawnSync(CADDY, ['version']).status !== 0

/**
 * The documented alternative to the balancer (docs/edge-cache.md): Varnish reaches each replica
 * itself, one backend per replica in the VCL's round-robin director, as an operator edits it.
 */
function oneBackendPerReplica(ports: number[]) {
  return (vcl: string): string => {
    const block = /backend app \{[\s\S]*?\n\}\n/.exec(vcl)![0]
    const blocks = ports.map((port, i) =>
      block
        .replace('backend app {', `backend app${i ? `_${i + 1}` : ''} {`)
        .replace(/\.port = "\d+";/, `.port = "${port}";`),
    )
    const adds = ports.slice(1).map((_, i) => `replicas.add_backend(app_${i + 2});`)
    return vcl
      .replace(block, blocks.join('\n'))
      .replace('replicas.add_backend(app);', ['replicas.add_backend(app);', ...adds].join('\n  '))
  }
}

interface Topology {
  edge: Varnish
  replicas: Child[]
  stop: () => Promise<void>
}

async function startTopology(front: 'balancer' | 'director', env: Record<string, string>): Promise<Topology> {
  const varnishPort = await freePort()
  const replicaEnv = { ...env, CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN }
  const replicas: Child[] = []
  let balancer: Child | undefined
  let edge: Varnish | undefined
  const stopAll = async () => {
    await edge?.stop()
    await stop(balancer)
    for (const replica of replicas) await stop(replica)
  }
  try {
    // One after the other: the first applies the migrations.
    replicas.push(await startReplica(replicaEnv))
    replicas.push(await startReplica(replicaEnv))
    const ports = replicas.map((r) => r.port)
    if (front === 'balancer') {
      balancer = await startBalancer(ports)
      edge = await startVarnish(varnishd!, varnishPort, balancer.port, { purgeToken: PURGE_TOKEN })
    } else {
      edge = await startVarnish(varnishd!, varnishPort, ports[0]!, {
        purgeToken: PURGE_TOKEN,
        editVcl: oneBackendPerReplica(ports),
      })
    }
  } catch (error) {
    await stopAll()
    throw error
  }
  return { edge, replicas, stop: stopAll }
}

let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>
let db: Db
let redis: ReturnType<typeof createClient>
let env: Record<string, string>

beforeAll(async () => {
  if (!varnishd) throw new Error('varnishd is not installed: apt-get install varnish varnish-modules')
  if (caddyMissing) throw new Error(`${CADDY} is missing: apt-get install caddy (the compose balancer)`)
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

const summary = (outcomes: Outcome[]) => {
  const bad = outcomes.filter((o) => (o.kind === 'get' ? o.status !== 200 : o.status !== 201))
  const span = bad.length ? `${(bad[0]!.at / 1000).toFixed(1)} s to ${(bad.at(-1)!.at / 1000).toFixed(1)} s` : '-'
  return `${outcomes.length} requests, ${bad.filter((o) => o.kind === 'get').length} GET errors, ${
    bad.filter((o) => o.kind === 'post').length
  } refused demo requests (after the kill: ${span}; ${[...new Set(bad.map((o) => o.error ?? o.status))].join(', ')})`
}

/** Starts `front` with two replicas, runs the drill (kill replica 1 at 3 s of 12 s), returns the outcomes. */
async function runDrill(front: 'balancer' | 'director'): Promise<{ gets: Outcome[]; posts: Outcome[] }> {
  const topology = await startTopology(front, env)
  try {
    const { edge, replicas } = topology
    for (const page of PAGES) {
      await (await fetch(`${edge.url}${page}`)).arrayBuffer()
      expect((await fetch(`${edge.url}${page}`)).headers.get('x-cache'), page).toBe('HIT')
    }
    const purge = createCachePurgeSender({ CACHE_PURGE_URL: `${edge.url}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN } as Env)
    const { outcomes } = await drill(
      edge.url,
      front,
      { durationMs: 12_000, killAtMs: 3000, workers: 6 },
      () =>
        new Promise<void>((resolve) => {
          replicas[0]!.process.once('exit', () => resolve())
          replicas[0]!.process.kill('SIGKILL')
        }),
      // A publish right after the loss: the app's own purge of every page.
      () => purge.send({ keys: ['site'] }).then(() => undefined),
    )
    console.log(`[failover drill, ${front}] ${summary(outcomes)}`)
    const gets = outcomes.filter((o) => o.kind === 'get')
    const posts = outcomes.filter((o) => o.kind === 'post')
    expect(posts.filter((o) => o.at > 0).length).toBeGreaterThan(20)
    const stored = (await db('demo_inquiries').where('email', 'like', `drill-${front}-%`).select('email')) as {
      email: string
    }[]
    const accepted = posts.filter((o) => o.status === 201).map((o) => o.email!)
    expect(stored.map((r) => r.email).sort()).toEqual(accepted.sort())
    return { gets, posts }
  } finally {
    await topology.stop()
  }
}

const failures = (outcomes: Outcome[], ok: number) =>
  outcomes.filter((o) => o.status !== ok).map((o) => `${o.at} ms: ${o.error ?? o.status}`)

describe('when one of two replicas is killed under load behind Varnish reaching each replica (its director)', () => {
  it('then no visitor sees an error, and every accepted demo request is stored exactly once', async () => {
    const { gets, posts } = await runDrill('director')
    expect(failures(gets, 200)).toEqual([])
    expect(failures(posts, 201)).toEqual([])
  })
})

describe('when one of two replicas is killed under load behind Varnish and the compose balancer (Caddy)', () => {
  it('then no GET fails, demo requests are refused only until the balancer has seen the loss, and each accepted one is stored once', async () => {
    const { gets, posts } = await runDrill('balancer')
    expect(failures(gets, 200)).toEqual([])
    // Caddy up to 2.11.1 cannot resend a request body to the other replica after a refused
    // connection (caddyserver/caddy#7546: 502 "invalid Read on closed Body"; Debian's is 2.6.2), so a
    // demo request that reaches the dead replica before the balancer's 1 s health check drops it is
    // refused (never stored). Before the balancer stopped blaming the live replica for those, both
    // left the rotation and every demo request was refused for 9 s.
    expect(
      failures(
        posts.filter((o) => o.at > 1500),
        201,
      ),
    ).toEqual([])
  })
})

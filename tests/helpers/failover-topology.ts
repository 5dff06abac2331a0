/**
 * The failover drill's topology on loopback (replica-failover.scale.test.ts): edge Caddy -> Varnish with the compose
 * VCL -> two replica processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import { composeServices, varnishSetup } from './compose'
import { freePort, waitFor } from './leads'
import { isHealthy } from './healthy'

export const PG_BASE = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const RUN = randomBytes(4).toString('hex')
export const PREFIX = `test-failover-${RUN}:`
export const PURGE_TOKEN = 'failover-drill-purge-token-0123456789'
export const CADDY = '/usr/bin/caddy'
export const PAGES = ['/', '/pricing', '/blog', '/about', '/products/kitchen-display', '/blog/rss.xml', '/sitemap.xml']

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
      return isHealthy(child.url)
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

/** The edge as compose runs it: `caddy reverse-proxy --from SITE_ADDRESS --to varnish:80` (plain HTTP here). */
async function startEdge(varnishPort: number): Promise<Child> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-edge-'))
  const child = spawnChild(
    CADDY,
    ['reverse-proxy', '--from', `:${port}`, '--to', `127.0.0.1:${varnishPort}`],
    { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    port,
    dir,
  )
  await untilHealthy(child, 'caddy')
  return child
}

/** The VCL docker-compose.scale-out.yml's Varnish loads, and the host it gives default.vcl's backend. */
function composeVarnish(): { vcl: string; appHost: string } {
  const env = {
    SESSION_SECRET: 'a'.repeat(64),
    BASE_URL: 'https://www.example.com',
    SITE_ADDRESS: 'www.example.com',
    SMTP_URL: 'smtp://mail.example.com',
    POSTGRES_PASSWORD: 'drill',
    CACHE_PURGE_TOKEN: PURGE_TOKEN,
  }
  const { services } = composeServices(['docker-compose.yml', 'docker-compose.scale-out.yml'], env, 'scale-out')
  return varnishSetup(services.varnish!)
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
export const varnishd = varnishdPath()
export const caddyMissing = spawnSync(CADDY, ['version']).status !== 0

interface Topology {
  /** The edge Caddy's address, where visitors send their requests. */
  url: string
  varnish: Varnish
  replicas: Child[]
  stop: () => Promise<void>
}

/** edge Caddy -> Varnish (the compose VCL: app-1 and app-2 in its director) -> two replicas. */
export async function startTopology(env: Record<string, string>): Promise<Topology> {
  const { vcl, appHost } = composeVarnish()
  expect(appHost).toBe('app-1')
  const varnishPort = await freePort()
  const replicaEnv = { ...env, CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN }
  const replicas: Child[] = []
  let varnish: Varnish | undefined
  let edge: Child | undefined
  const stopAll = async () => {
    await stop(edge)
    await varnish?.stop()
    for (const replica of replicas) await stop(replica)
  }
  try {
    // One after the other: the first applies the migrations.
    replicas.push(await startReplica(replicaEnv))
    replicas.push(await startReplica(replicaEnv))
    varnish = await startVarnish(varnishd!, varnishPort, replicas[0]!.port, {
      purgeToken: PURGE_TOKEN,
      vcl,
      backendHosts: { 'app-2': replicas[1]!.port },
    })
    edge = await startEdge(varnishPort)
  } catch (error) {
    await stopAll()
    throw error
  }
  return { url: edge.url, varnish, replicas, stop: stopAll }
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import { freshPostgresDatabase } from '../helpers/app'
import { composeServices, varnishSetup } from '../helpers/compose'
import { freePort, validInquiry, waitFor } from '../helpers/leads'

/**
 * `npm run test:scale`: the scale-out profile's chain rebuilt on loopback with Debian's caddy and
 * varnishd and the VCL docker-compose.scale-out.yml runs (deploy/varnish/scale-out.vcl including
 * default.vcl, Varnish balancing between the replicas):
 *   client (127.0.0.2 or 127.0.0.3) -> edge Caddy -> Varnish -> app-1, app-2
 * on PostgreSQL and Redis, the replicas with the TRUST_PROXY docker-compose.scale-out.yml sets.
 */
const PG_BASE = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const CLIENT_A = '127.0.0.2'
const CLIENT_B = '127.0.0.3'

interface Proc {
  child: ChildProcess
  output: string[]
}

const procs: Proc[] = []
const dirs: string[] = []

function start(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { cwd: rootDir, env: { PATH: process.env.PATH ?? '', ...env } })
  const proc = { child, output: [] as string[] }
  child.stdout?.on('data', (c: Buffer) => proc.output.push(c.toString()))
  child.stderr?.on('data', (c: Buffer) => proc.output.push(c.toString()))
  procs.push(proc)
  return proc
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-chain-'))
  dirs.push(dir)
  return dir
}

async function answers(proc: Proc, url: string): Promise<void> {
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`exited: ${proc.output.join('')}`)
      return fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  )
}

/** What docker-compose.scale-out.yml gives a replica (over docker-compose.yml's app) and how it runs Varnish. */
function composeScaleOut(): { replicaEnv: Record<string, string>; varnish: ReturnType<typeof varnishSetup> } {
  const env = {
    SESSION_SECRET: 'a'.repeat(64),
    BASE_URL: 'https://www.example.com',
    SITE_ADDRESS: 'www.example.com',
    SMTP_URL: 'smtp://mail.example.com',
    POSTGRES_PASSWORD: 'chain',
    CACHE_PURGE_TOKEN: 'c'.repeat(48),
  }
  const { services } = composeServices(['docker-compose.yml', 'docker-compose.scale-out.yml'], env, 'scale-out')
  const { TRUST_PROXY } = services['app-1']!.environment!
  return { replicaEnv: TRUST_PROXY ? { TRUST_PROXY } : {}, varnish: varnishSetup(services.varnish!) }
}

async function startReplica(env: Record<string, string>): Promise<{ port: number; proc: Proc }> {
  const port = await freePort()
  const proc = start(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir(),
  })
  await answers(proc, `http://127.0.0.1:${port}/healthz`)
  return { port, proc }
}

/** A demo request from `localAddress`, as a visitor's browser sends it to the edge. */
function postLead(edgePort: number, localAddress: string, email: string): Promise<number> {
  const body = JSON.stringify({ ...validInquiry, email })
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: edgePort,
        localAddress,
        method: 'POST',
        path: '/api/demo-inquiries',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const varnishd = varnishdPath()
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>
let varnish: Varnish | undefined
let edgePort = 0
const replicas: Proc[] = []

beforeAll(async () => {
  if (!varnishd) throw new Error('varnishd is missing: apt-get install varnish varnish-modules')
  if (spawnSync('caddy', ['version']).status !== 0) throw new Error('caddy is missing: apt-get install caddy')
  pg = await freshPostgresDatabase('chain', PG_BASE)
  const compose = composeScaleOut()
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'proxy-chain-secret-proxy-chain-secret-01',
    DATABASE_URL: pg!.url,
    REDIS_URL,
    REDIS_PREFIX: `test-chain-${randomBytes(4).toString('hex')}:`,
    FORM_RATE_LIMIT_MAX: '3',
    ...compose.replicaEnv,
  }
  // One after the other, as compose starts app-2 once app-1 has migrated.
  const app1 = await startReplica(env)
  const app2 = await startReplica(env)
  replicas.push(app1.proc, app2.proc)

  // default.vcl's backend is app-1 (compose's sed), scale-out.vcl's second one app-2.
  expect(compose.varnish.appHost).toBe('app-1')
  varnish = await startVarnish(varnishd, await freePort(), app1.port, {
    vcl: compose.varnish.vcl,
    backendHosts: { 'app-2': app2.port },
  })

  const caddyHome = tempDir()
  const caddyEnv = { HOME: caddyHome, XDG_DATA_HOME: caddyHome, XDG_CONFIG_HOME: caddyHome }
  // The edge as compose runs it: `caddy reverse-proxy --from SITE_ADDRESS --to varnish:80` (plain HTTP on a port here: an
  // address would make Caddy install its local CA).
  edgePort = await freePort()
  const edge = start(
    'caddy',
    ['reverse-proxy', '--from', `:${edgePort}`, '--to', varnish.url.replace('http://', '')],
    caddyEnv,
  )
  await answers(edge, `http://127.0.0.1:${edgePort}/healthz`)
}, 180_000)

afterAll(async () => {
  await varnish?.stop()
  await Promise.all(
    procs.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  await pg?.drop()
})

describe('when visitors reach two replicas through edge Caddy and Varnish (the compose scale-out VCL)', () => {
  it('then each visitor has a form limit of their own and the logs show their own addresses', async () => {
    const a: number[] = []
    for (let i = 0; i < 4; i++) a.push(await postLead(edgePort, CLIENT_A, `chain-a${i}@example.com`))
    const b = await postLead(edgePort, CLIENT_B, 'chain-b@example.com')

    expect(a).toEqual([201, 201, 201, 429])
    expect(b).toBe(201)

    const logged = await waitFor(() => {
      const ips = new Set(
        replicas
          .flatMap((r) => r.output.join('').split('\n'))
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { req?: { url?: string; ip?: string } })
          .filter((entry) => entry.req?.url === '/api/demo-inquiries')
          .map((entry) => entry.req?.ip),
      )
      return ips.has(CLIENT_A) && ips.has(CLIENT_B) ? ips : null
    }).catch(() => null)
    const lines = replicas
      .flatMap((r) => r.output.join('').split('\n'))
      .filter((l) => l.includes('/api/demo-inquiries'))
    expect(logged && [...logged].sort(), lines.join('\n')).toEqual([CLIENT_A, CLIENT_B])
    const warnings = replicas.flatMap((r) => r.output.join('').split('\n')).filter((l) => l.includes('TRUST_PROXY'))
    expect(warnings).toEqual([])
  })
})

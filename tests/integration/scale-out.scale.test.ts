import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'
import { freshPostgresDatabase } from '../helpers/app'
import { freePort, postJson, startSmtp, waitFor, type TestSmtp } from '../helpers/leads'
import { waitHealthy } from '../helpers/healthy'

/**
 * `npm run test:scale` (needs PostgreSQL and Redis; not part of `npm test`).
 * Two replicas as their own production processes (tsx server/index.ts) on one PostgreSQL database
 * (TEST_DATABASE_URL's server, else the local one) and the local Redis (TEST_REDIS_URL, else
 * 127.0.0.1:6379) under a key prefix of their own.
 */
const PG_BASE = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `test-scale-${randomBytes(4).toString('hex')}:`
const ADMIN_EMAIL = 'ops-admin@mapleserve.ca'
const ADMIN_PASSWORD = 'correct horse battery staple 42'

interface Replica {
  url: string
  process: ChildProcess
  output: string[]
  dataDir: string
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-replica-'))
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()))
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitHealthy(url, { timeoutMs: 30_000, child, output })
  return { url, process: child, output, dataDir }
}

async function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica) return
  if (replica.process.exitCode === null) {
    await new Promise<void>((resolve) => {
      replica.process.once('exit', () => resolve())
      replica.process.kill('SIGTERM')
    })
  }
  rmSync(replica.dataDir, { recursive: true, force: true })
}

let smtp: TestSmtp
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>
let db: Db
let redis: ReturnType<typeof createClient>
let a: Replica
let b: Replica

beforeAll(async () => {
  smtp = await startSmtp()
  pg = await freshPostgresDatabase('scale', PG_BASE)
  redis = createClient({ url: REDIS_URL })
  await redis.connect()
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123',
    DATABASE_URL: pg!.url,
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    SMTP_URL: smtp.url,
    SALES_INBOX: 'sales@mapleserve.ca',
    LOG_LEVEL: 'warn',
    FORM_RATE_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '10',
    OUTBOX_RETRY_BASE_MS: '50',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  }
  // One after the other: the first applies the migrations.
  a = await startReplica(env)
  b = await startReplica(env)
  db = createDb(pg!.url)
})

afterAll(async () => {
  await stopReplica(a)
  await stopReplica(b)
  await db?.destroy()
  if (redis?.isOpen) {
    const keys = await redis.keys(`${PREFIX}*`)
    if (keys.length) await redis.del(keys)
    await redis.quit()
  }
  await pg?.drop()
  await smtp?.close()
})

describe('when two replicas share one PostgreSQL database and run their outbox senders at once', () => {
  it('then every queued email is delivered exactly once', async () => {
    const total = 60
    const responses = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        postJson(`${(i % 2 ? a : b).url}/api/leads`, {
          name: `Replica Lead ${i}`,
          email: `replica-${i}@example.com`,
          phone: '416-555-0101',
          restaurant: `Bistro ${i}`,
          interest: 'Kitchen Display',
        }),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(total).fill(201))

    await waitFor(() => smtp.messages.length >= total, { timeoutMs: 20_000 })
    // Both senders keep polling: give a duplicate the time to show up.
    await new Promise((r) => setTimeout(r, 500))
    expect(smtp.messages).toHaveLength(total)
    const subjects = smtp.messages.map((m) => m.subject)
    expect(new Set(subjects).size).toBe(total)
    for (let i = 0; i < total; i++) expect(subjects).toContain(`New lead: Replica Lead ${i} (Bistro ${i})`)

    const rows = (await db('outbox').where({ kind: 'mail' }).select('status', 'attempts')) as {
      status: string
      attempts: number
    }[]
    expect(rows).toHaveLength(total)
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true)
  })
})

describe('when REDIS_URL is set on both replicas', () => {
  it('then one form rate limit counts a visitor across both, under the configured key prefix', async () => {
    const [key] = await redis.keys(`${PREFIX}rl:form:lead:*`)
    expect(key).toBeTruthy()
    const before = Number(await redis.get(key!))
    const lead = {
      name: 'Rate Check',
      email: 'rate@example.com',
      phone: '416-555-0102',
      restaurant: 'Rate',
      interest: 'POS',
    }
    expect((await postJson(`${a.url}/api/leads`, lead)).status).toBe(201)
    expect((await postJson(`${b.url}/api/leads`, { ...lead, email: 'rate2@example.com' })).status).toBe(201)
    expect(Number(await redis.get(key!))).toBe(before + 2)
  })
})

describe('when an admin signs in on one replica', () => {
  it('then the session (kept in Redis) is valid on the other, and signing out on either ends it on both', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { csrfToken } = (await login.json()) as { csrfToken: string }
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ')
    expect(cookie).toMatch(/(^|; )sid=/)

    const onB = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(ADMIN_EMAIL)
    expect(await redis.keys(`${PREFIX}sess:*`)).toHaveLength(1)
    // Not in the database: the sessions table stays empty when Redis holds them.
    expect(Number(((await db('sessions').count({ n: '*' })) as { n: number }[])[0]!.n)).toBe(0)

    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: b.url, 'x-csrf-token': csrfToken },
    })
    expect(logout.status).toBe(204)
    expect((await fetch(`${a.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401)
    expect(await redis.keys(`${PREFIX}sess:*`)).toHaveLength(0)
  })
})

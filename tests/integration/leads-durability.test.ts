import { listLeads } from '../../server/db/repositories/leads/rows'
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'
import {
  freePort,
  postJson,
  startCrm,
  startSmtp,
  validInquiry,
  waitFor,
  type TestCrm,
  type TestSmtp,
} from '../helpers/leads'
import { waitHealthy } from '../helpers/healthy'
import { programArgs } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'
import { copySeededDataDir } from '../helpers/template-db'

/** The production server as its own process (plain node, no npx wrapper, so SIGKILL hits it). */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return spawn(process.execPath, await programArgs('server'), {
    cwd: rootDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  })
}

/** A start hashes the first administrator's password (the data directory is migrated and seeded): generous for a busy two-core machine (load 20). */
const START_MS = 90_000

describe('when the server is killed with SIGKILL in the middle of a burst of demo requests', () => {
  let smtp: TestSmtp
  let crm: TestCrm
  let dataDir: string
  let server: ChildProcess | undefined
  let env: Record<string, string>
  let url: string

  beforeAll(async () => {
    smtp = await startSmtp()
    crm = await startCrm({ delayMs: 5 })
    dataDir = scratchDir('mapleserve-durability-')
    // Migrated and the blog seeded, as after a first start: the start skips the seed's image rendering.
    await copySeededDataDir(dataDir)
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'durability-secret-durability-secret-0123',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      CRM_URL: crm.url,
      LOG_LEVEL: 'silent',
      FORM_RATE_LIMIT_MAX: '100000',
      OUTBOX_POLL_MS: '50',
      OUTBOX_LEASE_MS: '2000',
      OUTBOX_RETRY_BASE_MS: '50',
    }
    server = await startServer(env)
    await waitHealthy(url, { timeoutMs: START_MS })
  }, 120_000)

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server!.once('exit', resolve))
    }
    await smtp?.close()
    await crm?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('then every request answered 201 is stored and delivered after the restart', async () => {
    const total = 120
    const answered = new Map<string, number>()
    let failed = 0
    let next = 0
    let killed = false
    const sendOne = async (i: number) => {
      const email = `burst-${i}@durability.test`
      try {
        const res = await postJson(`${url}/api/demo-inquiries`, { ...validInquiry, email, company: `Burst ${i}` })
        if (res.status === 201) answered.set(email, ((await res.json()) as { id: number }).id)
        else failed += 1
      } catch {
        failed += 1
      }
      if (!killed && answered.size >= 30) {
        killed = true
        server!.kill('SIGKILL')
      }
    }
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) await sendOne(next++)
      }),
    )
    await new Promise((resolve) =>
      server!.exitCode !== null || server!.signalCode ? resolve(null) : server!.once('exit', resolve),
    )
    expect(server!.signalCode).toBe('SIGKILL')
    expect(answered.size).toBeGreaterThanOrEqual(30)
    expect(failed).toBeGreaterThan(0)

    server = await startServer(env)
    await waitHealthy(url, { timeoutMs: START_MS })

    const db = createDb(`sqlite:${path.join(dataDir, 'app.db')}`)
    try {
      const stored = new Map((await listLeads(db, 'demo')).map((row) => [row.email, row.id]))
      for (const [email, id] of answered) expect(stored.get(email)).toBe(id)
    } finally {
      await db.destroy()
    }

    await waitFor(
      () => {
        const mailed = new Set(smtp.messages.map((m) => (m.replyTo?.text ?? '').toLowerCase()))
        const forwarded = new Set(crm.accepted.map((r) => String(r.body.email)))
        return [...answered.keys()].every((email) => mailed.has(email) && forwarded.has(email))
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    )
    for (const email of answered.keys()) {
      expect(crm.accepted.filter((r) => r.body.email === email)).toHaveLength(1)
    }
  }, 240_000)
})

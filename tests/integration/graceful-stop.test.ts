import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../server/db/knex'
import { listOutbox } from '../../server/db/repositories/outbox'
import { rootDir } from '../../server/lib/paths'
import { freePort, startCrm, startSmtp, validInquiry, waitFor, type TestCrm, type TestSmtp } from '../helpers/leads'
import { waitHealthy } from '../helpers/healthy'
import { programArgs } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'
import { copySeededDataDir } from '../helpers/template-db'

interface Outcome {
  status?: number
  connection?: string
  error?: string
}

/** One keep-alive request; resolves with the answer or the socket error code. */
function send(agent: Agent, url: string, method: 'GET' | 'POST', body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent, method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, connection: String(res.headers.connection) }))
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    })
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    req.end(body)
  })
}

describe('when the server gets SIGTERM under load from keep-alive clients', () => {
  let smtp: TestSmtp
  let crm: TestCrm
  let dataDir: string
  let server: ChildProcess
  let url: string

  beforeAll(async () => {
    smtp = await startSmtp()
    // The CRM never answers: its deliveries hold outbox leases when the stop comes.
    crm = await startCrm({ hang: true })
    dataDir = scratchDir('mapleserve-stop-')
    // Migrated and the blog seeded, as after a first start: this start skips the seed's image rendering.
    await copySeededDataDir(dataDir)
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, await programArgs('server'), {
      cwd: rootDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SESSION_SECRET: 'graceful-secret-graceful-secret-0123456',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        CRM_URL: crm.url,
        LOG_LEVEL: 'silent',
        FORM_RATE_LIMIT_MAX: '100000',
        OUTBOX_POLL_MS: '50',
      },
      stdio: 'ignore',
    })
    await waitHealthy(url, { timeoutMs: 45_000 })
  }, 60_000)

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL')
    await smtp?.close()
    await crm?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('then in-flight requests are answered (Connection: close), none is reset, leases are released and it exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    const outcomes: Outcome[] = []
    let signalled = false
    const body = JSON.stringify(validInquiry)
    const client = async (i: number) => {
      for (;;) {
        const o =
          i % 2 ? await send(agent, `${url}/api/demo-inquiries`, 'POST', body) : await send(agent, `${url}/blog`, 'GET')
        outcomes.push(o)
        // After the stop, a new connection is refused: that ends this client.
        if (o.error && signalled) return
        if (o.error) throw new Error(`request failed before SIGTERM: ${o.error}`)
      }
    }
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    const clients = Array.from({ length: 8 }, (_, i) => client(i))
    await waitFor(() => crm.hanging.size >= 2 && outcomes.length >= 40, { timeoutMs: 30_000 })
    signalled = true
    server.kill('SIGTERM')
    await Promise.all(clients)
    agent.destroy()

    expect(await exited).toBe(0)
    expect(outcomes.some((o) => o.connection === 'close')).toBe(true)
    const errors = outcomes.filter((o) => o.error).map((o) => o.error)
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([])
    expect(outcomes.filter((o) => o.status !== undefined).every((o) => o.status === 200 || o.status === 201)).toBe(true)

    const db = createDb(`sqlite:${path.join(dataDir, 'app.db')}`)
    try {
      const rows = await listOutbox(db)
      expect(rows.filter((r) => r.kind === 'crm' && r.status === 'pending').length).toBeGreaterThanOrEqual(2)
      expect(rows.filter((r) => r.lease_owner !== null || r.lease_until !== null)).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})

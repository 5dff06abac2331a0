import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server/lib/logger'
import { connectRedis, redisSessionStore, type SharedRedis } from '../../server/services/system/redis'
import { createUser, login, sessionCookie, startAdminTestApp } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { freePort, postJson, validInquiry, waitFor } from '../helpers/leads'

/**
 * A Redis of this test's own (`redis-server --port <free port>`, no persistence) that it stops and
 * starts again; the shared Redis on 6379 is never touched. Skips, saying why, without redis-server.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0
if (!hasRedis) console.warn('redis-down.scale.test.ts skipped: redis-server is not installed')

async function startRedis(port: number): Promise<ChildProcess> {
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = connect(port, '127.0.0.1')
        s.once('connect', () => (s.destroy(), resolve(true)))
        s.once('error', () => resolve(false))
      }),
    { timeoutMs: 15_000, intervalMs: 50 },
  )
  return proc
}

async function stopRedis(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return
  const exited = new Promise((resolve) => proc.once('exit', resolve))
  proc.kill('SIGKILL')
  await exited
}

describe.skipIf(!hasRedis)('when Redis goes down and comes back', () => {
  let app: TestApp
  let redis: SharedRedis
  let server: ChildProcess
  let port: number
  beforeAll(async () => {
    port = await freePort()
    server = await startRedis(port)
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'redis-down-test:', REDIS_TIMEOUT_MS: 500 }
    redis = (await connectRedis(env, createLogger('silent')))!
    app = await startAdminTestApp(
      { FORM_RATE_LIMIT_MAX: '3', REDIS_URL: env.REDIS_URL, REDIS_PREFIX: env.REDIS_PREFIX },
      { rateLimitRedis: redis.sendCommand, sessionStore: redisSessionStore(redis) },
    )
    await createUser(app, 'admin@mapleserve.ca')
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await redis?.close()
    if (server) await stopRedis(server)
  })

  it('then the admin answers 503 with a clear message, public pages and forms keep working (still limited), and it recovers by itself', async () => {
    const signedIn = await login(app, 'admin@mapleserve.ca')
    expect(signedIn.status).toBe(200)
    const cookie = sessionCookie(signedIn)!
    const me = () => fetch(`${app.url}/api/auth/me`, { headers: { cookie } })
    expect((await me()).status).toBe(200)

    await stopRedis(server)
    const down = await waitFor(async () => {
      const res = await me()
      return res.status === 503 ? res : null
    })
    expect(down.headers.get('retry-after')).toBe('5')
    expect(((await down.json()) as { message: string }).message).toMatch(/session store \(Redis\) cannot be reached/)
    expect((await login(app, 'admin@mapleserve.ca')).status).toBe(503)

    // Public pages, even with the admin's cookie, and the forms with their limit kept in memory.
    expect((await fetch(`${app.url}/blog`, { headers: { cookie } })).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await postJson(`${app.url}/api/demo-inquiries`, validInquiry)).status)
    expect(statuses).toEqual([201, 201, 201, 429])

    server = await startRedis(port)
    // The restarted Redis kept nothing: the old session is gone, signing in works again.
    await waitFor(async () => (await login(app, 'admin@mapleserve.ca')).status === 200, {
      timeoutMs: 20_000,
      intervalMs: 200,
    })
    const again = sessionCookie(await login(app, 'admin@mapleserve.ca'))!
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie: again } })).status).toBe(200)
  })
})

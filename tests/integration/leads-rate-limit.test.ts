import { spawn, type ChildProcess } from 'node:child_process'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RedisSendCommand } from '../../server/middleware/rate-limit'
import { startTestApp, type TestApp } from '../helpers/app'
import { freePort, freshPostgresDatabase, postJson, waitFor } from '../helpers/leads'

const lead = {
  name: 'Ana Silva',
  email: 'ana@tasca.ca',
  phone: '416-555-0177',
  restaurant: 'Tasca',
  interest: 'Kitchen Display',
}

/** Two replicas of the app sharing one real Redis (REDIS_URL) for their form rate limits. */
describe('when several replicas share Redis for rate limits', () => {
  let redisServer: ChildProcess
  let client: ReturnType<typeof createClient>
  let a: TestApp
  let b: TestApp
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>> = null
  beforeAll(async () => {
    const port = await freePort()
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } })
    client.on('error', () => undefined)
    await waitFor(async () => {
      try {
        await client.connect()
        return true
      } catch {
        return false
      }
    })
    const sendCommand: RedisSendCommand = (...args) => client.sendCommand(args)
    pg = await freshPostgresDatabase()
    const env = {
      FORM_RATE_LIMIT_MAX: '2',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    }
    a = await startTestApp(env, { rateLimitRedis: sendCommand })
    b = await startTestApp(env, { rateLimitRedis: sendCommand })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    if (client?.isOpen) await client.quit()
    redisServer?.kill('SIGKILL')
    await pg?.drop()
  })

  it('then the limit counts submissions across replicas', async () => {
    expect((await postJson(`${a.url}/api/leads`, lead)).status).toBe(201)
    expect((await postJson(`${b.url}/api/leads`, lead)).status).toBe(201)
    const res = await postJson(`${a.url}/api/leads`, lead)
    expect(res.status).toBe(429)
    expect(((await res.json()) as { message: string }).message).toBe(
      'Too many submissions from your network. Please wait a few minutes and try again.',
    )
    const keys = await client.keys('mapleserve:rl:form:*')
    expect(keys.some((k) => k.startsWith('mapleserve:rl:form:lead:'))).toBe(true)
  })

  it('then a Redis outage lets visitors through (counted in memory) instead of losing their request', async () => {
    redisServer.kill('SIGKILL')
    await new Promise((resolve) => redisServer.once('exit', resolve))
    const res = await postJson(`${b.url}/api/demo-inquiries`, {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@tasca.ca',
      phone: '416-555-0177',
      company: 'Tasca',
    })
    expect(res.status).toBe(201)
  })
})

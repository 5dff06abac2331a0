import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server/lib/logger'
import { connectRedis, redisSessionStore, type SharedRedis } from '../../server/services/system/redis'
import type { TestApp } from '../helpers/app'
import { createUser, login, PASSWORD, sessionCookie, signIn, startAdminTestApp } from '../helpers/admin'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `mapleserve-test-accounts-${randomBytes(4).toString('hex')}:`

async function redisReachable(): Promise<boolean> {
  const probe = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    await probe.quit()
    return true
  } catch {
    return false
  }
}

const reachable = await redisReachable()
if (!reachable) console.warn(`accounts-redis: skipped, Redis is unreachable at ${REDIS_URL}`)

describe.skipIf(!reachable)('when sessions live in Redis', () => {
  let app: TestApp
  let redis: SharedRedis
  const clock = Date.now() + 60_000

  beforeAll(async () => {
    redis = (await connectRedis({ REDIS_URL, REDIS_PREFIX: PREFIX, REDIS_TIMEOUT_MS: 1000 }, createLogger('silent')))!
    app = await startAdminTestApp({}, { clock: () => new Date(clock), sessionStore: redisSessionStore(redis) })
    await createUser(app, 'redis@mapleserve.test', 'editor')
  })
  afterAll(async () => {
    await app?.close()
    if (redis?.client.isOpen) {
      const keys = await redis.client.keys(`${PREFIX}*`)
      if (keys.length) await redis.client.del(keys)
    }
    await redis?.close()
  })

  it('then a user lists their sessions, ends one and then every other, and the ended ones are gone from Redis', async () => {
    const a = await signIn(app, 'redis@mapleserve.test')
    const b = sessionCookie(
      await login(app, 'redis@mapleserve.test', PASSWORD, { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' }),
    )!
    const c = await signIn(app, 'redis@mapleserve.test')
    expect(await redis.client.keys(`${PREFIX}sess:*`)).toHaveLength(3)
    const list = (await (await a.request('/api/auth/sessions')).json()) as { id: string; device: string }[]
    expect(list).toHaveLength(3)
    const safari = list.find((s) => s.device === 'Safari on macOS')!
    expect((await a.request(`/api/auth/sessions/${safari.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie: b } })).status).toBe(401)
    expect(await redis.client.keys(`${PREFIX}sess:*`)).toHaveLength(2)
    expect(await (await a.request('/api/auth/sessions/end-others', { method: 'POST' })).json()).toEqual({ ended: 1 })
    expect((await c.request('/api/auth/me')).status).toBe(401)
    expect((await a.request('/api/auth/me')).status).toBe(200)
    expect(await redis.client.keys(`${PREFIX}sess:*`)).toHaveLength(1)
  })
})

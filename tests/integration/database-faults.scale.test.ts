/**
 * PostgreSQL faults (npm run test:scale, which provides the server): a database that refuses
 * connections, a table lock held while many requests wait, a health probe on a starved event loop.
 * The SQLite counterparts run in npm test (stuck-database.test.ts, server/db/knex.test.ts).
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { createDb, isPostgresUrl, type Db } from '../../server/db/knex'
import { createLogger } from '../../server/lib/logger'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson, validInquiry, waitFor } from '../helpers/leads'

const base = process.env.TEST_DATABASE_URL
if (!base || !isPostgresUrl(base))
  throw new Error('database-faults.scale.test.ts needs TEST_DATABASE_URL on PostgreSQL')

const databaseName = (url: string) => new URL(url).pathname.slice(1)

describe('when the PostgreSQL database stops accepting connections (55000)', () => {
  let app: TestApp
  let admin: Db
  beforeAll(async () => {
    app = await startTestApp({ FORM_RATE_LIMIT_MAX: '1000' })
    admin = createDb(base)
  })
  afterEach(async () => {
    await admin.raw(`alter database ${databaseName(app.env.DATABASE_URL)} allow_connections true`)
  })
  afterAll(async () => {
    await admin?.destroy()
    await app?.close()
  })

  it('then a form post answers 503 with Retry-After and a clear message, and 201 once it accepts them again', async () => {
    const name = databaseName(app.env.DATABASE_URL)
    await admin.raw(`alter database ${name} allow_connections false`)
    // The app's open connections end as in a restart; every new one is refused.
    await admin.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
      [name],
    )

    const res = await postJson(`${app.url}/api/demo-inquiries`, validInquiry)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(((await res.json()) as { message: string }).message).toMatch(/briefly unavailable/)

    await admin.raw(`alter database ${name} allow_connections true`)
    await waitFor(async () => (await postJson(`${app.url}/api/demo-inquiries`, validInquiry)).status === 201)
  })
})

describe('when a transaction holds an exclusive lock on posts while more readers come than the pool has connections', () => {
  let app: TestApp
  let other: Db
  beforeAll(async () => {
    app = await startTestApp({ DB_TIMEOUT_MS: '3000' })
    other = createDb(app.env.DATABASE_URL, { max: 1 })
    // Rendered once before the lock: the first render of a page is slow on its own.
    for (const path of ['/blog/rss.xml', '/sitemap.xml']) expect((await fetch(`${app.url}${path}`)).status).toBe(200)
  })
  afterAll(async () => {
    await other?.destroy()
    await app?.close()
  })

  it('then every one answers 503 with Retry-After within about one DB_TIMEOUT_MS (3 s), and /healthz stays 200', async () => {
    const trx = await other.transaction()
    try {
      await trx.raw('lock table posts in access exclusive mode')
      const started = Date.now()
      const answers = await Promise.all(
        Array.from({ length: 14 }, async (_, i) => {
          const res = await fetch(`${app.url}${i % 2 ? '/blog/rss.xml' : '/sitemap.xml'}`)
          await res.text()
          return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started }
        }),
      )
      expect(answers.filter((a) => a.status !== 503 || !a.retryAfter)).toEqual([])
      // One budget per request: before, the 4 requests beyond the pool's 10 connections waited DB_TIMEOUT_MS
      // for one, then DB_TIMEOUT_MS again for their query (answered after 6 s).
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(4_500)

      // The probe writes its own table: a lock on posts is no reason to restart the replica.
      const health = await fetch(`${app.url}/healthz`)
      expect(health.status).toBe(200)
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
    } finally {
      await trx.rollback()
    }
    expect((await fetch(`${app.url}/blog/rss.xml`)).status).toBe(200)
  })
})

/** Holds the event loop as a CPU-starved process does: timers due meanwhile fire late, all at once. */
function starve(ms: number): void {
  const until = Date.now() + ms
  while (Date.now() < until);
}

describe('when the event loop is starved while the health probe connects', () => {
  let server: Server
  let url: string
  let app: TestApp
  beforeAll(async () => {
    // The test app's database and environment, served here so the test sees each request arrive.
    app = await startTestApp({ DB_TIMEOUT_MS: '300' })
    server = createApp({ env: app.env, db: app.db, logger: createLogger('silent') }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await app?.close()
  })

  it('then /healthz still answers 200: the probe is timed by the database, not by late timers', async () => {
    // Right after the handler has started the probe (its connection under way), 1 s of busy CPU.
    const onRequest = () => setImmediate(() => starve(1_000))
    server.prependListener('request', onRequest)
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${url}/healthz`)
        expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
        expect(res.status).toBe(200)
      }
    } finally {
      server.off('request', onRequest)
    }
  })
})

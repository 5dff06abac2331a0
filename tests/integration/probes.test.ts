import { rmSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { createDb, migrateLatest, type Db } from '../../server/db/knex'
import { parseEnv } from '../../server/env'
import { freshPostgresDatabase, scratchDir } from '../helpers/app'

interface LogLine {
  level: number
  msg: string
  err?: { stack?: string }
}

const logs: LogLine[] = []
let url: URL
let server: Server
let db: Db
let dataDir: string
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>

// The app with a logger whose lines the test reads.
beforeAll(async () => {
  dataDir = scratchDir('mapleserve-probes-')
  pg = await freshPostgresDatabase('probes')
  const env = parseEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  })
  db = createDb(env.DATABASE_URL)
  await migrateLatest(db)
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  const logger = pino({ level: 'info', base: undefined }, stream)
  server = await new Promise((resolve) => {
    const s = createApp({ env, db, logger }).listen(0, '127.0.0.1', () => resolve(s))
  })
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  server?.closeAllConnections()
  await db?.destroy()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Raw paths: fetch would normalise '..' and re-encode the broken escape. */
function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathname, method: 'GET' }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('when a scanner probes for files', () => {
  it('then missing assets and escapes answer 404, a broken URL escape 400, and nothing is logged as an error', async () => {
    expect(await get('/assets/missing.js')).toBe(404)
    expect(await get('/admin/assets/missing.js')).toBe(404)
    expect(await get('/assets/..%2f..%2fpackage.json')).toBe(404)
    expect(await get('/%E0%A4%A')).toBe(400)
    expect(await get('/blog')).toBe(200)
    expect(logs.filter((l) => l.level >= 50)).toEqual([])
    expect(logs.filter((l) => l.msg === 'request refused')).toHaveLength(4)
    expect(logs.some((l) => l.err?.stack)).toBe(false)
  })
})

import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/leads'
import { runServerToExit as runServer } from '../helpers/server-process'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh data folder per case, so "nothing was written" can be checked on it. */
function freshDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-start-'))
  dirs.push(dir)
  return dir
}

async function base(dataDir = freshDir()) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'startup-secret-startup-secret-startup-01',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DB_TIMEOUT_MS: '2000',
    REDIS_TIMEOUT_MS: '500',
  }
}

/** The one stderr line of a failed start; fails when the process exited 0, printed more or a stack anywhere. */
function oneLine({ code, stderr, stdout }: { code: number | null; stderr: string; stdout: string }): string {
  expect(code).not.toBe(0)
  // knex prints its own connection errors, stack included, on stdout.
  expect(stdout).not.toMatch(/^\s+at /m)
  const lines = stderr.trim().split('\n')
  expect(lines, stderr).toHaveLength(1)
  return lines[0] ?? ''
}

/** A PostgreSQL server that refuses every start-up with one error (what a real one sends for a missing database or role). */
async function refusingPostgres(
  code: string,
  message: string,
): Promise<{ url: (path: string) => string; close: () => void }> {
  const field = (type: string, value: string) =>
    Buffer.concat([Buffer.from(type), Buffer.from(value), Buffer.from([0])])
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', code),
    field('M', message),
    Buffer.from([0]),
  ])
  const header = Buffer.alloc(5)
  header.write('E', 0)
  header.writeInt32BE(fields.length + 4, 1)
  const server = net.createServer((socket) => {
    socket.on('error', () => {})
    socket.once('data', () => socket.end(Buffer.concat([header, fields])))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: (p) => `postgres://${p.split('/')[0]}@127.0.0.1:${port}/${p.split('/')[1]}`,
    close: () => server.close(),
  }
}

const asRoot = process.getuid?.() === 0
/** The container's user is not root: when the tests run as root, the server runs as nobody to meet the same permissions. */
const unprivileged = asRoot ? { uid: 65534 } : {}

describe('when a service the server needs cannot be reached at start', () => {
  it('then an unreachable DATABASE_URL stops it with one line naming the variable and the cause', async () => {
    const closed = await freePort()
    const line = oneLine(
      await runServer({ ...(await base()), DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/app` }),
    )
    expect(line).toMatch(/^DATABASE_URL: cannot use the database \(.*ECONNREFUSED/)
  }, 90_000)

  it('then a PostgreSQL without the database named stops it with one line saying to create it, writing nothing', async () => {
    const pg = await refusingPostgres('3D000', 'database "mapleserve" does not exist')
    try {
      const env = await base()
      const line = oneLine(await runServer({ ...env, DATABASE_URL: pg.url('postgres/mapleserve') }))
      expect(line).toMatch(
        /^DATABASE_URL: database "mapleserve" does not exist on 127\.0\.0\.1:\d+: create it \(createdb/,
      )
      expect(readdirSync(env.DATA_DIR)).toEqual([])
    } finally {
      pg.close()
    }
  }, 90_000)

  it('then a PostgreSQL without the role named stops it with one line saying to create it, writing nothing', async () => {
    const pg = await refusingPostgres('28000', 'role "mapleserve" does not exist')
    try {
      const env = await base()
      const line = oneLine(await runServer({ ...env, DATABASE_URL: pg.url('mapleserve/mapleserve') }))
      expect(line).toMatch(
        /^DATABASE_URL: role "mapleserve" does not exist on 127\.0\.0\.1:\d+: create it \(createuser/,
      )
      expect(readdirSync(env.DATA_DIR)).toEqual([])
    } finally {
      pg.close()
    }
  }, 90_000)

  it('then an unreachable REDIS_URL stops it with one line naming the variable, before any migration', async () => {
    const closed = await freePort()
    const env = await base()
    const line = oneLine(await runServer({ ...env, REDIS_URL: `redis://127.0.0.1:${closed}` }))
    expect(line).toMatch(/^REDIS_URL: cannot connect to Redis \(.*ECONNREFUSED/)
    expect(existsSync(path.join(env.DATA_DIR, 'app.db'))).toBe(false)
  }, 90_000)

  it('then a PORT another process holds stops it with one line naming the variable, before any migration', async () => {
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    try {
      const env = { ...(await base()), PORT: String((holder.address() as net.AddressInfo).port) }
      const line = oneLine(await runServer(env))
      expect(line).toMatch(new RegExp(`^PORT: 127\\.0\\.0\\.1:${env.PORT} is already in use`))
      expect(existsSync(path.join(env.DATA_DIR, 'app.db'))).toBe(false)
    } finally {
      holder.close()
    }
  }, 90_000)
})

describe('when the configuration would only fail after writing', () => {
  it('then a weak ADMIN_PASSWORD stops it with one line naming the variable, before any migration', async () => {
    const env = await base()
    const line = oneLine(
      await runServer({ ...env, ADMIN_EMAIL: 'owner@bistro-maple.ca', ADMIN_PASSWORD: 'password1234' }),
    )
    expect(line).toMatch(/^ADMIN_PASSWORD: .+ npm run create-admin/)
    expect(existsSync(path.join(env.DATA_DIR, 'app.db'))).toBe(false)
  }, 90_000)
})

describe('when the data folder cannot be written by the server', () => {
  it('then a bind-mounted folder owned by another user stops it with one line naming DATA_DIR, the uid and chown', async () => {
    const dataDir = freshDir()
    chmodSync(dataDir, 0o555)
    const uid = asRoot ? 65534 : process.getuid!()
    const line = oneLine(await runServer(await base(dataDir), unprivileged))
    expect(line).toMatch(new RegExp(`^DATA_DIR: .*${dataDir}.* is not writable by uid ${uid}: .*chown -R ${uid}:`))
    expect(line).not.toMatch(/DATABASE_URL/)
    expect(readdirSync(dataDir)).toEqual([])
  }, 90_000)

  it('then a DATA_DIR that cannot be created stops it with one line naming DATA_DIR', async () => {
    const parent = freshDir()
    chmodSync(parent, 0o555)
    const dataDir = path.join(parent, 'data')
    const line = oneLine(await runServer(await base(dataDir), unprivileged))
    expect(line).toMatch(new RegExp(`^DATA_DIR: cannot create ${dataDir} `))
    expect(existsSync(dataDir)).toBe(false)
  }, 90_000)

  it('then in development (no SESSION_SECRET to read) a DATA_DIR that cannot be created stops it with one line', async () => {
    const parent = freshDir()
    chmodSync(parent, 0o555)
    const dataDir = path.join(parent, 'data')
    const { NODE_ENV: _production, SESSION_SECRET: _secret, ...development } = await base(dataDir)
    const line = oneLine(await runServer(development, unprivileged))
    expect(line).toMatch(new RegExp(`^DATA_DIR: cannot create ${dataDir} `))
  }, 90_000)

  it('then an app.db the server cannot write stops it with one line naming DATA_DIR, not DATABASE_URL', async () => {
    const dataDir = freshDir()
    chmodSync(dataDir, 0o777)
    writeFileSync(path.join(dataDir, 'app.db'), '')
    chmodSync(path.join(dataDir, 'app.db'), 0o444)
    const line = oneLine(await runServer(await base(dataDir), unprivileged))
    expect(line).toMatch(/^DATA_DIR: .*app\.db is not writable by uid \d+: .*chown -R/)
  }, 90_000)
})

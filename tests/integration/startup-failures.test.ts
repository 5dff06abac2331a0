import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { freePort } from '../helpers/leads'

/** Starts the real server with `env` and waits for it to exit; fails the test if it keeps running. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    let stderr = ''
    let stdout = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server kept running:\n${stdout}\n${stderr}`))
    }, 80_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, stdout })
    })
  })
}

describe('when a service the server needs cannot be reached at start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-start-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const base = async () => ({
    NODE_ENV: 'production',
    SESSION_SECRET: 'startup-secret-startup-secret-startup-01',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DB_TIMEOUT_MS: '2000',
    REDIS_TIMEOUT_MS: '500',
  })

  it('then an unreachable DATABASE_URL stops it with one line naming the variable and the cause', async () => {
    const closed = await freePort()
    const { code, stderr } = await runServer({
      ...(await base()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/app`,
    })
    expect(code).not.toBe(0)
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^DATABASE_URL: cannot use the database \(.*ECONNREFUSED/)
  }, 90_000)

  it('then an unreachable REDIS_URL stops it with one line naming the variable and the cause', async () => {
    const closed = await freePort()
    const { code, stderr } = await runServer({ ...(await base()), REDIS_URL: `redis://127.0.0.1:${closed}` })
    expect(code).not.toBe(0)
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^REDIS_URL: cannot connect to Redis \(.*ECONNREFUSED/)
  }, 90_000)
})

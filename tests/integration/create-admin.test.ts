import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, migrateLatest, type Db } from '../../server/db/knex'
import { attemptLimiter } from '../../server/services/users/attempt-limiter'
import { signInRules } from '../../server/services/users/auth'
import { verifyPassword } from '../../server/services/users/password'
import { usersService } from '../../server/services/users/users'
import { freshPostgresDatabase, scratchDir } from '../helpers/app'
import { programArgs, type Program } from '../helpers/server-process'

let dataDir: string
let databaseUrl: string
let db: Db
let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>

beforeAll(async () => {
  dataDir = scratchDir('mapleserve-cli-')
  pg = await freshPostgresDatabase('cli')
  databaseUrl = pg?.url ?? `sqlite:${path.join(dataDir, 'cli.sqlite')}`
  db = createDb(databaseUrl)
  await migrateLatest(db)
})
afterAll(async () => {
  await db?.destroy()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a CLI the way an operator does, standard input piped (no terminal). */
async function run(script: Program, args: string[], stdin = '', env: Record<string, string> = {}): Promise<Run> {
  const programAndArgs = [...(await programArgs(script)), ...args]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, programAndArgs, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

const STRONG = 'plum kettle orbit seventeen'

describe('when create-admin gets a mistyped flag', () => {
  it('then it names the flag on one line and exits non-zero, without a stack', async () => {
    const result = await run('create-admin', ['--emial', 'x@mapleserve.test'])
    expect(result.code).not.toBe(0)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('--emial')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  }, 60_000)
})

describe('when create-admin runs where ADMIN_PASSWORD is set (as in the container)', () => {
  it('then it does not take that password: without a terminal it asks for --password-stdin', async () => {
    const result = await run('create-admin', ['--email', 'env@mapleserve.test'], '', {
      ADMIN_PASSWORD: 'startup password from env',
    })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain('--password-stdin')
    expect(await usersService(db).findByEmail('env@mapleserve.test')).toBeUndefined()
  }, 60_000)

  it('then --password-stdin sets the piped password, and refuses an easy one', async () => {
    const weak = await run('create-admin', ['--email', 'piped@mapleserve.test', '--password-stdin'], 'password1234\n')
    expect(weak.code).not.toBe(0)
    expect(weak.stderr).toMatch(/too easy to guess/)
    const ok = await run('create-admin', ['--email', 'piped@mapleserve.test', '--password-stdin'], `${STRONG}\n`, {
      ADMIN_PASSWORD: 'startup password from env',
    })
    expect(ok.stderr).toBe('')
    expect(ok.code).toBe(0)
    const user = await usersService(db).findByEmail('piped@mapleserve.test')
    expect(user?.role).toBe('admin')
    expect(await verifyPassword(STRONG, user!.password_hash)).toBe(true)
  }, 60_000)
})

describe('when an account is locked by failed sign-ins', () => {
  async function lock(email: string, ip: string): Promise<void> {
    const limiter = attemptLimiter(db)
    for (let i = 0; i < 10; i += 1) {
      await limiter.reserve(signInRules(email, ip)).catch(() => undefined)
      await db('login_attempts').update({ locked_until: null })
    }
    await limiter.reserve(signInRules(email, ip)).catch(() => undefined)
  }

  async function isLocked(email: string, ip: string): Promise<boolean> {
    return attemptLimiter(db)
      .reserve(signInRules(email, ip))
      .then(() => false)
      .catch(() => true)
  }

  it('then npm run unlock and create-admin both clear the lock', async () => {
    await lock('locked@mapleserve.test', '203.0.113.9')
    expect(await isLocked('locked@mapleserve.test', '203.0.113.9')).toBe(true)
    const unlocked = await run('unlock', ['--email', 'Locked@mapleserve.test'])
    expect(unlocked.code).toBe(0)
    expect(await isLocked('locked@mapleserve.test', '203.0.113.9')).toBe(false)

    // Another address: the first one's own (per-address) counter is not the account's lock.
    await lock('locked@mapleserve.test', '203.0.113.10')
    expect(await isLocked('locked@mapleserve.test', '203.0.113.10')).toBe(true)
    const reset = await run('create-admin', ['--email', 'locked@mapleserve.test', '--password-stdin'], STRONG)
    expect(reset.code).toBe(0)
    expect(await isLocked('locked@mapleserve.test', '203.0.113.10')).toBe(false)
  }, 90_000)
})

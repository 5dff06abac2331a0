import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, migrateLatest, type Db } from '../../server/db/knex'
import { latestBackupRuns } from '../../server/db/repositories/backup-schedule'
import { parseEnv } from '../../server/env'
import { createLogger } from '../../server/lib/logger'
import { rootDir } from '../../server/lib/paths'
import { listBackups } from '../../server/services/backups/files'
import { startBackupScheduler } from '../../server/services/backups/schedule'
import { auditService } from '../../server/services/audit/audit'
import { freePort, freshPostgresDatabase, waitFor } from '../helpers/leads'
import { isHealthy } from '../helpers/healthy'
import { programArgs } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'
import { copySeededDataDir } from '../helpers/template-db'

/** SQLite in `npm test`; under `npm run test:pg` the same tests on a fresh PostgreSQL database (pg_dump). */
let databaseUrl: string
let dropDatabase: (() => Promise<void>) | undefined
const dirs: string[] = []
const tempDir = () => {
  const dir = scratchDir('mapleserve-schedule-')
  dirs.push(dir)
  return dir
}
let db: Db

beforeAll(async () => {
  const pg = await freshPostgresDatabase()
  if (pg) databaseUrl = pg.url
  else {
    // Migrated and the blog seeded, as after a first start: the servers' starts skip the seed's image rendering.
    const dir = tempDir()
    await copySeededDataDir(dir)
    databaseUrl = `sqlite:${path.join(dir, 'app.db')}`
  }
  dropDatabase = pg?.drop
  db = createDb(databaseUrl)
  await migrateLatest(db)
  await db('health').insert({ id: 1, checked_at: 'before the backups' })
})
afterAll(async () => {
  await db?.destroy()
  await dropDatabase?.()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function envFor(extra: Record<string, string>) {
  return parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...extra })
}

describe('when BACKUP_SCHEDULE ticks every second and BACKUP_KEEP is 2', () => {
  it('then the server writes real archives by itself and keeps only the 2 newest', async () => {
    const backupDir = tempDir()
    // Three archives from earlier days, as `npm run backup` names them.
    for (const [i, day] of ['20261101', '20261102', '20261103'].entries()) {
      const old = path.join(backupDir, `mapleserve-${day}T031500Z.tar.gz`)
      writeFileSync(old, 'old archive')
      const when = new Date(Date.UTC(2026, 10, 1 + i, 3, 15))
      utimesSync(old, when, when)
    }
    writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup: never pruned')
    const env = envFor({
      BACKUP_SCHEDULE: '* * * * * *',
      BACKUP_KEEP: '2',
      BACKUP_DIR: backupDir,
      TZ: 'America/Toronto',
    })
    const scheduler = startBackupScheduler({ env, db, logger: createLogger('silent'), audit: auditService(db) })!
    try {
      const runs = await waitFor(
        async () => {
          const rows = (await latestBackupRuns(db, 10)).filter((r) => r.status === 'ok')
          return rows.length >= 3 ? rows : null
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      )
      const files = listBackups(backupDir)
      expect(files).toHaveLength(2)
      // The pruned ones are the oldest: none of the three old archives is left, the other file stays.
      expect(files.some((f) => f.file.includes('T031500Z'))).toBe(false)
      expect(files.map((f) => f.file)).toContain(runs[0]!.file)
      expect(listBackups(backupDir).length + 1).toBe(readdirSync(backupDir).length)
      const entries: string[] = []
      await tar.t({ file: files[0]!.file, onReadEntry: (e) => void entries.push(e.path) })
      expect(entries).toContain('manifest.json')
      expect(entries).toContain(databaseUrl.startsWith('postgres') ? 'app.dump' : 'app.db')
    } finally {
      await scheduler.stop()
    }
    const audit = await db('audit_log').where({ action: 'backup.created' }).count({ n: '*' })
    expect(Number(audit[0]!.n)).toBeGreaterThanOrEqual(3)
  })
})

describe('when two replicas reach the same scheduled time', () => {
  it('then exactly one of them takes the backup, and neither takes that time again', async () => {
    const a = startBackupScheduler({
      env: envFor({ BACKUP_SCHEDULE: 'daily at 03:15', BACKUP_DIR: tempDir() }),
      db,
      logger: createLogger('silent'),
      audit: auditService(db),
    })!
    const otherDb = createDb(databaseUrl)
    const b = startBackupScheduler({
      env: envFor({ BACKUP_SCHEDULE: 'daily at 03:15', BACKUP_DIR: tempDir() }),
      db: otherDb,
      logger: createLogger('silent'),
      audit: auditService(otherDb),
    })!
    try {
      const slot = new Date(Date.UTC(2031, 0, 1, 8, 15))
      // Replica b's clock is 400 ms late: the same scheduled time all the same.
      const results = await Promise.all([a.runSlot(slot), b.runSlot(new Date(slot.getTime() + 400))])
      expect(results.map((r) => r.status).sort()).toEqual(['ok', 'skipped'])
      expect((await a.runSlot(slot)).status).toBe('skipped')
      expect((await b.runSlot(slot)).status).toBe('skipped')
      // The next day's tick is a new slot.
      const next = await b.runSlot(new Date(slot.getTime() + 24 * 3600_000))
      expect(next.status).toBe('ok')
      // Those slots lie in the future (a clock that was wrong): today's tick is still taken.
      expect((await a.runSlot(new Date())).status).toBe('ok')
    } finally {
      await a.stop()
      await b.stop()
      await otherDb.destroy()
    }
  })
})

/** A real server process (server/index.ts) with its own data directory on the shared database. */
async function startServer(port: number, dataDir: string, backupDir: string): Promise<ChildProcess> {
  const log = openSync(path.join(dataDir, 'server.log'), 'a')
  return spawn(process.execPath, await programArgs('server'), {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SESSION_SECRET: 'schedule-secret-schedule-secret-0123456',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BACKUP_SCHEDULE: '* * * * * *',
      BACKUP_KEEP: '50',
      BACKUP_DIR: backupDir,
      LOG_LEVEL: 'warn',
    },
    // Warnings and errors go to DATA_DIR/server.log, printed when the test fails.
    stdio: ['ignore', log, log],
  })
}

describe('when two app instances run on one database with a backup schedule', () => {
  it('then each scheduled time gets one backup, and SIGTERM stops both cleanly', async () => {
    const before = (await latestBackupRuns(db, 1000)).length
    const dirsOf = [tempDir(), tempDir()]
    const backupDirs = dirsOf.map((d) => path.join(d, 'off-machine'))
    for (const d of backupDirs) mkdirSync(d)
    const ports = [await freePort(), await freePort()]
    const servers: ChildProcess[] = []
    const exits: Promise<number | null>[] = []
    const start = async (i: number) => {
      const server = await startServer(ports[i]!, dirsOf[i]!, backupDirs[i]!)
      servers.push(server)
      exits.push(new Promise((resolve) => server.once('exit', (code) => resolve(code))))
      return waitFor(() => isHealthy(`http://127.0.0.1:${ports[i]}`), { timeoutMs: 90_000, intervalMs: 200 })
    }
    try {
      // One at a time, as the README says: the first applies the migrations.
      await start(0)
      await start(1)
      const startedBoth = Date.now()
      await waitFor(
        async () => {
          const ok = (await latestBackupRuns(db, 1000)).filter((r) => r.status === 'ok' && r.started_at >= startedBoth)
          return ok.length >= 3
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      )
    } catch (error) {
      const logs = dirsOf.map((d) => readFileSync(path.join(d, 'server.log'), 'utf8')).join('\n---\n')
      throw new Error(`${String(error)}; server logs:\n${logs}`, { cause: error })
    } finally {
      for (const server of servers) server.kill('SIGTERM')
    }
    expect(await Promise.all(exits)).toEqual([0, 0])
    const all = await latestBackupRuns(db, 1000)
    const runs = all.slice(0, all.length - before)
    const slots = runs.map((r) => r.slot)
    expect(new Set(slots).size).toBe(slots.length)
    // A backup cut short by the stop leaves its run 'running' and no finished archive, never a failure.
    expect(runs.filter((r) => r.status === 'failed')).toEqual([])
    const ok = runs.filter((r) => r.status === 'ok')
    expect(ok.length).toBeGreaterThanOrEqual(3)
    const written = backupDirs.flatMap((d) => listBackups(d))
    expect(written.map((f) => f.file).sort()).toEqual(ok.map((r) => r.file).sort())
  }, 240_000)
})

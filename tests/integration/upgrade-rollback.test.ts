import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inspectDatabase } from '../../server/db/inspect'
import { createDb, migrateLatest } from '../../server/db/knex'
import { migrationSource } from '../../server/db/migrations/index'
import { createBackup, restoreBackup } from '../../server/services/backups/backup'
import { freePort } from '../helpers/leads'
import { runServerToExit, runServerUntilListening } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function freshDir(): string {
  const dir = scratchDir('mapleserve-upgrade-')
  dirs.push(dir)
  return dir
}

async function serverEnv(dataDir: string) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'upgrade-secret-upgrade-secret-upgrade-0001',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'owner@bistro-maple.ca',
    ADMIN_PASSWORD: 'Tourtière-Lévis-Kitchen-2026',
  }
}

const sqliteUrl = (dataDir: string) => `sqlite:${path.join(dataDir, 'app.db')}`

describe('when a new release starts on a database that holds data and has migrations due', () => {
  it('then it backs the database up before migrating, logs the archive, and the archive holds the old state', async () => {
    const dataDir = freshDir()
    const known = await migrationSource.getMigrations([])
    const db = createDb(sqliteUrl(dataDir))
    // The previous release: every migration but the last.
    for (let i = 0; i < known.length - 1; i++) await db.migrate.up()
    await db.destroy()

    const server = await runServerUntilListening(await serverEnv(dataDir))
    await server.stop()

    const entry = server.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; backup?: string })
      .find((line) => line.msg?.startsWith('backup taken before migrating'))
    expect(entry?.backup).toMatch(/\/backups\/mapleserve-\d{8}T\d{6}Z-before-migrate\.tar\.gz$/)
    expect((await inspectDatabase(sqliteUrl(dataDir))).applied).toEqual(known)

    const elsewhere = freshDir()
    await restoreBackup({ file: entry!.backup!, dataDir: elsewhere, databaseUrl: sqliteUrl(elsewhere) })
    expect((await inspectDatabase(sqliteUrl(elsewhere))).applied).toEqual(known.slice(0, -1))
  }, 90_000)
})

describe('when a release starts on a database migrated by a newer one', () => {
  it('then it refuses with one line naming the backup to restore and the command, and changes nothing', async () => {
    const dataDir = freshDir()
    const db = createDb(sqliteUrl(dataDir))
    await migrateLatest(db)
    const { file } = await createBackup({
      dataDir,
      databaseUrl: sqliteUrl(dataDir),
      output: path.join(dataDir, 'backups', 'mapleserve-20261126T031500Z-before-migrate.tar.gz'),
    })
    await db('knex_migrations').insert({
      name: '20991231000000_from_the_future',
      batch: 99,
      migration_time: new Date(),
    })
    await db.destroy()
    const before = await inspectDatabase(sqliteUrl(dataDir))

    const { code, stderr, stdout } = await runServerToExit(await serverEnv(dataDir))

    expect(code).not.toBe(0)
    expect(stdout).not.toMatch(/^\s+at /m)
    const lines = stderr.trim().split('\n')
    expect(lines, stderr).toHaveLength(1)
    expect(lines[0]).toContain('20991231000000_from_the_future')
    expect(lines[0]).toContain(`npm run restore -- ${file}`)
    expect(await inspectDatabase(sqliteUrl(dataDir))).toEqual(before)
    expect(before.users).toBe(0)
  }, 90_000)
})

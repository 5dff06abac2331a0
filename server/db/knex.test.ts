import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from './knex'

describe('createDb on SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-knex-'))
  const db = createDb(`sqlite:${path.join(dir, 'app.db')}`, { timeoutMs: 1234 })
  afterAll(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('when a connection opens, then commits are durable (synchronous=FULL in WAL) and locks wait the configured time', async () => {
    const pragma = async (name: string) => ((await db.raw(`pragma ${name}`)) as Record<string, unknown>[])[0]
    expect(await pragma('synchronous')).toEqual({ synchronous: 2 })
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' })
    expect(await pragma('busy_timeout')).toEqual({ timeout: 1234 })
  })
})

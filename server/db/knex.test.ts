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

  it('when the same query runs again after a schema change, then it sees the new columns and the new rows', async () => {
    await db.schema.createTable('prepared_probe', (t) => {
      t.increments('id')
      t.string('name')
    })
    await db('prepared_probe').insert({ name: 'first' })
    const all = () => db('prepared_probe').select('*').orderBy('id')
    expect(await all()).toEqual([{ id: 1, name: 'first' }])
    // A migration adds a column: the statement kept prepared for this SQL text must not answer with the old shape.
    await db.schema.alterTable('prepared_probe', (t) => {
      t.string('note').defaultTo('none')
    })
    await db('prepared_probe').insert({ name: 'second', note: 'new' })
    expect(await all()).toEqual([
      { id: 1, name: 'first', note: 'none' },
      { id: 2, name: 'second', note: 'new' },
    ])
    await db.schema.dropTable('prepared_probe')
    await expect(all()).rejects.toThrow(/no such table/)
  })
})

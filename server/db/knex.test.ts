import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseBudget, DatabaseDeadlineError } from './deadline'
import { createDb, isDatabaseUnavailable } from './knex'

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

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

  it('when PostgreSQL refuses connections, is shutting down, is full or times out, then it is a 503 to retry', () => {
    // 55000: ALTER DATABASE ... ALLOW_CONNECTIONS false ("database is not currently accepting connections").
    for (const code of ['55000', '57P01', '57P03', '53300', '53100', '08006', '08001', '57014', '55P03', '25006'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true)
    expect(isDatabaseUnavailable(new DatabaseDeadlineError())).toBe(true)
  })

  it('when the query itself is wrong or a constraint refuses it, then it is not', () => {
    for (const code of ['23505', '42P01', '22P02', 'SQLITE_CONSTRAINT_UNIQUE'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
  })
})

describe('a request budget on SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-budget-'))
  const file = path.join(dir, 'app.db')
  const db = createDb(`sqlite:${file}`, { timeoutMs: 1000 })
  const other = createDb(`sqlite:${file}`, { timeoutMs: 1000 })
  afterAll(async () => {
    await other.destroy()
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('when a lock holds every write, then the writes of one budget wait 1 s in all, not 1 s each', async () => {
    await db.raw('create table budget_probe (id integer primary key)')
    await other.raw('begin immediate')
    try {
      const budget = databaseBudget(1000)
      const started = Date.now()
      const errors = await budget.run(async () => {
        const codes: unknown[] = []
        for (let i = 0; i < 3; i++)
          await db('budget_probe')
            .insert({ id: i })
            .catch((e: { code?: unknown }) => codes.push(e.code))
        return codes
      })
      const elapsed = Date.now() - started
      expect(errors).toEqual(['SQLITE_BUSY', 'DATABASE_DEADLINE', 'DATABASE_DEADLINE'])
      expect(elapsed).toBeGreaterThanOrEqual(900)
      expect(elapsed).toBeLessThan(1500)
    } finally {
      await other.raw('rollback')
    }
    // Outside a budget the per-query timeout is back, and the lock gone, the write goes through.
    await db('budget_probe').insert({ id: 9 })
    expect(await db('budget_probe').pluck('id')).toEqual([9])
  })
})

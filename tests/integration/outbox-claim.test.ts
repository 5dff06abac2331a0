import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { claimDueOutbox, insertOutbox } from '../../server/db/repositories/outbox'
import { freshPostgresDatabase, scratchDir } from '../helpers/app'
import { copyMigratedSqlite } from '../helpers/template-db'

/**
 * A claim leases at most `limit` due rows: a lane's concurrency (newsletter rate, reminders) rests on it. On
 * PostgreSQL, `UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED)` leased every due row (3 of 3 for
 * a limit of 2): the planner may run the limited subquery more than once.
 */
describe('claiming due outbox rows', () => {
  let db: Db
  let cleanup: () => Promise<void>
  const now = '2026-11-28T12:00:00.000Z'
  const lease = '2026-11-28T12:05:00.000Z'

  beforeAll(async () => {
    const pg = await freshPostgresDatabase('outbox', undefined, { migrated: true })
    if (pg) {
      db = createDb(pg.url)
      cleanup = pg.drop
    } else {
      const dir = scratchDir('outbox-claim-')
      const file = path.join(dir, 'app.db')
      await copyMigratedSqlite(file)
      db = createDb(file)
      cleanup = async () => rmSync(dir, { recursive: true, force: true })
    }
    for (let i = 0; i < 5; i++) {
      await insertOutbox(db, { kind: 'mail', subject_type: 'test', subject_id: i, payload: { i }, now })
    }
  })
  afterAll(async () => {
    await db?.destroy()
    await cleanup?.()
  })

  it('leases no more rows than the limit, oldest first, and the next claim takes the rest', async () => {
    const first = await claimDueOutbox(db, { owner: 'a', now, leaseUntil: lease, limit: 2, kind: 'mail' })
    expect(first.map((r) => r.subject_id)).toEqual([0, 1])
    const second = await claimDueOutbox(db, { owner: 'b', now, leaseUntil: lease, limit: 2, kind: 'mail' })
    expect(second.map((r) => r.subject_id)).toEqual([2, 3])
    const third = await claimDueOutbox(db, { owner: 'c', now, leaseUntil: lease, limit: 2, kind: 'mail' })
    expect(third.map((r) => r.subject_id)).toEqual([4])
    const none = await claimDueOutbox(db, { owner: 'd', now, leaseUntil: lease, limit: 2, kind: 'mail' })
    expect(none).toEqual([])
  })
})

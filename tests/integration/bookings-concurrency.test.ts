import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, migrateLatest, type Db } from '../../server/db/knex'
import { createBookingsService } from '../../server/services/bookings/bookings'
import { zonedToUtc } from '../../server/services/leads/business-hours'
import { freshPostgresDatabase, scratchDir } from '../helpers/app'
import { addDemoLeads, addSalesperson } from '../helpers/bookings'
import { copyMigratedSqlite } from '../helpers/template-db'

/**
 * Issue 35, item 3: fifty visitors take the same slot of the one salesperson free then. On
 * PostgreSQL (npm run test:pg) through two "replicas" (two connection pools on one database); on
 * SQLite through one, as the server runs it (a second better-sqlite3 connection in the same process
 * would block the process itself while it waits for the first one's lock). Exactly one gets it; the
 * 49 others are offered other free slots.
 */
const NOW = new Date(zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto')) // Monday 6:00
const VISITORS = 50

describe('when 50 visitors book the same slot at once', () => {
  let replicas: [Db, Db]
  let cleanup: () => Promise<void>
  let leadIds: number[]

  beforeAll(async () => {
    const pg = await freshPostgresDatabase('bookings', undefined, { migrated: true })
    let url: string
    let dir: string | undefined
    if (pg) url = pg.url
    else {
      dir = scratchDir('mapleserve-bookings-')
      await copyMigratedSqlite(path.join(dir, 'app.db'))
      url = `sqlite:${path.join(dir, 'app.db')}`
    }
    const first = createDb(url)
    replicas = [first, pg ? createDb(url) : first]
    const db = first
    await migrateLatest(db)
    await addSalesperson(db, { now: NOW.getTime() })
    leadIds = await addDemoLeads(
      db,
      Array.from({ length: VISITORS }, (_, i) => `visitor${i}`),
      NOW,
    )
    cleanup = async () => {
      await Promise.all([...new Set(replicas)].map((r) => r.destroy()))
      await pg?.drop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  afterAll(() => cleanup?.())

  it('then exactly one booking holds it and 49 answers offer other free slots', async () => {
    const services = replicas.map((db) =>
      createBookingsService({
        db,
        clock: () => NOW,
        env: {
          BASE_URL: 'http://localhost:3000',
          SESSION_SECRET: 'bookings-secret-bookings-secret-012345',
          UNPROVEN_MAIL_PER_DAY: 3,
        },
        businessTimeZone: async () => 'America/Toronto',
      }),
    )
    const [first] = await services[0]!.slots()
    expect(new Date(first!.startsAt).toISOString()).toBe('2026-11-30T14:00:00.000Z') // 9:00 EST

    const results = await Promise.all(
      leadIds.map((leadId, i) =>
        services[i % 2]!.book({ leadId, startsAt: first!.startsAt, visitorTimeZone: 'America/Toronto' }),
      ),
    )

    const won = results.filter((r) => r.ok)
    expect(won).toHaveLength(1)
    const lost = results.filter((r) => !r.ok)
    expect(lost).toHaveLength(VISITORS - 1)
    for (const answer of lost) {
      expect(answer.reason).toBe('taken')
      expect(answer.next.length).toBeGreaterThan(0)
      expect(answer.next.map((s) => s.startsAt)).not.toContain(first!.startsAt)
    }
    const rows = await replicas[0]('bookings').where({ status: 'booked' })
    expect(rows).toHaveLength(1)
    expect(rows[0].starts_at).toBe('2026-11-30T14:00:00.000Z')
    // The winner's lead is "Demo booked", owned by the salesperson; only its two invitations are queued.
    const winner = rows[0].lead_id as number
    const lead = await replicas[0]('leads').where({ id: winner }).first()
    expect([lead.pipeline_status, lead.owner_id, lead.contacted_at]).toEqual([
      'demo_booked',
      rows[0].user_id,
      NOW.toISOString(),
    ])
    const mails = await replicas[0]('outbox').where({ subject_type: 'booking', kind: 'mail' })
    expect(mails.map((m) => JSON.parse(m.payload as string).to).sort()).toEqual(
      [`visitor${leadIds.indexOf(winner)}@example.com`, 'sam@mapleserve.test'].sort(),
    )
    expect(await replicas[0]('leads').where({ pipeline_status: 'demo_booked' })).toHaveLength(1)
    // The 5-minute buffer: 9:15 is not offered after a 9:00 demo; 9:30 is.
    const next = lost[0]!.next.map((s) => new Date(s.startsAt).toISOString())
    expect(next[0]).toBe('2026-11-30T14:30:00.000Z')
  }, 60_000)
})

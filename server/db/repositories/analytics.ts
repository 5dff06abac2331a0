import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'

/** One counted page view, already anonymous: `hash` is today's salted visitor hash. */
export interface PageviewRow {
  day: string
  hash: string
  path: string
  /** Set when the view starts a visit (arrived from another site, a campaign link or typed in). */
  source?: { source: string; medium: string; campaign: string }
  screen: string
  language: string
}

/**
 * Today's salt, made by whichever replica asks first (the insert is ignored on a race, then every
 * replica reads the same row). Making it deletes older salts and the visitor hashes made with them,
 * so no hash can be linked to a visitor after its day.
 */
export async function saltForDay(db: Knex, day: string): Promise<string> {
  const existing = await db('analytics_salts').where({ day }).first<{ salt: string } | undefined>('salt')
  if (existing) return existing.salt
  await db('analytics_salts')
    .insert({ day, salt: randomBytes(32).toString('hex') })
    .onConflict('day')
    .ignore()
  await db('analytics_salts').where('day', '<', day).delete()
  await db('analytics_seen').where('day', '<', day).delete()
  const row = await db('analytics_salts').where({ day }).first<{ salt: string }>('salt')
  return row.salt
}

/** True the first time this visitor is seen today in this scope (site, a page, a source). */
async function firstSeen(trx: Knex.Transaction, day: string, hash: string, scope: string): Promise<boolean> {
  const inserted = await trx('analytics_seen')
    .insert({ day, hash, scope })
    .onConflict(['day', 'hash', 'scope'])
    .ignore()
    .returning('hash')
  return inserted.length > 0
}

function increment(trx: Knex.Transaction, table: string, columns: string[]) {
  return Object.fromEntries(columns.map((c) => [c, trx.raw('?? + excluded.??', [`${table}.${c}`, c])]))
}

/** Adds one page view to the daily counters (same statements on SQLite and PostgreSQL). */
export async function recordPageview(db: Knex, view: PageviewRow): Promise<void> {
  const { day, hash } = view
  await db.transaction(async (trx) => {
    const newVisitor = (await firstSeen(trx, day, hash, 'site')) ? 1 : 0
    await trx('analytics_daily')
      .insert({ day, pageviews: 1, visitors: newVisitor })
      .onConflict('day')
      .merge(increment(trx, 'analytics_daily', ['pageviews', 'visitors']))

    const newOnPage = (await firstSeen(trx, day, hash, `p:${view.path}`)) ? 1 : 0
    await trx('analytics_pages_daily')
      .insert({ day, path: view.path, pageviews: 1, visitors: newOnPage })
      .onConflict(['day', 'path'])
      .merge(increment(trx, 'analytics_pages_daily', ['pageviews', 'visitors']))

    if (view.source) {
      const { source, medium, campaign } = view.source
      const newFromSource = (await firstSeen(trx, day, hash, `s:${source}\n${medium}\n${campaign}`)) ? 1 : 0
      await trx('analytics_sources_daily')
        .insert({ day, source, medium, campaign, visits: 1, visitors: newFromSource })
        .onConflict(['day', 'source', 'medium', 'campaign'])
        .merge(increment(trx, 'analytics_sources_daily', ['visits', 'visitors']))
    }

    for (const [kind, value] of [
      ['screen', view.screen],
      ['language', view.language],
    ] as const) {
      if (!value) continue
      await trx('analytics_props_daily')
        .insert({ day, kind, value, pageviews: 1 })
        .onConflict(['day', 'kind', 'value'])
        .merge(increment(trx, 'analytics_props_daily', ['pageviews']))
    }
  })
}

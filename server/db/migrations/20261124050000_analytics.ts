import type { Knex } from 'knex'

/**
 * Cookieless visit statistics (issue 22), stored as daily aggregates only:
 * - analytics_salts: one random salt per UTC day; yesterday's is deleted when today's is made, so a
 *   visitor hash can never be recomputed afterwards (the way Plausible counts unique visitors).
 * - analytics_seen: today's visitor hashes per scope (site, page, source), to count each visitor
 *   once a day; deleted with the salt. It holds no IP, user agent or cookie.
 * - analytics_daily, analytics_pages_daily, analytics_sources_daily, analytics_props_daily: the
 *   counters (page views, unique visitors) per day and per page, source/campaign, screen class or
 *   language. Days are 'YYYY-MM-DD' (UTC).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_salts', (t) => {
    t.string('day', 10).primary()
    t.string('salt', 64).notNullable()
  })
  await knex.schema.createTable('analytics_seen', (t) => {
    t.string('day', 10).notNullable()
    t.string('hash', 32).notNullable()
    t.string('scope', 600).notNullable()
    t.primary(['day', 'hash', 'scope'])
  })
  await knex.schema.createTable('analytics_daily', (t) => {
    t.string('day', 10).primary()
    t.integer('pageviews').notNullable().defaultTo(0)
    t.integer('visitors').notNullable().defaultTo(0)
  })
  await knex.schema.createTable('analytics_pages_daily', (t) => {
    t.string('day', 10).notNullable()
    t.string('path', 300).notNullable()
    t.integer('pageviews').notNullable().defaultTo(0)
    t.integer('visitors').notNullable().defaultTo(0)
    t.primary(['day', 'path'])
  })
  await knex.schema.createTable('analytics_sources_daily', (t) => {
    t.string('day', 10).notNullable()
    // The referring site's domain, else utm_source; '' for direct visits.
    t.string('source', 200).notNullable()
    t.string('medium', 100).notNullable()
    t.string('campaign', 100).notNullable()
    t.integer('visits').notNullable().defaultTo(0)
    t.integer('visitors').notNullable().defaultTo(0)
    t.primary(['day', 'source', 'medium', 'campaign'])
  })
  await knex.schema.createTable('analytics_props_daily', (t) => {
    t.string('day', 10).notNullable()
    // 'screen' (mobile, tablet, laptop, desktop) or 'language' (e.g. fr-ca).
    t.string('kind', 20).notNullable()
    t.string('value', 40).notNullable()
    t.integer('pageviews').notNullable().defaultTo(0)
    t.primary(['day', 'kind', 'value'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'analytics_props_daily',
    'analytics_sources_daily',
    'analytics_pages_daily',
    'analytics_daily',
    'analytics_seen',
    'analytics_salts',
  ])
    await knex.schema.dropTableIfExists(table)
}

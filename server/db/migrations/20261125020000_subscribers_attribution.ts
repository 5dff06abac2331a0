import type { Knex } from 'knex'

/**
 * Newsletter sign-ups record where the visit came from, like demo requests and leads do: the first
 * landing page, the external referrer and the UTM parameters (kept in the browser for the session,
 * sent with the form), so the analytics report counts confirmations per campaign.
 */
const COLUMNS = [
  ['landing_page', 500],
  ['referrer', 500],
  ['utm_source', 200],
  ['utm_medium', 200],
  ['utm_campaign', 200],
  ['utm_term', 200],
  ['utm_content', 200],
] as const

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    for (const [name, size] of COLUMNS) t.string(name, size).notNullable().defaultTo('')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    for (const [name] of COLUMNS) t.dropColumn(name)
  })
}

import type { Knex } from 'knex'

/**
 * Quote leads (/pricing/quote): a lead's kind ('contact' for the contact section, 'quote' for the
 * quote builder) and, for quotes, the quote as JSON: its inputs, computed lines and the versions of
 * the tax table and catalogue it was priced with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.string('kind', 20).notNullable().defaultTo('contact')
    t.text('quote').nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('quote')
    t.dropColumn('kind')
  })
}

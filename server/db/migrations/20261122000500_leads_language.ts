import type { Knex } from 'knex'

/**
 * The visitor's language on demo inquiries and contact leads ('en' | 'fr'): the language of the
 * page the form was sent from, so sales answer in it. Rows from before French pages are English.
 * (Newsletter subscribers already keep theirs in consent_language.)
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['demo_inquiries', 'leads']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('language', 10).notNullable().defaultTo('en')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['demo_inquiries', 'leads']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('language')
    })
  }
}

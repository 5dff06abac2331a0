import type { Knex } from 'knex'

/** Each back-office account's admin language ('en' | 'fr'), chosen by the user; English by default. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('locale', 8).notNullable().defaultTo('en')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('locale')
  })
}

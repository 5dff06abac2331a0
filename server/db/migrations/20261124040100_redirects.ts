import type { Knex } from 'knex'

/**
 * Redirects managed in the admin (issue 19, item 9) and the paths that answered 404, counted so the
 * admin can redirect the ones people really hit. not_found_paths holds only a path (no query
 * string, no address, no user agent) and is kept to a bounded number of rows by the service.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('redirects', (t) => {
    t.increments('id').primary()
    t.string('from_path', 300).notNullable().unique()
    t.string('to_url', 500).notNullable()
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
  })
  await knex.schema.createTable('not_found_paths', (t) => {
    t.string('path', 300).primary()
    t.integer('hits').notNullable().defaultTo(1)
    t.bigInteger('first_seen').notNullable()
    t.bigInteger('last_seen').notNullable()
    t.index(['hits', 'last_seen'], 'not_found_paths_hits_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('not_found_paths')
  await knex.schema.dropTableIfExists('redirects')
}

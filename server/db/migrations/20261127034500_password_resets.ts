import type { Knex } from 'knex'

/**
 * Self-service password reset (issue 32, item 4): one row per emailed link. Only the SHA-256 of the
 * token is kept (the link carries the token itself), with its expiry and the moment it was used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id').primary()
    t.integer('user_id').notNullable().index()
    t.string('token_hash', 64).notNullable().unique()
    t.bigInteger('created_at').notNullable()
    t.bigInteger('expires_at').notNullable().index()
    t.bigInteger('used_at').nullable()
    t.string('ip', 64).notNullable().defaultTo('')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_resets')
}

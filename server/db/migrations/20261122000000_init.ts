import type { Knex } from 'knex'

/** Sessions for express-session (server-side store in the application database). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary()
    t.text('sess').notNullable()
    t.bigInteger('expires_at').notNullable().index()
    t.integer('user_id').nullable().index()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions')
}

import type { Knex } from 'knex'

/**
 * Back-office accounts and sign-in throttling. Emails are stored lower-cased (unique); the
 * password hash is self-describing (scrypt$N$r$p$salt$hash) so the parameters can change later.
 * login_attempts is keyed by 'account:<email>' or 'ip:<address>' and shared by every replica.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary()
    t.string('email', 254).notNullable().unique()
    t.string('password_hash', 255).notNullable()
    t.string('role', 16).notNullable().defaultTo('editor')
    t.boolean('disabled').notNullable().defaultTo(false)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
    t.bigInteger('password_changed_at').notNullable()
  })
  await knex.schema.createTable('login_attempts', (t) => {
    t.string('key', 320).primary()
    t.integer('count').notNullable().defaultTo(0)
    t.bigInteger('locked_until').nullable()
    t.bigInteger('updated_at').notNullable().index()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_attempts')
  await knex.schema.dropTableIfExists('users')
}

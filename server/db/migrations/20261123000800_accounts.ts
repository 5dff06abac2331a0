import type { Knex } from 'knex'

/**
 * Back-office accounts (issue 20): TOTP two-factor sign-in with hashed one-time recovery codes,
 * the audit log, an index of each user's sessions (works whatever the session store: database or
 * Redis) and a key/value table of security settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('totp_secret', 64).nullable()
    t.bigInteger('totp_enabled_at').nullable()
    t.bigInteger('totp_last_step').nullable()
  })
  await knex.schema.createTable('recovery_codes', (t) => {
    t.increments('id').primary()
    t.integer('user_id').notNullable().index()
    t.string('code_hash', 128).notNullable()
    t.bigInteger('used_at').nullable()
  })
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id').primary()
    t.bigInteger('at').notNullable().index()
    t.integer('actor_id').nullable().index()
    t.string('actor_email', 254).nullable()
    t.string('action', 64).notNullable().index()
    t.string('target', 300).nullable()
    t.string('ip', 64).nullable()
    t.string('device', 128).nullable()
    t.text('details').nullable()
  })
  await knex.schema.createTable('user_sessions', (t) => {
    t.string('sid', 255).primary()
    t.integer('user_id').notNullable().index()
    t.string('user_agent', 512).notNullable().defaultTo('')
    t.string('ip', 64).notNullable().defaultTo('')
    t.bigInteger('created_at').notNullable()
    t.bigInteger('last_seen_at').notNullable()
  })
  await knex.schema.createTable('settings', (t) => {
    t.string('key', 64).primary()
    t.text('value').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('settings')
  await knex.schema.dropTableIfExists('user_sessions')
  await knex.schema.dropTableIfExists('audit_log')
  await knex.schema.dropTableIfExists('recovery_codes')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_last_step')
    t.dropColumn('totp_enabled_at')
    t.dropColumn('totp_secret')
  })
}

import type { Knex } from 'knex'

/**
 * Demo bookings (issue 35). Salespeople are users with `sales` set; each has weekly hours
 * (`sales_hours`, wall-clock minutes in their `time_zone`, null: the business zone) and days off
 * (`sales_days_off`; a row without a user is a holiday for everyone). A booking holds one slot of one
 * salesperson: the partial unique index lets exactly one live booking hold it, on SQLite and
 * PostgreSQL alike, whichever replica takes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('sales').notNullable().defaultTo(false)
    t.string('time_zone', 64).nullable()
  })
  await knex.schema.createTable('sales_hours', (t) => {
    t.increments('id').primary()
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index()
    t.integer('weekday').notNullable()
    t.integer('from_minute').notNullable()
    t.integer('to_minute').notNullable()
  })
  await knex.schema.createTable('sales_days_off', (t) => {
    t.increments('id').primary()
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE').index()
    t.string('date', 10).notNullable()
    t.string('label', 100).notNullable().defaultTo('')
  })
  await knex.schema.createTable('bookings', (t) => {
    t.increments('id').primary()
    t.integer('lead_id').notNullable().references('id').inTable('leads').onDelete('CASCADE').index()
    t.integer('user_id').notNullable().references('id').inTable('users')
    t.string('starts_at', 30).notNullable()
    t.string('ends_at', 30).notNullable()
    t.string('visitor_time_zone', 64).notNullable().defaultTo('')
    // booked | cancelled | held | no_show
    t.string('status', 20).notNullable().defaultTo('booked')
    t.string('token_hash', 64).notNullable().unique()
    // iTIP: each change of a booked demo is sent with the same UID and a higher SEQUENCE.
    t.integer('sequence').notNullable().defaultTo(0)
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
  })
  await knex.schema.alterTable('bookings', (t) => {
    t.unique(['user_id', 'starts_at'], {
      indexName: 'bookings_one_live_per_slot',
      predicate: knex.whereRaw("status = 'booked'"),
    })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings')
  await knex.schema.dropTable('sales_days_off')
  await knex.schema.dropTable('sales_hours')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('time_zone')
    t.dropColumn('sales')
  })
}

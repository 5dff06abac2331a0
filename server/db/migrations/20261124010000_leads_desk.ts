import type { Knex } from 'knex'

/**
 * The leads desk: each demo inquiry and contact/quote lead gets a pipeline status (new, contacted,
 * qualified, demo_booked, won, lost), a lost reason, an owner (a user), the time of its first
 * "contacted" (the response clock stops there), the time its one reminder was queued, and the time it
 * was anonymized (erasure or retention). lead_activity is its timeline: status changes, notes,
 * assignments, spam verdicts, who and when.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['demo_inquiries', 'leads']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('pipeline_status', 20).notNullable().defaultTo('new')
      t.string('lost_reason', 300).notNullable().defaultTo('')
      t.integer('owner_id').nullable()
      t.string('contacted_at', 30).nullable()
      t.string('reminder_sent_at', 30).nullable()
      t.string('anonymized_at', 30).nullable()
      t.index(['pipeline_status'])
    })
  }
  await knex.schema.createTable('lead_activity', (t) => {
    t.increments('id').primary()
    t.string('subject_type', 40).notNullable()
    t.integer('subject_id').notNullable()
    t.string('at', 30).notNullable()
    t.integer('actor_id').nullable()
    t.string('actor_email', 254).nullable()
    t.string('kind', 30).notNullable()
    t.text('details').nullable()
    t.index(['subject_type', 'subject_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('lead_activity')
  for (const table of ['demo_inquiries', 'leads']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['pipeline_status'])
      t.dropColumn('anonymized_at')
      t.dropColumn('reminder_sent_at')
      t.dropColumn('contacted_at')
      t.dropColumn('owner_id')
      t.dropColumn('lost_reason')
      t.dropColumn('pipeline_status')
    })
  }
}

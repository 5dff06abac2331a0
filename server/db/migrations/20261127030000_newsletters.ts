import type { Knex } from 'knex'

/**
 * The monthly newsletter (issue 34): one row per issue and language. Its recipients are outbox rows
 * (kind 'newsletter', subject_type 'newsletter:<id>', subject_id = the subscriber), one per
 * subscriber by an idempotency key derived from both. A permanent refusal (5xx) marks the
 * subscriber bounced, with the server's answer kept for the admin.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletters', (t) => {
    t.increments('id').primary()
    t.string('language', 5).notNullable()
    t.string('subject', 200).notNullable()
    t.string('preheader', 200).notNullable().defaultTo('')
    t.text('intro').notNullable()
    // The featured posts, in order: a JSON array of post ids.
    t.text('post_ids').notNullable().defaultTo('[]')
    // draft, scheduled, sending, sent, cancelled
    t.string('status', 20).notNullable().defaultTo('draft')
    t.string('scheduled_at', 30).nullable()
    t.string('started_at', 30).nullable()
    t.string('sent_at', 30).nullable()
    // The public archive's address (/newsletter/{slug}), set when the issue goes out.
    t.string('slug', 200).nullable().unique()
    t.integer('recipients').notNullable().defaultTo(0)
    t.integer('created_by').nullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
    t.index(['status', 'scheduled_at'])
    t.index(['language', 'sent_at'])
  })
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.string('bounced_at', 30).nullable()
    t.string('bounce_reason', 500).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.dropColumn('bounce_reason')
    t.dropColumn('bounced_at')
  })
  await knex.schema.dropTableIfExists('newsletters')
}

import type { Knex } from 'knex'

/**
 * Leads (contact form), demo inquiries, newsletter subscribers and the delivery outbox.
 * Times are ISO 8601 UTC strings (`Date#toISOString`, fixed width), so they compare and sort the
 * same way as text on SQLite and PostgreSQL.
 */
function attribution(t: Knex.CreateTableBuilder): void {
  t.string('source_page', 300).notNullable().defaultTo('')
  t.string('source_section', 100).notNullable().defaultTo('')
  t.string('landing_page', 500).notNullable().defaultTo('')
  t.string('referrer', 500).notNullable().defaultTo('')
  t.string('utm_source', 200).notNullable().defaultTo('')
  t.string('utm_medium', 200).notNullable().defaultTo('')
  t.string('utm_campaign', 200).notNullable().defaultTo('')
  t.string('utm_term', 200).notNullable().defaultTo('')
  t.string('utm_content', 200).notNullable().defaultTo('')
  t.string('ip', 64).notNullable().defaultTo('')
  t.string('user_agent', 300).notNullable().defaultTo('')
  // Honeypot hits are kept for review but never delivered.
  t.boolean('spam').notNullable().defaultTo(false)
  t.string('created_at', 30).notNullable().index()
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('demo_inquiries', (t) => {
    t.increments('id').primary()
    t.string('first_name', 100).notNullable()
    t.string('last_name', 100).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 40).notNullable()
    t.string('company', 200).notNullable()
    t.text('message').notNullable().defaultTo('')
    attribution(t)
  })
  await knex.schema.createTable('leads', (t) => {
    t.increments('id').primary()
    t.string('name', 200).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 40).notNullable()
    t.string('restaurant', 200).notNullable()
    t.string('interest', 200).notNullable()
    attribution(t)
  })
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id').primary()
    t.string('email', 254).notNullable().unique()
    t.string('status', 20).notNullable().defaultTo('pending')
    t.string('confirm_token', 64).notNullable().unique()
    t.string('unsubscribe_token', 64).notNullable().unique()
    // The consent record (CASL): exact wording shown, its version, language, form URL, time, IP.
    t.text('consent_text').notNullable()
    t.string('consent_version', 40).notNullable()
    t.string('consent_language', 10).notNullable()
    t.string('consent_form_url', 500).notNullable()
    t.string('consent_at', 30).notNullable()
    t.string('consent_ip', 64).notNullable()
    t.string('confirmed_at', 30).nullable()
    t.string('confirmed_ip', 64).nullable()
    t.string('unsubscribed_at', 30).nullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
  })
  await knex.schema.createTable('outbox', (t) => {
    t.increments('id').primary()
    t.string('kind', 20).notNullable()
    // What the message is about, so the admin can show each lead's delivery status.
    t.string('subject_type', 40).notNullable().defaultTo('')
    t.integer('subject_id').nullable()
    t.text('payload').notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.string('next_attempt_at', 30).notNullable()
    t.text('last_error').nullable()
    t.string('status', 20).notNullable().defaultTo('pending')
    t.string('lease_owner', 100).nullable()
    t.string('lease_until', 30).nullable()
    t.string('created_at', 30).notNullable()
    t.string('sent_at', 30).nullable()
    t.index(['status', 'next_attempt_at'])
    t.index(['subject_type', 'subject_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox')
  await knex.schema.dropTableIfExists('newsletter_subscribers')
  await knex.schema.dropTableIfExists('leads')
  await knex.schema.dropTableIfExists('demo_inquiries')
}

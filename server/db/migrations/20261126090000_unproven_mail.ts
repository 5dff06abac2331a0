import type { Knex } from 'knex'

/**
 * How many mails each address that has not proven it is the visitor's (a quote's copy, a newsletter
 * confirmation) got per UTC day: shared by every replica, so a form posted from many IPs still
 * reaches one address only a few times a day. Rows older than yesterday are pruned as days pass.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unproven_mail_counts', (t) => {
    t.string('address', 254).notNullable()
    t.string('day', 10).notNullable()
    t.integer('count').notNullable().defaultTo(0)
    t.primary(['address', 'day'])
    t.index(['day'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('unproven_mail_counts')
}

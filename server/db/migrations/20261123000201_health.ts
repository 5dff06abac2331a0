import type { Knex } from 'knex'

/** One row /healthz rewrites on every check: proof that a write still commits (disk full, read-only). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health', (t) => {
    t.integer('id').primary()
    t.string('checked_at', 30).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('health')
}

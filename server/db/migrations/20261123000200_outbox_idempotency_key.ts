import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'

/**
 * A UUID per outbox message, sent as its Idempotency-Key (CRM) and Message-ID (mail). Row ids are
 * not enough: after a backup restore new rows reuse ids the CRM has already seen. Existing rows get
 * a fresh key each; new rows are always written with one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.string('idempotency_key', 36).nullable()
  })
  const rows = await knex('outbox').whereNull('idempotency_key').select<{ id: number }[]>('id')
  for (const row of rows) await knex('outbox').where({ id: row.id }).update({ idempotency_key: randomUUID() })
  await knex.schema.alterTable('outbox', (t) => {
    t.unique(['idempotency_key'], { indexName: 'outbox_idempotency_key_unique' })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropUnique(['idempotency_key'], 'outbox_idempotency_key_unique')
    t.dropColumn('idempotency_key')
  })
}

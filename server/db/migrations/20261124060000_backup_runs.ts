import type { Knex } from 'knex'

/**
 * Scheduled backups (issue 22): `job_locks` holds one row per job name, taken by the replica that
 * runs it until `expires_at` (times in epoch ms), so several replicas take one backup per slot;
 * `backup_runs` records each scheduled run (the status page shows a failure).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_locks', (t) => {
    t.string('name', 64).primary()
    t.string('owner', 128).notNullable()
    t.bigInteger('slot').notNullable()
    t.bigInteger('expires_at').notNullable()
  })
  await knex.schema.createTable('backup_runs', (t) => {
    t.increments('id').primary()
    t.bigInteger('slot').notNullable()
    t.string('owner', 128).notNullable()
    t.bigInteger('started_at').notNullable().index()
    t.bigInteger('finished_at').nullable()
    t.string('status', 16).notNullable()
    t.string('file', 1024).nullable()
    t.bigInteger('bytes').nullable()
    t.string('error', 1000).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('backup_runs')
  await knex.schema.dropTable('job_locks')
}

import type { Knex } from 'knex'

/**
 * PostgreSQL: post_search_document() calls post_search_fold() by its bare name, and pg_restore runs
 * with an empty search_path, so restoring a `npm run backup` dump failed at the GIN index over it
 * ("function post_search_fold(text) does not exist"). The function now carries the search_path it
 * was made with, and pg_dump writes it into the dump. SQLite: nothing to do.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return
  await knex.raw('alter function post_search_document(text, text, text, text) set search_path from current')
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return
  await knex.raw('alter function post_search_document(text, text, text, text) reset search_path')
}

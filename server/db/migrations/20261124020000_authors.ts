import type { Knex } from 'knex'

/**
 * Authors (issue 19): an account's public profile (name, short bio, avatar image set as JSON, the
 * slug of /blog/author/{slug}) and the author of a post. posts.author_id is optional: existing posts
 * keep their free-text `author`; deleting the account leaves its posts without an author (SET NULL).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('public_name', 80).nullable()
    t.text('bio').nullable()
    t.text('avatar').nullable()
    t.string('author_slug', 80).nullable()
  })
  await knex.schema.alterTable('users', (t) => {
    t.unique(['author_slug'], { indexName: 'users_author_slug_unique' })
  })
  await knex.schema.alterTable('posts', (t) => {
    t.integer('author_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
  })
  await knex.schema.alterTable('posts', (t) => {
    t.index(['author_id', 'language', 'published'], 'posts_author_language_published_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex(['author_id', 'language', 'published'], 'posts_author_language_published_idx')
  })
  await knex.schema.alterTable('posts', (t) => {
    t.dropForeign(['author_id'])
    t.dropColumn('author_id')
  })
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['author_slug'], 'users_author_slug_unique')
  })
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('author_slug')
    t.dropColumn('avatar')
    t.dropColumn('bio')
    t.dropColumn('public_name')
  })
}

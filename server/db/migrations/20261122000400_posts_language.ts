import type { Knex } from 'knex'

/**
 * Blog posts in two languages (issue 9): each post has a language ('en' | 'fr') and may be linked to
 * its translation. The link is stored on BOTH posts (each translation_id names the other), so either
 * side reaches its twin with one lookup; the unique index keeps a post linked to at most one other,
 * and deleting a post clears its twin's link (ON DELETE SET NULL; the posts service also clears it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.string('language', 5).notNullable().defaultTo('en')
    t.integer('translation_id').unsigned().nullable().references('id').inTable('posts').onDelete('SET NULL')
  })
  await knex.schema.alterTable('posts', (t) => {
    t.unique(['translation_id'], { indexName: 'posts_translation_id_unique' })
    t.index(['language', 'published', 'created_at'], 'posts_language_published_created_idx')
    t.index(['language', 'published', 'category', 'created_at'], 'posts_language_published_category_created_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex(['language', 'published', 'category', 'created_at'], 'posts_language_published_category_created_idx')
    t.dropIndex(['language', 'published', 'created_at'], 'posts_language_published_created_idx')
    t.dropUnique(['translation_id'], 'posts_translation_id_unique')
  })
  await knex.schema.alterTable('posts', (t) => {
    t.dropForeign(['translation_id'])
    t.dropColumn('translation_id')
    t.dropColumn('language')
  })
}

import type { Knex } from 'knex'

/**
 * Editorial depth for posts (issue 19 items 1-3): a publish time for scheduled posts (a draft
 * with `publish_at` set is "scheduled"; the scheduler flips it to published), a version number
 * for optimistic locking (a save names the version it started from: 409 when someone saved in
 * between), per-post SEO fields, and the revision history (autosaves and saves, who and when;
 * the service keeps the last 20 per post).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.timestamp('publish_at', { useTz: true }).nullable()
    t.integer('version').notNullable().defaultTo(1)
    t.string('meta_title', 200).nullable()
    t.string('meta_description', 400).nullable()
    /** An image set (services/media/media.ts) as JSON; null: the post's own image. */
    t.text('social_image').nullable()
    t.string('canonical_url', 2000).nullable()
    t.boolean('noindex').notNullable().defaultTo(false)
  })
  await knex.schema.alterTable('posts', (t) => {
    t.index(['published', 'publish_at'], 'posts_published_publish_at_idx')
  })
  await knex.schema.createTable('post_revisions', (t) => {
    t.increments('id').primary()
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
    /** 'autosave' (typing, never shown publicly), 'saved' (Save Draft / Publish / Update), 'created'. */
    t.string('kind', 16).notNullable()
    /** The editable fields at that moment (title, excerpt, content, SEO), as JSON. */
    t.text('data').notNullable()
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
    t.string('user_email', 320).notNullable().defaultTo('')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.index(['post_id', 'id'], 'post_revisions_post_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_revisions')
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex(['published', 'publish_at'], 'posts_published_publish_at_idx')
  })
  await knex.schema.alterTable('posts', (t) => {
    for (const column of [
      'noindex',
      'canonical_url',
      'social_image',
      'meta_description',
      'meta_title',
      'version',
      'publish_at',
    ])
      t.dropColumn(column)
  })
}

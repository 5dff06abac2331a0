import type { Knex } from 'knex'

/**
 * Blog posts (product-spec section 3) and the slug history that keeps old URLs of published posts
 * answering 301. Timestamps are written as ISO-8601 UTC strings by the repository, so ordering is
 * the same on SQLite (text) and PostgreSQL (timestamptz). Tags and the image set are JSON text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('posts', (t) => {
    t.increments('id').primary()
    t.string('title', 200).notNullable()
    t.string('slug', 255).notNullable().unique()
    t.text('excerpt').notNullable()
    t.text('content').notNullable()
    t.string('category', 64).notNullable().defaultTo('QSR')
    t.string('author', 120).notNullable().defaultTo('Admin')
    /** Optional display date; when empty, pages show the creation date. */
    t.string('date', 64).nullable()
    /** The image set produced by server/services/media/media.ts, as JSON. */
    t.text('image').nullable()
    t.text('tags').notNullable().defaultTo('[]')
    t.boolean('featured').notNullable().defaultTo(false)
    t.boolean('published').notNullable().defaultTo(false)
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.timestamp('published_at', { useTz: true }).nullable()
    t.index(['published', 'created_at'], 'posts_published_created_idx')
    t.index(['published', 'category', 'created_at'], 'posts_published_category_created_idx')
    t.index(['published', 'featured', 'created_at'], 'posts_published_featured_created_idx')
  })
  await knex.schema.createTable('post_slugs', (t) => {
    t.increments('id').primary()
    t.string('old_slug', 255).notNullable().unique()
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.index(['post_id'], 'post_slugs_post_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_slugs')
  await knex.schema.dropTableIfExists('posts')
}

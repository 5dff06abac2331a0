import type { Knex } from 'knex'

/**
 * The media library (issue 19 item 6): one row per uploaded image set, keyed by the hash its file
 * names carry (/uploads/<key>-960.jpg), with the alt text stored once for the image, its pixel size
 * and the bytes its files take. Images uploaded before the library (post covers, social images,
 * author avatars) are added by the service's scan (services/media/library.ts) on first listing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (t) => {
    t.increments('id').primary()
    t.string('file_key', 64).notNullable().unique()
    t.string('file_name', 255).notNullable()
    t.text('image').notNullable()
    t.string('alt', 500).notNullable().defaultTo('')
    t.integer('width').notNullable()
    t.integer('height').notNullable()
    t.bigInteger('bytes').notNullable().defaultTo(0)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
    t.index(['created_at'], 'media_created_at_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media')
}

/**
 * `npm run seed`: migrates, then inserts the sample blog articles and their French versions that are
 * not there yet (by slug), the French ones linked to the English ones as translations.
 * Safe to run again. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { createDb, migrateLatest } from '../server/db/knex'
import { parseDataEnv } from '../server/env'
import { seedBlog } from '../server/services/posts/seed'
import { createPostsService } from '../server/services/posts/posts'
import { cliArgs, exitWith } from './lib/cli'

cliArgs('npm run seed  (reads DATABASE_URL or DATA_DIR)')

try {
  const env = parseDataEnv()
  const db = createDb(env.DATABASE_URL)
  try {
    await migrateLatest(db)
    const { created, skipped, translations } = await seedBlog(db, env.DATA_DIR, createPostsService(db))
    console.log(`Blog seed: ${created.length} created, ${skipped.length} already present.`)
    for (const slug of created) console.log(`  + /blog/${slug}`)
    console.log(
      `French versions: ${translations.created.length} created, ${translations.skipped.length} already present.`,
    )
    for (const slug of translations.created) console.log(`  + /fr/blog/${slug}`)
  } finally {
    await db.destroy()
  }
} catch (error) {
  exitWith('Seed failed', error)
}

/**
 * `npm run seed`: migrates, then inserts the sample blog articles and their French versions that are
 * not there yet (by slug), the French ones linked to the English ones as translations.
 * Safe to run again. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { createDb, migrateLatest } from '../server/db/knex'
import { EnvError, parseEnv } from '../server/env'
import { seedBlog } from '../server/services/blog-seed'

try {
  const env = parseEnv()
  const db = createDb(env.DATABASE_URL)
  try {
    await migrateLatest(db)
    const { created, skipped, translations } = await seedBlog(db, env.DATA_DIR)
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
  console.error(error instanceof EnvError ? error.message : error)
  process.exitCode = 1
}

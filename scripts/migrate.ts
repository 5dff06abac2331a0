/** `npm run migrate`: applies pending migrations to DATABASE_URL (or DATA_DIR/app.db). Needs no secrets. */
import { createDb, migrateLatest } from '../server/db/knex'
import { parseDataEnv } from '../server/env'
import { cliArgs, exitWith } from './lib/cli'

cliArgs('npm run migrate  (reads DATABASE_URL or DATA_DIR)')
try {
  const env = parseDataEnv()
  const db = createDb(env.DATABASE_URL)
  try {
    const applied = await migrateLatest(db)
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.')
  } finally {
    await db.destroy()
  }
} catch (error) {
  exitWith('Migration failed', error)
}

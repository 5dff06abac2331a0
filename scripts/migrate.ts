/** `npm run migrate`: applies pending migrations to DATABASE_URL (or data/app.db). */
import { createDb, migrateLatest } from '../server/db/knex'
import { parseEnv } from '../server/env'

process.env.NODE_ENV = 'production'
const env = parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' })
const db = createDb(env.DATABASE_URL)
try {
  const applied = await migrateLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.')
} finally {
  await db.destroy()
}

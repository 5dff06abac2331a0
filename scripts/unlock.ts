/**
 * `npm run unlock -- --email you@example.com`: ends the sign-in lock of an account (every address)
 * and forgets its failed attempts, without touching the password.
 */
import { parseArgs } from 'node:util'
import { createDb } from '../server/db/knex'
import { EnvError, parseEnv } from '../server/env'
import { authService } from '../server/services/users/auth'

/** parseArgs says "Unknown option '--emial'. To specify a positional..."; the first sentence is enough. */
function firstSentence(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('. ')[0]!.replace(/\.$/, '')
}

const USAGE = 'Usage: npm run unlock -- --email you@example.com'

let email: string | undefined
try {
  email = parseArgs({ options: { email: { type: 'string' } }, strict: true, allowPositionals: false }).values.email
} catch (error) {
  console.error(`${firstSentence(error)}. ${USAGE}`)
  process.exit(2)
}
if (!email) {
  console.error(USAGE)
  process.exit(2)
}
let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv()
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error))
  process.exit(1)
}
const db = createDb(env.DATABASE_URL)
try {
  const locks = await authService(db).unlock(email)
  console.log(`Sign-in unlocked for ${email} (${locks} address lock${locks === 1 ? '' : 's'} removed).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await db.destroy()
}

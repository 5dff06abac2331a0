/**
 * `npm run restore -- FILE.tar.gz [--force]`: restores a backup made by `npm run backup` into
 * DATA_DIR (database and uploads). The current database and uploads are kept aside as
 * *.before-restore-<time>. Refuses while a server holds the database (stop it first); --force
 * skips that check.
 */
import path from 'node:path'
import { parseEnv } from '../server/env'
import { recordCliEvent } from './lib/audit-cli'
import { restoreBackup } from './lib/backup'

const args = process.argv.slice(2)
const force = args.includes('--force')
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('Usage: npm run restore -- FILE.tar.gz [--force]')
  process.exit(2)
}
const env = parseEnv({
  ...process.env,
  SESSION_SECRET: process.env.SESSION_SECRET || 'restore-script-does-not-use-sessions-0',
})
try {
  const { manifest, keptAside } = await restoreBackup({
    file,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    force,
  })
  console.log(`Restored ${file} (taken ${manifest.createdAt}) into ${env.DATA_DIR}`)
  console.log(`  uploads: ${manifest.uploads.files} files`)
  if (keptAside.length) console.log(`  kept aside: ${keptAside.join(', ')}`)
  await recordCliEvent(env.DATABASE_URL, 'backup.restored', path.basename(file))
  console.log('Start the server: it applies any newer migrations on start.')
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

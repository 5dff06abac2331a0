/**
 * `npm run restore -- FILE.tar.gz [--force]`: restores a backup made by `npm run backup` into
 * DATA_DIR (database and uploads). The current database and uploads are kept aside as
 * *.before-restore-<time>. Refuses while a server holds the database (stop it first); --force
 * skips that check.
 */
import path from 'node:path'
import { parseDataEnv } from '../server/env'
import { recordCliEvent } from './lib/audit-cli'
import { restoreBackup } from '../server/services/backups/backup'
import { cliArgs } from './lib/cli'

const usage = 'npm run restore -- FILE.tar.gz [--force]'
const { values, positionals } = cliArgs(usage, { force: { type: 'boolean' } }, 1)
const file = positionals[0]
const force = values.force === true
if (!file) {
  console.error(`Usage: ${usage}`)
  process.exit(2)
}
try {
  const env = parseDataEnv()
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

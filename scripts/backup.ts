/**
 * `npm run backup [-- OUTPUT.tar.gz]`: a consistent online backup of the SQLite database (the
 * backup API: safe while the server runs and writes; pg_dump on PostgreSQL) plus DATA_DIR/uploads, in
 * one .tar.gz under BACKUP_DIR (default DATA_DIR/backups/) or OUTPUT. The server's scheduled backups
 * (BACKUP_SCHEDULE) make the same archive: server/services/backups/backup.ts.
 */
import path from 'node:path'
import { parseDataEnv } from '../server/env'
import { recordCliEvent } from './lib/audit-cli'
import { backupDirectory, createBackup } from '../server/services/backups/backup'
import { cliArgs } from './lib/cli'

const { positionals } = cliArgs('npm run backup [-- OUTPUT.tar.gz]', {}, 1)
try {
  const env = parseDataEnv()
  const started = Date.now()
  const { file, manifest } = await createBackup({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    output: positionals[0],
    directory: backupDirectory(env),
  })
  const rows = Object.entries(manifest.database.tables)
    .filter(([name]) => !name.startsWith('knex_'))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')
  console.log(`Backup written: ${file}`)
  console.log(`  database: ${(manifest.database.bytes / 1024).toFixed(0)} KB (${rows})`)
  console.log(`  uploads: ${manifest.uploads.files} files, ${(manifest.uploads.bytes / 1024).toFixed(0)} KB`)
  console.log(`  took ${Date.now() - started} ms`)
  await recordCliEvent(env.DATABASE_URL, 'backup.created', path.basename(file))
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

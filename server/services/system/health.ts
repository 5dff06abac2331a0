import { statfs } from 'node:fs/promises'
import { isDatabaseContention, type Db } from '../../db/knex.js'
import { checkDatabaseWrite } from '../../db/repositories/health.js'

export interface HealthReport {
  status: 'ok' | 'error'
  /**
   * busy: the last probe's write waited past its timeout (a lock, a saturated server) but not yet
   * BUSY_PROBES_IN_A_ROW times in a row; unwritable: the database refused the write (disk full,
   * read-only, down) or stayed busy that long.
   */
  database: 'ok' | 'busy' | 'unwritable'
  /** Free space on DATA_DIR's filesystem (uploads, SQLite, mail files); null when it cannot be read. */
  disk: { free_bytes: number | null }
}

export interface HealthDeps {
  db: Db
  databaseUrl: string
  dataDir: string
  timeoutMs: number
}

/**
 * A lock held through one or two probes (a long import, a backup, a migration on another replica)
 * is not a reason for the orchestrator to restart this replica: only one held this long is.
 */
const BUSY_PROBES_IN_A_ROW = 3

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir)
    return Number(stats.bavail) * Number(stats.bsize)
  } catch {
    return null
  }
}

/**
 * The container health check: unhealthy only when the database truly cannot take a write (a disk
 * that is full or a database that turned read-only refuses every lead while reads still work), not
 * when a write merely waited. Concurrent probes share one check.
 */
export function createHealthCheck(deps: HealthDeps): () => Promise<HealthReport> {
  let running: Promise<HealthReport> | undefined
  let busyInARow = 0
  async function check(): Promise<HealthReport> {
    const [outcome, free] = await Promise.all([
      checkDatabaseWrite(deps.db, deps.databaseUrl, deps.timeoutMs, new Date().toISOString()).then(
        () => 'ok' as const,
        (error: unknown) => (isDatabaseContention(error) ? ('busy' as const) : ('refused' as const)),
      ),
      freeBytes(deps.dataDir),
    ])
    busyInARow = outcome === 'busy' ? busyInARow + 1 : 0
    const database =
      outcome === 'ok' ? 'ok' : outcome === 'busy' && busyInARow < BUSY_PROBES_IN_A_ROW ? 'busy' : 'unwritable'
    return { status: database === 'unwritable' ? 'error' : 'ok', database, disk: { free_bytes: free } }
  }
  return () => (running ??= check().finally(() => (running = undefined)))
}

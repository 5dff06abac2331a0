import { statfs } from 'node:fs/promises'
import type { Db } from '../db/knex.js'
import { checkDatabaseWrite } from '../db/repositories/health.js'

export interface HealthReport {
  status: 'ok' | 'error'
  database: 'ok' | 'unwritable'
  /** Free space on DATA_DIR's filesystem (uploads, SQLite, mail files); null when it cannot be read. */
  disk: { free_bytes: number | null }
}

export interface HealthDeps {
  db: Db
  databaseUrl: string
  dataDir: string
  timeoutMs: number
}

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir)
    return Number(stats.bavail) * Number(stats.bsize)
  } catch {
    return null
  }
}

/**
 * The container health check: healthy only when a write commits (a disk that is full or a database
 * that turned read-only refuses every lead while reads still work). Concurrent probes share one check.
 */
export function createHealthCheck(deps: HealthDeps): () => Promise<HealthReport> {
  let running: Promise<HealthReport> | undefined
  async function check(): Promise<HealthReport> {
    const [written, free] = await Promise.all([
      checkDatabaseWrite(deps.db, deps.databaseUrl, deps.timeoutMs, new Date().toISOString()).then(
        () => true,
        () => false,
      ),
      freeBytes(deps.dataDir),
    ])
    return { status: written ? 'ok' : 'error', database: written ? 'ok' : 'unwritable', disk: { free_bytes: free } }
  }
  return () => (running ??= check().finally(() => (running = undefined)))
}

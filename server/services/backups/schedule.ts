import { Cron } from 'croner'
import { randomUUID } from 'node:crypto'
import { statSync } from 'node:fs'
import os from 'node:os'
import type { Db } from '../../db/knex.js'
import {
  claimJobLock,
  finishBackupRun,
  insertBackupRun,
  releaseJobLock,
} from '../../db/repositories/backup-schedule.js'
import type { Env } from '../../env.js'
import { backupCronPattern, isTimeZone } from '../../lib/backup-schedule.js'
import type { Logger } from '../../lib/logger.js'
import type { AuditService } from '../audit/audit.js'
import { backupDirectory, createBackup } from './backup.js'
import { pruneBackups } from './files.js'
import type { Clock } from '../system/clock.js'

const LOCK = 'backup'
/** A replica that dies mid-backup holds the lock this long at most. */
const LEASE_MS = 60 * 60_000

type BackupRunResult =
  | { status: 'ok'; file: string; bytes: number; pruned: string[] }
  | { status: 'failed'; error: string }
  | { status: 'skipped' }

export interface BackupScheduler {
  /** The next scheduled time, or null when stopped. */
  nextRun(): Date | null
  /** Runs the backup for the slot `at` (what the schedule does at each tick). */
  runSlot(at: Date): Promise<BackupRunResult>
  /** Stops the schedule; a backup in progress gets up to `graceMs` to finish. */
  stop(graceMs?: number): Promise<void>
}

export interface BackupSchedulerDeps {
  env: Pick<Env, 'BACKUP_SCHEDULE' | 'BACKUP_KEEP' | 'BACKUP_DIR' | 'TZ' | 'DATA_DIR' | 'DATABASE_URL'>
  db: Db
  logger: Logger
  clock?: Clock
  /** Where each scheduled archive is recorded ('backup.created'). */
  audit: Pick<AuditService, 'record'>
}

/** Credentials never reach the runs table or the logs. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/:\/\/[^@/\s]*@/g, '://***@').slice(0, 1000)
}

/**
 * Backups without cron: when BACKUP_SCHEDULE is set, every replica runs this schedule (in TZ) and
 * the one that takes the database lock for the tick makes the same archive as `npm run backup`
 * into backupDirectory(env), then keeps only the BACKUP_KEEP newest. Null without a schedule.
 */
export function startBackupScheduler(deps: BackupSchedulerDeps): BackupScheduler | null {
  const { env, db, logger } = deps
  if (!env.BACKUP_SCHEDULE) return null
  const now = () => (deps.clock ? deps.clock() : new Date())
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const directory = backupDirectory(env)
  const timezone = env.TZ && isTimeZone(env.TZ) ? env.TZ : undefined
  const cron = new Cron(backupCronPattern(env.BACKUP_SCHEDULE), { timezone, protect: true, paused: true })
  let running: Promise<BackupRunResult> | undefined

  /** Half the time between two ticks: a replica's late clock never counts as the next tick. */
  function minGapMs(): number {
    const [a, b] = cron.nextRuns(2)
    return a && b ? Math.max(1000, (b.getTime() - a.getTime()) / 2) : 1000
  }

  async function runSlot(at: Date): Promise<BackupRunResult> {
    const slot = Math.round(at.getTime() / 1000) * 1000
    const started = now().getTime()
    const claimed = await claimJobLock(db, {
      name: LOCK,
      owner,
      slot,
      now: started,
      expiresAt: started + LEASE_MS,
      minGapMs: minGapMs(),
    })
    if (!claimed) {
      logger.debug({ slot: new Date(slot).toISOString() }, 'scheduled backup taken by another replica')
      return { status: 'skipped' }
    }
    const runId = await insertBackupRun(db, { slot, owner, started_at: started })
    try {
      const { file } = await createBackup({
        dataDir: env.DATA_DIR,
        databaseUrl: env.DATABASE_URL,
        directory,
        now: now(),
      })
      const { size } = statSync(file)
      const pruned = pruneBackups(directory, env.BACKUP_KEEP)
      await finishBackupRun(db, runId, { status: 'ok', finished_at: now().getTime(), file, bytes: size })
      await deps.audit.record({ actor: null, ip: 'scheduler' }, { action: 'backup.created', target: file })
      logger.info({ file, bytes: size, pruned: pruned.length }, 'scheduled backup written')
      return { status: 'ok', file, bytes: size, pruned }
    } catch (error) {
      const message = describe(error)
      logger.error({ error: message }, 'scheduled backup failed')
      await finishBackupRun(db, runId, { status: 'failed', finished_at: now().getTime(), error: message }).catch(
        () => undefined,
      )
      return { status: 'failed', error: message }
    } finally {
      await releaseJobLock(db, LOCK, owner, now().getTime()).catch(() => undefined)
    }
  }

  cron.schedule(async () => {
    const at = cron.currentRun() ?? now()
    running = runSlot(at).catch((error: unknown) => {
      const message = describe(error)
      logger.error({ error: message }, 'scheduled backup could not start')
      return { status: 'failed', error: message } as const
    })
    await running
  })
  cron.resume()
  logger.info(
    { schedule: env.BACKUP_SCHEDULE, timezone: timezone ?? 'system', next: cron.nextRun()?.toISOString(), directory },
    'backups scheduled',
  )

  return {
    nextRun: () => cron.nextRun(),
    runSlot,
    async stop(graceMs = 5_000) {
      cron.stop()
      if (!running) return
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, graceMs).unref())])
    },
  }
}

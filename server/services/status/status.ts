import type { Db } from '../../db/knex.js'
import { isPostgresUrl } from '../../db/knex.js'
import { latestBackupRuns } from '../../db/repositories/backup-schedule.js'
import { outboxCounts, pendingMigrations, postgresDatabaseBytes } from '../../db/repositories/status.js'
import type { Env } from '../../env.js'
import { recentErrors, type Logger } from '../../lib/logger.js'
import type { RedisSendCommand } from '../../middleware/rate-limit.js'
import { backupDirectory, sqlitePath } from '../backups/backup.js'
import { listBackups } from '../backups/files.js'
import type { MailTransportFactory } from '../mail/mail.js'
import { sendTestMail } from './mail.js'
import { buildInfo, diskSpace, fileBytes, probeCrm, probeRedis, PROBE_TIMEOUT_MS } from './probes.js'

export type Level = 'green' | 'amber' | 'red'
type Params = Record<string, string | number | null>

/**
 * One line of the status page. `state` names the message shown (status.items.<id>.<state> in
 * admin/i18n/messages/status.ts) with `facts`; `thresholds` are the numbers its rule uses, shown next
 * to it. Facts ending in _bytes or _seconds are formatted by the screen in the reader's language.
 */
export interface StatusItem {
  id: string
  level: Level
  state: string
  facts: Params
  thresholds: Params
}

export interface StatusReport {
  generatedAt: string
  items: StatusItem[]
  errorLines: string[]
}

/** The rules, in one place: the screen states them and /metrics exports the same figures. */
export const THRESHOLDS = {
  backupMaxAgeSeconds: 26 * 3600,
  diskAmberBytes: 5 * 1024 ** 3,
  diskRedBytes: 1024 ** 3,
  walAmberBytes: 64 * 1024 ** 2,
  walRedBytes: 512 * 1024 ** 2,
  outboxAmberSeconds: 5 * 60,
  outboxRedSeconds: 60 * 60,
} as const

export interface StatusDeps {
  env: Env
  db: Db
  logger: Logger
  redis?: RedisSendCommand
  now?: () => Date
}

const seconds = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000))
const worst = (...levels: Level[]): Level =>
  levels.includes('red') ? 'red' : levels.includes('amber') ? 'amber' : 'green'

/** The newest archive in the backup directory and how old it is (also read by /metrics). */
export function lastBackup(env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>, now: number) {
  const dir = backupDirectory(env)
  const newest = listBackups(dir)[0]
  return { dir, newest, ageSeconds: newest ? seconds(newest.at.getTime(), now) : null }
}

async function backupItem(deps: StatusDeps, now: number): Promise<StatusItem> {
  const { env } = deps
  const { dir, newest, ageSeconds } = lastBackup(env, now)
  const [run] = await latestBackupRuns(deps.db, 1)
  const failed = run?.status === 'failed' && (!newest || run.started_at >= newest.at.getTime()) ? run : undefined
  const facts: Params = {
    dir,
    file: newest?.file ?? null,
    size_bytes: newest?.bytes ?? null,
    age_seconds: ageSeconds,
    schedule: env.BACKUP_SCHEDULE ?? null,
    keep: env.BACKUP_KEEP,
    timezone: env.TZ ?? 'UTC',
    error: failed?.error ?? null,
  }
  const thresholds = { max_age_seconds: THRESHOLDS.backupMaxAgeSeconds }
  if (failed) return { id: 'backup', level: 'red', state: 'failed', facts, thresholds }
  if (ageSeconds === null) return { id: 'backup', level: 'red', state: 'none', facts, thresholds }
  if (ageSeconds > THRESHOLDS.backupMaxAgeSeconds)
    return { id: 'backup', level: 'red', state: 'old', facts, thresholds }
  const scheduled = Boolean(env.BACKUP_SCHEDULE)
  return {
    id: 'backup',
    level: scheduled ? 'green' : 'amber',
    state: scheduled ? 'ok' : 'unscheduled',
    facts,
    thresholds,
  }
}

async function databaseItem(deps: StatusDeps): Promise<StatusItem> {
  const thresholds = { wal_amber_bytes: THRESHOLDS.walAmberBytes, wal_red_bytes: THRESHOLDS.walRedBytes }
  if (isPostgresUrl(deps.env.DATABASE_URL)) {
    const size = await postgresDatabaseBytes(deps.db)
    return { id: 'database', level: 'green', state: 'postgres', facts: { size_bytes: size }, thresholds }
  }
  const file = sqlitePath(deps.env.DATABASE_URL)
  const wal = fileBytes(`${file}-wal`)
  const level: Level = wal >= THRESHOLDS.walRedBytes ? 'red' : wal >= THRESHOLDS.walAmberBytes ? 'amber' : 'green'
  return { id: 'database', level, state: 'sqlite', facts: { size_bytes: fileBytes(file), wal_bytes: wal }, thresholds }
}

async function outboxItems(deps: StatusDeps, now: number): Promise<StatusItem[]> {
  const [all, mail, purge] = await Promise.all([
    outboxCounts(deps.db),
    outboxCounts(deps.db, 'mail'),
    outboxCounts(deps.db, 'cache-purge'),
  ])
  const age = all.oldestPendingAt ? seconds(Date.parse(all.oldestPendingAt), now) : null
  const outboxLevel: Level =
    all.dead > 0 || (age ?? 0) > THRESHOLDS.outboxRedSeconds
      ? 'red'
      : (age ?? 0) > THRESHOLDS.outboxAmberSeconds
        ? 'amber'
        : 'green'
  const { env } = deps
  const mailLevel = worst(mail.dead > 0 ? 'red' : 'green', env.SMTP_URL ? 'green' : 'amber')
  const purgeLevel: Level = !env.CACHE_PURGE_URL
    ? 'green'
    : purge.dead > 0
      ? 'red'
      : purge.pending > 0
        ? 'amber'
        : 'green'
  return [
    {
      id: 'outbox',
      level: outboxLevel,
      state: all.pending || all.dead ? 'waiting' : 'empty',
      facts: { pending: all.pending, dead: all.dead, oldest_seconds: age },
      thresholds: { amber_seconds: THRESHOLDS.outboxAmberSeconds, red_seconds: THRESHOLDS.outboxRedSeconds },
    },
    {
      id: 'mail',
      level: mailLevel,
      state: env.SMTP_URL ? 'smtp' : 'files',
      facts: { host: env.SMTP_URL ? new URL(env.SMTP_URL).host : null, pending: mail.pending, dead: mail.dead },
      thresholds: {},
    },
    {
      id: 'cache_purge',
      level: purgeLevel,
      state: env.CACHE_PURGE_URL ? 'configured' : 'off',
      facts: {
        host: env.CACHE_PURGE_URL ? new URL(env.CACHE_PURGE_URL).host : null,
        pending: purge.pending,
        dead: purge.dead,
      },
      thresholds: {},
    },
  ]
}

async function probeItems(deps: StatusDeps): Promise<StatusItem[]> {
  const [crm, redis] = await Promise.all([probeCrm(deps.env), probeRedis(deps.redis)])
  const crmHost = deps.env.CRM_URL ? new URL(deps.env.CRM_URL).host : null
  const timeout = { timeout_ms: PROBE_TIMEOUT_MS }
  return [
    crm
      ? {
          id: 'crm',
          level: crm.ok ? 'green' : crm.httpStatus ? 'amber' : 'red',
          state: crm.ok ? 'ok' : crm.httpStatus ? 'http_error' : 'unreachable',
          facts: { host: crmHost, http_status: crm.httpStatus, ms: crm.ms, error: crm.error },
          thresholds: timeout,
        }
      : { id: 'crm', level: 'amber', state: 'off', facts: {}, thresholds: timeout },
    redis
      ? {
          id: 'redis',
          level: redis.ok ? 'green' : 'red',
          state: redis.ok ? 'ok' : 'unreachable',
          facts: { ms: redis.ms, error: redis.error },
          thresholds: timeout,
        }
      : { id: 'redis', level: 'green', state: 'off', facts: {}, thresholds: timeout },
  ]
}

/** Everything /admin/status shows, measured now. */
async function statusReport(deps: StatusDeps): Promise<StatusReport> {
  const nowDate = deps.now?.() ?? new Date()
  const now = nowDate.getTime()
  const { version, commit } = buildInfo()
  const [database, pending, disk, backup, outbox, probes] = await Promise.all([
    databaseItem(deps),
    pendingMigrations(deps.db),
    diskSpace(deps.env.DATA_DIR),
    backupItem(deps, now),
    outboxItems(deps, now),
    probeItems(deps),
  ])
  const diskLevel: Level = !disk
    ? 'red'
    : disk.free < THRESHOLDS.diskRedBytes
      ? 'red'
      : disk.free < THRESHOLDS.diskAmberBytes
        ? 'amber'
        : 'green'
  const errorLines = recentErrors(deps.logger)
  const items: StatusItem[] = [
    {
      id: 'version',
      level: 'green',
      state: 'ok',
      facts: { version, commit, node: process.version },
      thresholds: {},
    },
    {
      id: 'uptime',
      level: 'green',
      state: 'ok',
      facts: {
        uptime_seconds: Math.round(process.uptime()),
        started_at: new Date(now - process.uptime() * 1000).toISOString(),
      },
      thresholds: {},
    },
    database,
    {
      id: 'migrations',
      level: pending.length ? 'amber' : 'green',
      state: pending.length ? 'pending' : 'ok',
      facts: { count: pending.length, names: pending.join(', ') || null },
      thresholds: {},
    },
    {
      id: 'disk',
      level: diskLevel,
      state: disk ? 'ok' : 'unknown',
      facts: { dir: deps.env.DATA_DIR, free_bytes: disk?.free ?? null, total_bytes: disk?.total ?? null },
      thresholds: { amber_bytes: THRESHOLDS.diskAmberBytes, red_bytes: THRESHOLDS.diskRedBytes },
    },
    backup,
    ...outbox,
    ...probes,
    {
      id: 'errors',
      level: errorLines.length ? 'amber' : 'green',
      state: errorLines.length ? 'some' : 'none',
      facts: { count: errorLines.length },
      thresholds: {},
    },
  ]
  return { generatedAt: nowDate.toISOString(), items, errorLines }
}

/** The status page's two actions, built once by the composition root (server/compose.ts). */
export function createStatusService(deps: StatusDeps & { mailTransport?: MailTransportFactory }) {
  const now = () => deps.now?.() ?? new Date()
  return {
    report: () => statusReport(deps),
    sendTestMail: (to: string, locale: Parameters<typeof sendTestMail>[3]) =>
      sendTestMail(deps.env, deps.mailTransport, to, locale, now()),
  }
}

export type StatusService = ReturnType<typeof createStatusService>

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { backupCronPattern, isTimeZone } from './lib/backup-schedule.js'
import { cannotCreateMessage, notWritableMessage } from './lib/writable-dir.js'

/**
 * The only reader of process.env. Parsed once at start; a bad value stops the process with one
 * line naming the variable (see formatEnvError).
 */
const optionalUrl = z.url().optional()

/** Express's `trust proxy`: true/false, a hop count, or addresses/subnets (loopback, 10.0.0.0/8, ...). */
function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d+)$/.test(value)) return true
  return value.split(',').every((part) => {
    const token = part.trim()
    if (['loopback', 'linklocal', 'uniquelocal'].includes(token)) return true
    const [ip = '', prefix, ...rest] = token.split('/')
    return isIP(ip) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
  })
}

/** What every command reads: where the data lives and which database to open. */
const dataSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must be a postgres:// URL or a sqlite: path')
    .optional(),
  // Where `npm run backup` and scheduled backups write (e.g. a mounted off-machine volume); default DATA_DIR/backups.
  BACKUP_DIR: z.string().min(1).optional(),
})

/** A zod check that keeps the schedule parser's own message ("Invalid environment variable BACKUP_SCHEDULE: ..."). */
const backupSchedule = z.string().superRefine((value, ctx) => {
  try {
    backupCronPattern(value)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
  }
})

const schema = dataSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SALES_INBOX: z.email().optional(),
  CRM_URL: optionalUrl,
  CRM_TOKEN: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  // Namespace of every Redis key (sessions, rate limits): several sites or test runs can share one Redis.
  REDIS_PREFIX: z.string().min(1).max(100).default('mapleserve:'),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'must be true, false, a number of proxies or addresses/subnets (e.g. 1 or loopback)')
    .optional(),
  // Where post writes send cache purges by key (Varnish xkey or a Fastly-style API); unset: no purge.
  CACHE_PURGE_URL: optionalUrl,
  // The secret every purge carries (Varnish's VCL checks it; Fastly's API token): required with CACHE_PURGE_URL.
  CACHE_PURGE_TOKEN: z.string().min(24, 'must be at least 24 characters (e.g. openssl rand -hex 24)').optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  // Per-IP limit on each public form (demo, contact, newsletter): submissions per window.
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60_000),
  // Mails a day to one address that has not proven it is the visitor's (quote copies, newsletter
  // confirmations), whatever the sending IP; 0 sends none. The lead is stored either way.
  UNPROVEN_MAIL_PER_DAY: z.coerce.number().int('must be a whole number').min(0).max(100).default(3),
  // Per-IP limit on the analytics beacon (POST /api/collect): page views per minute; more are dropped (429).
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  // Outbox sender: how often it polls, how long a claim holds a row, the first retry delay.
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  // Newsletter issues: messages a minute over all replicas (each also keeps to it alone); 0 = no limit.
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number of messages a minute')
    .min(0, 'must be 0 (no limit) or more')
    .max(1_000_000)
    .default(600),
  // A stuck database or Redis fails fast (503) instead of holding requests: waits and query time limits.
  DB_TIMEOUT_MS: z.coerce.number().int().min(50).default(5000),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).default(1000),
  // After SIGTERM the process exits within this (Docker sends SIGKILL 10 s after SIGTERM): requests
  // in flight are answered, the rest is cut. Keep 2 s under the orchestrator's stop timeout.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2000, 'must be at least 2000').max(600_000).default(8000),
  // Backups taken by the server itself (no cron): when, in which time zone, how many archives to keep.
  BACKUP_SCHEDULE: backupSchedule.optional(),
  BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000).default(14),
  // Node reads TZ too; a POSIX ':/etc/localtime' means the system zone.
  TZ: z
    .string()
    .refine((v) => v.startsWith(':') || isTimeZone(v), 'must be an IANA time zone such as America/Toronto')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

type RawEnv = z.infer<typeof schema>

export interface Env extends Omit<RawEnv, 'BASE_URL' | 'DATABASE_URL' | 'SESSION_SECRET'> {
  BASE_URL: string
  DATABASE_URL: string
  SESSION_SECRET: string
  isProduction: boolean
}

export class EnvError extends Error {}

function formatEnvError(error: z.ZodError): string {
  const issue = error.issues[0]
  const name = issue?.path.join('.') ?? 'environment'
  return `Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`
}

/** A development secret kept in DATA_DIR so sessions survive restarts without configuration. */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  try {
    mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    throw new EnvError(cannotCreateMessage('DATA_DIR', dataDir, error))
  }
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { mode: 0o600 })
  } catch (error) {
    throw new EnvError(notWritableMessage('DATA_DIR', dataDir, error))
  }
  return secret
}

/**
 * Secrets that may come from a file instead (NAME_FILE=/run/secrets/name, as Docker and Compose
 * secrets provide them), so they never sit in the container's environment (`docker inspect`).
 */
const FILE_VARIABLES = [
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'CRM_TOKEN',
  'REDIS_URL',
  'METRICS_TOKEN',
  'CACHE_PURGE_TOKEN',
] as const

/** NAME_FILE read into NAME (one final newline dropped); both set, or an unreadable file, stops start-up. */
function withFileSecrets(source: Record<string, string>): Record<string, string> {
  const result = { ...source }
  for (const name of FILE_VARIABLES) {
    const file = source[`${name}_FILE`]
    delete result[`${name}_FILE`]
    if (file === undefined) continue
    if (source[name] !== undefined) {
      throw new EnvError(`Invalid environment variable ${name}_FILE: set ${name} or ${name}_FILE, not both`)
    }
    try {
      result[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      throw new EnvError(`Invalid environment variable ${name}_FILE: cannot read ${file} (${code})`)
    }
  }
  return result
}

function parseWith<T extends z.ZodType>(target: T, source: NodeJS.ProcessEnv): z.infer<T> {
  // Empty strings mean "unset", as in docker-compose files with `VAR=`.
  const present = Object.entries(source).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  )
  const cleaned = withFileSecrets(Object.fromEntries(present))
  const result = target.safeParse(cleaned)
  if (!result.success) throw new EnvError(formatEnvError(result.error))
  return result.data
}

/** DATA_DIR resolved; a path that exists but is a file stops start-up with one line. */
function resolveDataDir(value: string): string {
  const dataDir = path.resolve(value)
  const stat = statSync(dataDir, { throwIfNoEntry: false })
  if (stat && !stat.isDirectory()) {
    throw new EnvError(`Invalid environment variable DATA_DIR: ${dataDir} exists and is not a directory`)
  }
  return dataDir
}

export interface DataEnv {
  NODE_ENV: RawEnv['NODE_ENV']
  DATA_DIR: string
  DATABASE_URL: string
  BACKUP_DIR?: string
}

/** BACKUP_DIR resolved; like DATA_DIR, a path that exists as a file stops start-up with one line. */
function resolveBackupDir(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const dir = path.resolve(value)
  const stat = statSync(dir, { throwIfNoEntry: false })
  if (stat && !stat.isDirectory()) {
    throw new EnvError(`Invalid environment variable BACKUP_DIR: ${dir} exists and is not a directory`)
  }
  return dir
}

/**
 * For the CLIs (migrate, seed, backup, restore): only DATA_DIR and DATABASE_URL, so they run in
 * a plain checkout or next to a production server without its secrets.
 */
export function parseDataEnv(source: NodeJS.ProcessEnv = process.env): DataEnv {
  const raw = parseWith(dataSchema, source)
  const dataDir = resolveDataDir(raw.DATA_DIR)
  return Object.freeze({
    NODE_ENV: raw.NODE_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: raw.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`,
    BACKUP_DIR: resolveBackupDir(raw.BACKUP_DIR),
  })
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = parseWith(schema, source)
  const isProduction = raw.NODE_ENV === 'production'
  const dataDir = resolveDataDir(raw.DATA_DIR)
  if (isProduction && !raw.SESSION_SECRET) {
    throw new EnvError('Invalid environment variable SESSION_SECRET: required in production (at least 32 characters)')
  }
  if (raw.CACHE_PURGE_URL && !raw.CACHE_PURGE_TOKEN) {
    throw new EnvError(
      'Invalid environment variable CACHE_PURGE_TOKEN: required when CACHE_PURGE_URL is set (at least 24 characters, e.g. openssl rand -hex 24)',
    )
  }
  return Object.freeze({
    ...raw,
    DATA_DIR: dataDir,
    BACKUP_DIR: resolveBackupDir(raw.BACKUP_DIR),
    BASE_URL: (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    DATABASE_URL: raw.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`,
    SESSION_SECRET: raw.SESSION_SECRET ?? developmentSecret(dataDir),
    isProduction,
  })
}

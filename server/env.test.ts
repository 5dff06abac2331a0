import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeFileSync } from 'node:fs'
import { EnvError, parseDataEnv, parseEnv } from './env'

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'env-test-'))

describe('parseEnv', () => {
  it('when nothing is set in development, then defaults apply and a session secret is generated once', () => {
    const dir = tmp()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.BASE_URL).toBe('http://localhost:3000')
    expect(env.DATABASE_URL).toBe(`sqlite:${path.join(dir, 'app.db')}`)
    expect(env.SESSION_SECRET).toHaveLength(64)
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET)
  })

  it('when production has no SESSION_SECRET, then start-up stops with one line naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
      new EnvError('Invalid environment variable SESSION_SECRET: required in production (at least 32 characters)'),
    )
  })

  it.each([
    ['PORT', 'eighty', /^Invalid environment variable PORT: /],
    ['DATABASE_URL', 'mysql://x', /^Invalid environment variable DATABASE_URL: must be a postgres:\/\/ URL/],
    ['SMTP_URL', 'http://mail', /^Invalid environment variable SMTP_URL: must be an smtp:\/\//],
    ['ADMIN_PASSWORD', 'short', /^Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters/],
    ['SALES_INBOX', 'not-an-email', /^Invalid environment variable SALES_INBOX: /],
  ])('when %s is %s, then the error names the variable', (name, value, message) => {
    expect(() => parseEnv({ DATA_DIR: tmp(), [name]: value })).toThrow(message)
  })

  it('when CACHE_PURGE_URL is set without a token of 24+ characters, then start-up stops with one line naming it', () => {
    const url = 'http://varnish:80/'
    expect(() => parseEnv({ DATA_DIR: tmp(), CACHE_PURGE_URL: url })).toThrow(
      /^Invalid environment variable CACHE_PURGE_TOKEN: required when CACHE_PURGE_URL is set/,
    )
    expect(() => parseEnv({ DATA_DIR: tmp(), CACHE_PURGE_URL: url, CACHE_PURGE_TOKEN: 'short-token' })).toThrow(
      /^Invalid environment variable CACHE_PURGE_TOKEN: must be at least 24 characters/,
    )
    const token = 'a-purge-token-of-28-letters'.padEnd(28, 'x')
    expect(parseEnv({ DATA_DIR: tmp(), CACHE_PURGE_URL: url, CACHE_PURGE_TOKEN: token }).CACHE_PURGE_TOKEN).toBe(token)
  })

  it('when BASE_URL ends with a slash, then it is trimmed and empty values count as unset', () => {
    const env = parseEnv({ DATA_DIR: tmp(), BASE_URL: 'https://mapleserve.ca/', SMTP_URL: '' })
    expect(env.BASE_URL).toBe('https://mapleserve.ca')
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('when TRUST_PROXY is not a value Express understands, then start-up stops with one line naming it', () => {
    expect(() => parseEnv({ DATA_DIR: tmp(), TRUST_PROXY: 'yes' })).toThrow(
      /^Invalid environment variable TRUST_PROXY: must be true, false, a number of proxies/,
    )
    for (const ok of ['1', 'true', 'loopback', '10.0.0.0/8, 127.0.0.1', '::1']) {
      expect(parseEnv({ DATA_DIR: tmp(), TRUST_PROXY: ok }).TRUST_PROXY).toBe(ok)
    }
  })

  it('when DATA_DIR is a file, then start-up stops with one line naming it', () => {
    const file = path.join(tmp(), 'not-a-dir')
    writeFileSync(file, '')
    expect(() => parseEnv({ DATA_DIR: file })).toThrow(
      new EnvError(`Invalid environment variable DATA_DIR: ${file} exists and is not a directory`),
    )
  })
})

describe('parseDataEnv (the CLIs)', () => {
  it('when production has no SESSION_SECRET, then the database settings still parse', () => {
    const dir = tmp()
    const env = parseDataEnv({ NODE_ENV: 'production', DATA_DIR: dir })
    expect(env.DATABASE_URL).toBe(`sqlite:${path.join(dir, 'app.db')}`)
    expect(Object.keys(env)).not.toContain('SESSION_SECRET')
  })

  it.each([
    [
      'BACKUP_SCHEDULE',
      'daily at 25:00',
      'Invalid environment variable BACKUP_SCHEDULE: write the time as "daily at HH:MM"',
    ],
    [
      'BACKUP_SCHEDULE',
      'every night',
      'Invalid environment variable BACKUP_SCHEDULE: must be "daily at HH:MM" or a cron',
    ],
    ['BACKUP_SCHEDULE', '99 3 * * *', 'Invalid environment variable BACKUP_SCHEDULE: is not a valid cron expression'],
    ['BACKUP_KEEP', '0', 'Invalid environment variable BACKUP_KEEP: must be at least 1'],
    ['BACKUP_KEEP', '2.5', 'Invalid environment variable BACKUP_KEEP: must be a whole number'],
    ['TZ', 'Mars/Olympus', 'Invalid environment variable TZ: must be an IANA time zone'],
  ])('when %s is %s, then start-up stops with one line naming it', (name, value, message) => {
    expect(() => parseEnv({ DATA_DIR: tmp(), [name]: value })).toThrow(message)
  })

  it('when the backup variables are valid, then they are kept and BACKUP_DIR is resolved', () => {
    const dir = tmp()
    const env = parseEnv({
      DATA_DIR: tmp(),
      BACKUP_SCHEDULE: 'daily at 03:15',
      BACKUP_KEEP: '7',
      TZ: 'America/Toronto',
      BACKUP_DIR: path.relative(process.cwd(), dir),
    })
    expect([env.BACKUP_SCHEDULE, env.BACKUP_KEEP, env.TZ, env.BACKUP_DIR]).toEqual([
      'daily at 03:15',
      7,
      'America/Toronto',
      dir,
    ])
    expect(parseEnv({ DATA_DIR: tmp(), BACKUP_SCHEDULE: '*/5 * * * * *' }).BACKUP_KEEP).toBe(14)
  })

  it('when BACKUP_DIR is a file, then start-up stops with one line naming it', () => {
    const file = path.join(tmp(), 'not-a-dir')
    writeFileSync(file, '')
    expect(() => parseEnv({ DATA_DIR: tmp(), BACKUP_DIR: file })).toThrow(
      new EnvError(`Invalid environment variable BACKUP_DIR: ${file} exists and is not a directory`),
    )
  })
})

describe('secrets from files (NAME_FILE, as Docker and Compose secrets provide them)', () => {
  it('when ADMIN_PASSWORD_FILE and SESSION_SECRET_FILE name files, then their contents are the values, without the final newline', () => {
    const dir = tmp()
    writeFileSync(path.join(dir, 'admin-password'), 'a long first password\n')
    writeFileSync(path.join(dir, 'session-secret'), `${'s'.repeat(40)}\n`)
    const env = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      ADMIN_EMAIL: 'boss@mapleserve.test',
      ADMIN_PASSWORD_FILE: path.join(dir, 'admin-password'),
      SESSION_SECRET_FILE: path.join(dir, 'session-secret'),
    })
    expect(env.ADMIN_PASSWORD).toBe('a long first password')
    expect(env.SESSION_SECRET).toBe('s'.repeat(40))
  })

  it('when DATABASE_URL_FILE names a file, then the CLIs read it too', () => {
    const dir = tmp()
    writeFileSync(path.join(dir, 'database-url'), 'postgres://app:secret@db/app\n')
    expect(parseDataEnv({ DATA_DIR: dir, DATABASE_URL_FILE: path.join(dir, 'database-url') }).DATABASE_URL).toBe(
      'postgres://app:secret@db/app',
    )
  })

  it('when the file is missing or the variable is also set, then start-up stops with one line naming it', () => {
    const dir = tmp()
    const missing = path.join(dir, 'nope')
    expect(() => parseEnv({ DATA_DIR: dir, ADMIN_PASSWORD_FILE: missing })).toThrow(
      new EnvError(`Invalid environment variable ADMIN_PASSWORD_FILE: cannot read ${missing} (ENOENT)`),
    )
    writeFileSync(path.join(dir, 'pw'), 'a long first password')
    expect(() =>
      parseEnv({ DATA_DIR: dir, ADMIN_PASSWORD: 'another long password', ADMIN_PASSWORD_FILE: path.join(dir, 'pw') }),
    ).toThrow(
      new EnvError(
        'Invalid environment variable ADMIN_PASSWORD_FILE: set ADMIN_PASSWORD or ADMIN_PASSWORD_FILE, not both',
      ),
    )
  })

  it('when the file holds a bad value, then the error names the variable as usual', () => {
    const dir = tmp()
    writeFileSync(path.join(dir, 'pw'), 'short\n')
    expect(() => parseEnv({ DATA_DIR: dir, ADMIN_PASSWORD_FILE: path.join(dir, 'pw') })).toThrow(
      /^Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters/,
    )
  })
})

import { mkdirSync } from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import { migrationSource } from './migrations/index'

export type Db = Knex

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

function sqliteFile(url: string): string {
  return url.replace(/^(sqlite:|file:)/, '')
}

/** One knex instance per process; SQLite gets WAL, foreign keys and a busy timeout. */
export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    return knexFactory({
      client: 'pg',
      connection: databaseUrl,
      pool: { min: 0, max: 10 },
      migrations: { migrationSource },
    })
  }
  const filename = sqliteFile(databaseUrl)
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true })
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('journal_mode = WAL')
        conn.pragma('foreign_keys = ON')
        conn.pragma('busy_timeout = 5000')
        conn.pragma('synchronous = NORMAL')
        done(null, conn)
      },
    },
    migrations: { migrationSource },
  })
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]]
  return applied
}

export async function checkDb(db: Db): Promise<void> {
  await db.raw('select 1')
}

/** A unique index refused the write (SQLite or PostgreSQL): two requests raced for the same value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

/**
 * `npm run test:pg`: the integration suite against PostgreSQL.
 *
 * Where a container engine answers (DOCKER_HOST, /var/run/docker.sock or podman's socket), a
 * throw-away PostgreSQL from testcontainers is used; otherwise (or when that fails, e.g. no image
 * can be pulled) the local server at TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * gets a throw-away database `test_run_<random>`, dropped afterwards. Each test app then creates its
 * own database next to it (tests/helpers/app.ts), so parallel files never share rows.
 * Builds first when stale (as scripts/test.ts). Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createDb } from '../server/db/knex'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'

const LOCAL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const log = (line: string) => console.log(`[test:pg] ${line}`)

interface Target {
  url: string
  label: string
  stop: () => Promise<void>
}

function containerEngineSocket(): string | null {
  if (process.env.DOCKER_HOST) return process.env.DOCKER_HOST
  for (const socket of ['/var/run/docker.sock', '/run/podman/podman.sock']) {
    if (existsSync(socket)) return `unix://${socket}`
  }
  return null
}

async function fromTestcontainers(): Promise<Target | null> {
  const socket = containerEngineSocket()
  if (!socket) {
    log('no container engine socket: using the local PostgreSQL server')
    return null
  }
  process.env.DOCKER_HOST ??= socket
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true'
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    const image = process.env.TEST_PG_IMAGE ?? 'postgres:16-alpine'
    log(`starting ${image} with testcontainers on ${socket}`)
    const container = await new PostgreSqlContainer(image).withUsername('postgres').withPassword('postgres').start()
    return {
      url: container.getConnectionUri(),
      label: `testcontainers ${image}`,
      stop: async () => void (await container.stop()),
    }
  } catch (error) {
    log(
      `testcontainers failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): using the local PostgreSQL server`,
    )
    return null
  }
}

async function fromLocalServer(): Promise<Target> {
  const name = `test_run_${randomBytes(5).toString('hex')}`
  const admin = createDb(LOCAL)
  try {
    await admin.raw(`create database ${name}`)
  } catch (error) {
    console.error(
      `[test:pg] cannot reach PostgreSQL at ${LOCAL}: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  } finally {
    await admin.destroy()
  }
  const url = new URL(LOCAL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    label: `local server, database ${name}`,
    stop: async () => {
      const db = createDb(LOCAL)
      try {
        // Leftovers of test apps that crashed before dropping their own databases.
        await db.raw(`drop database if exists ${name} with (force)`)
      } finally {
        await db.destroy()
      }
    },
  }
}

const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
if (!existsSync(fingerprintFile) || readFileSync(fingerprintFile, 'utf8') !== sourceFingerprint()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const target = (process.env.TEST_PG_NO_CONTAINERS ? null : await fromTestcontainers()) ?? (await fromLocalServer())
log(`PostgreSQL: ${target.label}`)
const started = Date.now()
const vitest = spawnSync(
  process.execPath,
  [path.join(rootDir, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'integration', ...process.argv.slice(2)],
  { cwd: rootDir, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: target.url } },
)
log(`vitest finished in ${Math.round((Date.now() - started) / 1000)} s with status ${vitest.status}`)
await target.stop()
process.exit(vitest.status ?? 1)

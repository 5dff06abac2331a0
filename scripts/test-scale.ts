/**
 * `npm run test:scale`: the suites that need PostgreSQL and Redis (`*.scale.test.ts`: two replicas
 * behind one database, sessions and rate limits in Redis). Not part of `npm test`.
 *
 * Where a container engine answers, testcontainers starts a throw-away PostgreSQL and Redis;
 * otherwise the local servers (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, and
 * TEST_REDIS_URL, default redis://127.0.0.1:6379) are used. When neither is there it says which
 * service is missing and exits 1: a suite that could not run never counts as passed. The CPU-starvation
 * stop drill (graceful-stop-starved.scale.test.ts) runs the compiled server as the image does: it is
 * built first when dist/node/server.js is missing. Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createClient } from 'redis'
import { createDb } from '../server/db/knex'
import { rootDir } from '../server/lib/paths'

const log = (line: string) => console.log(`[test:scale] ${line}`)
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]

interface Services {
  pg: string
  redis: string
  label: string
  stop: () => Promise<void>
}

function engineSocket(): string | null {
  if (process.env.DOCKER_HOST) return process.env.DOCKER_HOST
  for (const socket of ['/var/run/docker.sock', '/run/podman/podman.sock']) {
    if (existsSync(socket)) return `unix://${socket}`
  }
  return null
}

async function fromContainers(): Promise<Services | null> {
  const socket = engineSocket()
  if (!socket || process.env.TEST_SCALE_NO_CONTAINERS) return null
  process.env.DOCKER_HOST ??= socket
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true'
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    const { GenericContainer } = await import('testcontainers')
    log(`starting PostgreSQL and Redis with testcontainers on ${socket}`)
    const pg = await new PostgreSqlContainer(process.env.TEST_PG_IMAGE ?? 'postgres:16-alpine')
      .withUsername('postgres')
      .withPassword('postgres')
      .start()
    const redis = await new GenericContainer(process.env.TEST_REDIS_IMAGE ?? 'redis:7-alpine')
      .withExposedPorts(6379)
      .start()
    return {
      pg: pg.getConnectionUri(),
      redis: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      label: 'testcontainers',
      stop: async () => {
        await redis.stop()
        await pg.stop()
      },
    }
  } catch (error) {
    log(`testcontainers failed (${firstLine(error)}): trying the local servers`)
    return null
  }
}

async function localProblem(pgUrl: string, redisUrl: string): Promise<string | null> {
  const db = createDb(pgUrl)
  try {
    await db.raw('select 1')
  } catch (error) {
    return `PostgreSQL at ${pgUrl} does not answer (${firstLine(error)})`
  } finally {
    await db.destroy()
  }
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 3000, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    return `Redis at ${redisUrl} does not answer (${firstLine(error)})`
  } finally {
    if (client.isOpen) await client.quit()
  }
  return null
}

if (!existsSync(path.join(rootDir, 'dist/node/server.js'))) {
  log('building first: the stop drill runs the compiled server (dist/node/server.js)')
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const services = await fromContainers()
const pg = services?.pg ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redis = services?.redis ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
if (!services) {
  const problem = await localProblem(pg, redis)
  if (problem) {
    log(`not run: tests/**/*.scale.test.ts need PostgreSQL and Redis; ${problem}`)
    log('start them (or a container engine for testcontainers) and run npm run test:scale again')
    process.exit(1)
  }
}
log(`PostgreSQL ${pg}, Redis ${redis} (${services?.label ?? 'local servers'})`)
const vitest = spawnSync(
  process.execPath,
  [path.join(rootDir, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'scale', ...process.argv.slice(2)],
  {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_SCALE: '1', TEST_DATABASE_URL: pg, TEST_REDIS_URL: redis },
  },
)
await services?.stop()
process.exit(vitest.status ?? 1)

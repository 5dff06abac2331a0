// The measuring side of scripts/bench.ts: autocannon, the build check, child servers, interleaved rounds.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { rootDir } from '../../server/lib/paths'
import { sourceFingerprint } from './fingerprint'
import { median } from './stats'

interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}
export interface BenchRequest {
  path: string
  method?: string
  body?: string
  headers?: Record<string, string>
}
interface AutocannonOptions {
  url: string
  method?: string
  body?: string
  headers?: Record<string, string>
  connections: number
  duration: number
  requests?: { setupRequest: (req: BenchRequest) => BenchRequest }[]
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

export function ensureBuild(): void {
  const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
  if (existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === sourceFingerprint()) return
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** A TypeScript script through tsx, or compiled JavaScript (the server, as the image runs it) as is. */
export function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : []
  return spawn(process.execPath, [...loader, ...args], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

export interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  bad: number
}

export interface Target {
  name: string
  options: Omit<AutocannonOptions, 'connections' | 'duration'>
}

/**
 * Each target is warmed up once, then measured in `rounds` interleaved rounds (A B C ... A B C ...)
 * and the median kept: on a shared machine, load from other processes then hits every target alike
 * instead of skewing whichever happened to run at a busy moment.
 */
export async function measureAll(
  targets: Target[],
  { rounds, seconds, connections }: { rounds: number; seconds: number; connections: number },
): Promise<Row[]> {
  for (const t of targets) await autocannon({ ...t.options, connections, duration: Math.min(2, seconds) })
  const samples = targets.map(() => [] as AutocannonResult[])
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries())
      samples[i]?.push(await autocannon({ ...t.options, connections, duration: seconds }))
  }
  return targets.map((t, i) => {
    const runs = samples[i] ?? []
    const row = {
      name: t.name,
      rps: median(
        runs.map((r) => r.requests.average),
        0,
      ),
      p50: median(
        runs.map((r) => r.latency.p50),
        0,
      ),
      p99: median(
        runs.map((r) => r.latency.p99),
        0,
      ),
      bad: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    }
    console.log(
      `  ${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.bad ? `  (${row.bad} failed)` : ''}`,
    )
    return row
  })
}

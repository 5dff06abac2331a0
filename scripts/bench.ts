/**
 * `npm run bench`: load-tests the production server on loopback with autocannon, each target after a
 * warm-up, and prints requests/s, p50 and p99 plus the ratios that matter:
 *   - the post page from the render cache against express.static serving the same bytes (goal >= 0.8x)
 *   - the post page rendered uncached (a new query string per request) against a plain route (goal >= 0.1x);
 *     after its first request, Vike's, this is the lean render path (server/lean-render.ts), which runs
 *     the page's +data (one database query) and renderToString on every request
 * It builds when the build is stale, starts the server on a throw-away DATA_DIR (seeded on start) and
 * a reference Express server (plain route + express.static) as separate processes, so neither shares
 * an event loop with autocannon. `npm run bench -- --seconds=5 --rounds=3` (the defaults) sets each run's duration and the number of
 * interleaved rounds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { sourceFingerprint } from './lib/fingerprint'

interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}
interface AutocannonOptions {
  url: string
  connections: number
  duration: number
  requests?: { setupRequest: (req: { path: string }) => { path: string } }[]
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

const SERVER_PORT = 3540
const REFERENCE_PORT = 3541
const HOST = '127.0.0.1'
// `--reference DIR` is the child mode this script starts itself; operators use the other flags.
const reference = process.argv[2] === '--reference'
const { values: args } = reference
  ? { values: {} as Record<string, string | boolean | undefined> }
  : cliArgs(
      'npm run bench -- [--seconds=5] [--rounds=3]  (load-tests the production build on loopback: req/s, p50, p99, ratios)',
      { seconds: { type: 'string' }, rounds: { type: 'string' } },
    )
const seconds = Number(args.seconds ?? 5)
const rounds = Number(args.rounds ?? 3)
if (!(seconds > 0) || !(rounds > 0) || !Number.isInteger(rounds)) {
  console.error('--seconds needs a positive number and --rounds a positive whole number')
  process.exit(2)
}
const connections = 10

if (reference) {
  // Reference server: the fastest Express can answer, with the post page's bytes on disk.
  const [, , , dir = '.'] = process.argv
  const app = express()
  app.disable('x-powered-by')
  app.get('/plain', (_req, res) => {
    res.type('text/plain').send('ok')
  })
  app.use(express.static(dir))
  app.listen(REFERENCE_PORT, HOST)
} else {
  await main()
}

function ensureBuild(): void {
  const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
  if (existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === sourceFingerprint()) return
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  bad: number
}

interface Target {
  name: string
  options: Omit<AutocannonOptions, 'connections' | 'duration'>
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * Each target is warmed up once, then measured in `rounds` interleaved rounds (A B C ... A B C ...)
 * and the median kept: on a shared machine, load from other processes then hits every target alike
 * instead of skewing whichever happened to run at a busy moment.
 */
async function measureAll(targets: Target[], rounds: number): Promise<Row[]> {
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
      rps: median(runs.map((r) => r.requests.average)),
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
      bad: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    }
    console.log(
      `  ${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.bad ? `  (${row.bad} failed)` : ''}`,
    )
    return row
  })
}

/** A 12-megapixel photo through the upload pipeline (sharp: three WebP widths + a fallback). */
async function benchUpload(): Promise<void> {
  const { photoJpeg } = await import('../tests/helpers/images')
  const { storeImageSet } = await import('../server/services/media')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-bench-upload-'))
  try {
    const jpeg = await photoJpeg(4000, 3000)
    const times: number[] = []
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      await storeImageSet(jpeg, 'bench', dir)
      times.push(performance.now() - started)
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
    console.log(
      `
12 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB) resized and stored: median ${median.toFixed(0)} ms over ${rounds} runs (goal < 2000 ms on a quiet machine)`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-bench-'))
  const server = start([path.join(rootDir, 'server/index.ts')], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(SERVER_PORT),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  })
  const staticDir = path.join(dataDir, 'static')
  let reference: ChildProcess | undefined
  try {
    const base = `http://${HOST}:${SERVER_PORT}`
    await waitFor(`${base}/healthz`)
    const list = await (await fetch(`${base}/blog`)).text()
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(list)?.[1]
    if (!slug) throw new Error('no post on /blog: was the database seeded?')
    const postHtml = await (await fetch(`${base}/blog/${slug}`)).text()
    const probe = await fetch(`${base}/blog/${slug}`)
    if (probe.headers.get('x-render-cache') !== 'hit')
      throw new Error('the post page is not served from the render cache')
    // Which renderer answers the uncached target after its first request (server/lean-render.ts).
    await fetch(`${base}/blog/${slug}?bench=probe`)
    const uncachedPath = (await fetch(`${base}/blog/${slug}?bench=probe`)).headers.get('x-render-path')
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'post.html'), postHtml)
    reference = start([path.join(rootDir, 'scripts/bench.ts'), '--reference', staticDir], process.env)
    const ref = `http://${HOST}:${REFERENCE_PORT}`
    await waitFor(`${ref}/plain`)

    console.log(
      `autocannon: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per target (median), ` +
        `after a warm-up; post /blog/${slug} (${postHtml.length} bytes), ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
    )
    let n = 0
    const [cached, uncached, listRow, home, plain, staticRow] = (await measureAll(
      [
        { name: 'post page (render cache)', options: { url: `${base}/blog/${slug}` } },
        {
          name: 'post page (uncached render)',
          options: {
            url: `${base}/blog/${slug}`,
            // A query string the cache does not key on: every request renders.
            requests: [{ setupRequest: (req) => ({ ...req, path: `/blog/${slug}?bench=${n++}` }) }],
          },
        },
        { name: '/blog (render cache)', options: { url: `${base}/blog` } },
        { name: '/ (home, uncached)', options: { url: `${base}/` } },
        { name: 'plain Express route', options: { url: `${ref}/plain` } },
        { name: 'express.static, same bytes', options: { url: `${ref}/post.html` } },
      ],
      rounds,
    )) as [Row, Row, Row, Row, Row, Row]

    const ratio = (a: Row, b: Row) => (a.rps / b.rps).toFixed(2)
    console.log('\nratios')
    console.log(`  cached post / express.static   ${ratio(cached, staticRow)}x  (goal >= 0.8)`)
    console.log(`  uncached post / plain route    ${ratio(uncached, plain)}x  (goal >= 0.1)`)
    console.log(`  /blog cached / express.static  ${ratio(listRow, staticRow)}x`)
    console.log(`  home / plain route             ${ratio(home, plain)}x`)
    console.log(
      `\nuncached post: rendered by ${uncachedPath === 'lean' ? 'the lean path' : `'${uncachedPath}'`} ` +
        '(+data with its database query and renderToString on every request); the Markdown of the post ' +
        'comes from the content-keyed memo of post-content.ts (same source text, same HTML), not re-parsed',
    )
    await benchUpload()
    const failed = [cached, uncached, listRow, home, plain, staticRow].some((r) => r.bad > 0)
    if (failed) process.exitCode = 1
  } finally {
    reference?.kill('SIGTERM')
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

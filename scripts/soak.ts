/**
 * `npm run soak [-- --duration 600]`: a bounded load on a production server over loopback.
 *
 * Starts the compiled server as the image runs it (`node dist/node/server.js`, NODE_ENV=production,
 * the Dockerfile's NODE_OPTIONS heap limits unless NODE_OPTIONS is set; its own temporary DATA_DIR
 * and SQLite database, or DATABASE_URL when set; form rate limits raised through
 * FORM_RATE_LIMIT_MAX), then runs two autocannon loads side by side for the duration:
 *   pages  GET of the public pages (those answering 200 at start), --page-rate req/s (default 150)
 *   forms  POST /api/leads with a unique email each, --form-rate req/s (default 20)
 * Every 5 s it reads the server's heap and resident memory from GET /metrics
 * (nodejs_heap_size_used_bytes, process_resident_memory_bytes). At the end it prints heap growth,
 * RSS idle / peak / at the end of the load / settled 15 s later, error counts, and checks that
 * every lead answered 201 is stored.
 * Exits 1 on any error, any lost lead, heap growth above --max-heap-growth-mb (default 64) or a
 * settled RSS above --max-rss-mb (default 300: a 1 GB VPS also runs the OS and the proxy).
 * Options: --duration S (60) --port N (3810) --connections N (8) --keep (keep the data directory).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { ensureBuild } from './lib/bench-measure'
import { autocannon, countStoredLeads, imageSetting, memory, type AutocannonRequest } from './lib/soak-probes'
import { median } from './lib/stats'

const numeric = [
  'duration',
  'port',
  'connections',
  'page-rate',
  'form-rate',
  'max-heap-growth-mb',
  'max-rss-mb',
] as const
const { values: args } = cliArgs(
  'npm run soak -- [--duration S] [--port N] [--connections N] [--page-rate N] [--form-rate N] [--max-heap-growth-mb N] [--max-rss-mb N] [--keep]',
  { ...Object.fromEntries(numeric.map((name) => [name, { type: 'string' as const }])), keep: { type: 'boolean' } },
)
function option(name: (typeof numeric)[number], fallback: number): number {
  const raw = args[name]
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number`)
    process.exit(2)
  }
  return value
}
const durationS = option('duration', 60)
const port = option('port', 3810)
const connections = option('connections', 8)
const pageRate = option('page-rate', 150)
const formRate = option('form-rate', 20)
const maxGrowthMb = option('max-heap-growth-mb', 64)
const maxRssMb = option('max-rss-mb', 300)
const keep = args.keep === true
const METRICS_TOKEN = 'soak-metrics-token-0123456789'
const base = `http://127.0.0.1:${port}`
const log = (line: string) => console.log(`[soak] ${line}`)

ensureBuild()

const nodeOptions = process.env.NODE_OPTIONS ?? imageSetting('NODE_OPTIONS')
const mallocArenaMax = process.env.MALLOC_ARENA_MAX ?? imageSetting('MALLOC_ARENA_MAX')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-soak-'))
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`
const server = spawn(process.execPath, [path.join(rootDir, 'dist/node/server.js')], {
  cwd: rootDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH,
    NODE_OPTIONS: nodeOptions,
    ...(mallocArenaMax ? { MALLOC_ARENA_MAX: mallocArenaMax } : {}),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'soak-session-secret-0123456789abcdef',
    METRICS_TOKEN,
    FORM_RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'error',
    ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}),
  },
})
let serverExited = false
server.on('exit', () => (serverExited = true))

async function stopServer(): Promise<void> {
  if (serverExited) return
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server exited during start-up')
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server did not answer /healthz within 60 s')
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

let exitCode = 0
try {
  await waitForServer()
  const candidates = [
    '/',
    '/pricing',
    '/hardware',
    '/industries',
    '/about',
    '/newsletter',
    '/products/kitchen-display',
    '/blog',
  ]
  const pages: string[] = []
  for (const p of candidates) if ((await fetch(`${base}${p}`, { redirect: 'manual' })).status === 200) pages.push(p)
  log(
    `server on ${base} (data ${dataDir}, NODE_OPTIONS=${nodeOptions || '(none)'}, MALLOC_ARENA_MAX=${mallocArenaMax || '(unset)'}); ${durationS} s; pages ${pages.join(' ')}; ${pageRate} page req/s + ${formRate} form req/s`,
  )
  // Idle: started, seeded, each page rendered once, then left alone for 35 s (the password checker's
  // worker, started by the generated first admin, ends after 30 s without use).
  await new Promise((r) => setTimeout(r, 35_000))
  const idleRss = (await memory(base, METRICS_TOKEN)).rss

  const acked: number[] = []
  let formFailures = 0
  let seq = 0
  const runId = Date.now().toString(36)
  const leadBody = (email: string) =>
    JSON.stringify({
      name: 'Soak Test',
      email,
      phone: '416-555-0100',
      restaurant: 'Soak Bistro',
      interest: 'Kitchen Display',
    })

  const pageLoad = autocannon({
    url: base,
    connections,
    overallRate: pageRate,
    duration: durationS,
    requests: pages.map((p) => ({ method: 'GET', path: p })),
  })
  const formLoad = autocannon({
    url: base,
    connections: 2,
    overallRate: formRate,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: AutocannonRequest) => {
          const email = `soak-${runId}-${seq++}@example.com`
          return { ...req, body: leadBody(email) }
        },
        onResponse: (status: number, body: string) => {
          if (status !== 201) {
            formFailures++
            return
          }
          const { id } = JSON.parse(body) as { id: number }
          acked.push(id)
        },
      },
    ],
  })

  const samples: { t: number; heap: number; rss: number }[] = []
  const started = Date.now()
  const sampler = setInterval(() => {
    memory(base, METRICS_TOKEN)
      .then((m) => samples.push({ t: (Date.now() - started) / 1000, ...m }))
      .catch(() => undefined)
  }, 5000)
  const [pagesResult, formsResult] = await Promise.all([pageLoad, formLoad])
  clearInterval(sampler)
  const end = await memory(base, METRICS_TOKEN)
  samples.push({ t: (Date.now() - started) / 1000, ...end })
  // Settled: what the process keeps once the load is over (the heap shrinks after a few GCs).
  await new Promise((r) => setTimeout(r, 15_000))
  const settledRss = (await memory(base, METRICS_TOKEN)).rss
  const peakRss = Math.max(...samples.map((s) => s.rss))

  // Every lead answered 201 must be in the database (ids from the responses).
  const stored = await countStoredLeads(databaseUrl, acked, `soak-${runId}-%`)
  const lost = acked.length - stored

  // Heap: the median of the samples in the first fifth after warm-up against the last fifth.
  const warm = samples.filter((s) => s.t >= Math.min(10, durationS / 5))
  const fifth = Math.max(1, Math.floor(warm.length / 5))
  const early = median(
    warm.slice(0, fifth).map((s) => s.heap),
    0,
  )
  const late = median(
    warm.slice(-fifth).map((s) => s.heap),
    0,
  )
  const peak = Math.max(...samples.map((s) => s.heap))
  const growth = late - early

  const pageErrors = pagesResult.errors + pagesResult.non2xx
  const formErrors = formsResult.errors + formFailures
  console.log('')
  log(
    `pages: ${pagesResult.requests.total} requests (${pagesResult.requests.average}/s), p50 ${pagesResult.latency.p50} ms, p99 ${pagesResult.latency.p99} ms, errors ${pagesResult.errors}, non-2xx ${pagesResult.non2xx}, timeouts ${pagesResult.timeouts}`,
  )
  log(
    `forms: ${formsResult.requests.total} requests, ${acked.length} answered 201, p50 ${formsResult.latency.p50} ms, p99 ${formsResult.latency.p99} ms, errors ${formsResult.errors}, not 201 ${formFailures}`,
  )
  log(`leads: ${stored} of ${acked.length} stored, ${lost} lost`)
  log(
    `heap used: ${mb(early)} after warm-up -> ${mb(late)} at the end (growth ${mb(growth)}), peak ${mb(peak)}, ${samples.length} samples`,
  )
  log(
    `RSS: ${mb(idleRss)} idle, peak ${mb(peakRss)} under load, ${mb(end.rss)} at the end, ${mb(settledRss)} 15 s later (limit ${maxRssMb} MB)`,
  )
  const problems = [
    pageErrors > 0 && `${pageErrors} page errors`,
    formErrors > 0 && `${formErrors} form errors`,
    lost > 0 && `${lost} leads lost`,
    acked.length === 0 && 'no lead was accepted',
    growth > maxGrowthMb * 1024 * 1024 && `heap grew ${mb(growth)} (> ${maxGrowthMb} MB)`,
    settledRss > maxRssMb * 1024 * 1024 && `RSS settled at ${mb(settledRss)} (> ${maxRssMb} MB)`,
    serverExited && 'the server exited during the run',
  ].filter(Boolean)
  if (problems.length) {
    log(`FAILED: ${problems.join(', ')}`)
    exitCode = 1
  } else {
    log('passed: 0 errors, 0 leads lost')
  }
} catch (error) {
  console.error(`[soak] ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await stopServer()
  if (keep) log(`data kept in ${dataDir}`)
  else rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)

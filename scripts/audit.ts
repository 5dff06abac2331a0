/**
 * `npm run audit [-- [--runs N] [--resume] [--failures] /path ...]`: Lighthouse (mobile, its default)
 * on every public route the sitemap lists (or the given paths), against the production build with a
 * fresh database. Each page is audited RUNS times (3) and the median of each category is kept
 * (Lighthouse varies from run to run). Prints one compact table row per page (scores, TBT, LCP, FCP,
 * CLS, Lighthouse's benchmarkIndex, the page's main-thread CPU time and its share of those tasks' wall time
 * (scripts/lib/main-thread-cpu.ts: below about 70 %, other work on the machine stretched TBT), the load
 * average while it ran, seconds taken) and exits 1 when a page misses the bar: 100 in
 * performance, accessibility, best practices and SEO.
 *
 * reports/lighthouse.json is rewritten after every page: `--resume` audits only the pages that did
 * not pass there (or are not in it yet), so an interrupted run over the whole sitemap carries on where
 * it stopped; `--failures` prints only the pages that miss the bar (with the audits they fail).
 * Performance is only meaningful on a quiet machine: the output says so when the load average is
 * high, and Lighthouse's simulated TBT is pessimistic under load (a page at 100 under load is at 100
 * on a quiet machine; the reverse does not hold).
 *
 * `--as-bench N`: scores the pages as a machine whose benchmarkIndex is N would (Lighthouse's CPU
 * calibration: its 4x slowdown is meant for an index of about 1,000-1,500; a faster machine needs a
 * larger multiplier). Each run's cpuSlowdownMultiplier is 4 x (the median index Lighthouse measured
 * on the runs before it) / N, after one calibration run that is not counted; the bench column then shows the
 * emulated index (measured index x 4 / multiplier).
 *
 * `--quiet`: performance is judged as on a quiet machine: each run is audited again from its
 * own trace with every main-thread task of the page lasting its thread time (scripts/lib/main-thread-cpu.ts
 * asIfQuiet), and the quiet column shows that run's median score and TBT. On a 2-core machine the browser's
 * other processes (its compositor drawing the run's screenshots, its main process) and the audit itself hold a
 * core for much of the load, and Lighthouse's simulation multiplies each task's wall time, waits included; a
 * quiet machine's tasks last their thread time. The measured scores stay beside it. With `--as-bench 1100`, this
 * is the bar's reference: a quiet machine with a benchmarkIndex of about 1,100.
 *
 * `--floor`: before each of a page's runs, one run with the same settings on a page with nothing of ours
 * (scripts/lib/floor-page.ts); the floor column shows the median performance score and TBT of those runs so far:
 * what no page can go below in this browser on this machine (the navigation's own tasks, stretched by the CPU
 * multiplier), and the summary says when the floor page itself missed 100, so no page could have reached it
 * with these settings here. It is judged by nothing (the bars stay as they are).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import * as constants from 'lighthouse/core/config/constants.js'
import { rootDir } from '../server/lib/paths'
import { seedIfEmpty } from '../server/services/posts/seed'
import { createPostsService } from '../server/services/posts/posts'
import { startTestApp } from '../tests/helpers/app'
import { launchLighthouseChrome } from './lib/lighthouse-chrome'
import { cliArgs, exitWith } from './lib/cli'
import { serveFloorPage } from './lib/floor-page'
import { asIfQuiet, mainThreadCpu, type TraceEvent } from './lib/main-thread-cpu'
import { median } from './lib/stats'

const BARS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BARS
const CATEGORIES = Object.keys(BARS) as Category[]
/** A Lighthouse run that has not finished by then is abandoned and retried (a wedged browser). */
const RUN_TIMEOUT_MS = 180_000

/** A run's performance score and TBT: as on a quiet machine (--quiet), or the floor page's (--floor). */
type PerfScore = { performance: number; tbtMs: number }
/** The median score and the median TBT of some runs (each its own median: they may come from different runs). */
const medianScore = (runs: readonly PerfScore[]): PerfScore => ({
  performance: median(
    runs.map((r) => r.performance),
    0,
  ),
  tbtMs: median(
    runs.map((r) => r.tbtMs),
    0,
  ),
})

interface PageResult {
  path: string
  scores: Record<Category, number>
  pass: boolean
  /** Of the run whose performance score is the median one. */
  metrics: { tbtMs: number; lcpMs: number; fcpMs: number; cls: number }
  /**
   * Of the same run: the page's main-thread CPU time during the load and its share of those tasks'
   * wall time (scripts/lib/main-thread-cpu.ts): the page's own work, and how much others stretched it.
   */
  mainThread?: { cpuMs: number; share: number }
  /** Binary audits that failed in that run (why a category is below 100). */
  failedAudits: string[]
  /**
   * Lighthouse's benchmarkIndex (its CPU speed probe: higher is faster; its 4x slowdown is calibrated
   * for about 1,000-1,500) of the median run, and of every run: a score means little without it.
   */
  benchmarkIndex: number
  benchmarkIndexes: number[]
  /** Each run's performance score and TBT beside its benchmarkIndex: how the score follows the machine's speed. */
  runScores?: {
    performance: number
    tbtMs: number
    benchmarkIndex: number
    mainCpuMs?: number
    /** Under --quiet: the run audited again as on a quiet machine. */
    quiet?: PerfScore
  }[]
  /** One-minute load average when the page's runs ended, and the number of cores. */
  load: number
  cores: number
  seconds: number
  /** Under --quiet: the median performance score and TBT of the runs audited again as on a quiet machine. */
  quiet?: PerfScore
  /** Under --floor: the median performance score and TBT (ms) of the floor page's runs so far. */
  floor?: PerfScore
}

const usage = 'npm run audit [-- [--runs N] [--resume] [--failures] [--as-bench N] [--quiet] [--floor] /path ...]'
const { values, positionals } = cliArgs(
  usage,
  {
    runs: { type: 'string' },
    resume: { type: 'boolean' },
    failures: { type: 'boolean' },
    'as-bench': { type: 'string' },
    quiet: { type: 'boolean' },
    floor: { type: 'boolean' },
  },
  Infinity,
)
const RUNS = Number(values.runs ?? 3)
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0) exitWith('audit', new Error('--runs must be an odd number'))
const AS_BENCH = values['as-bench'] === undefined ? undefined : Number(values['as-bench'])
if (AS_BENCH !== undefined && !(AS_BENCH >= 100 && AS_BENCH <= 10_000))
  exitWith('audit', new Error('--as-bench must be a benchmarkIndex between 100 and 10000'))
/** Lighthouse's own mobile throttling; only the CPU multiplier changes under --as-bench. */
const DEFAULT_SLOWDOWN = 4
let slowdown = DEFAULT_SLOWDOWN
/** Every benchmarkIndex Lighthouse measured in this audit: their median sets the multiplier (one run's varies). */
const measuredIndexes: number[] = []
function calibrate(measured: number): void {
  measuredIndexes.push(measured)
  if (AS_BENCH) slowdown = (DEFAULT_SLOWDOWN * median(measuredIndexes, 0)) / AS_BENCH
}
const reportFile = path.join(rootDir, 'reports', 'lighthouse.json')

function previousResults(): PageResult[] {
  if (!values.resume || !existsSync(reportFile)) return []
  try {
    return (JSON.parse(readFileSync(reportFile, 'utf8')) as { results?: PageResult[] }).results ?? []
  } catch {
    return []
  }
}

const cores = os.cpus().length
const load1 = () => os.loadavg()[0] ?? 0
const busy = () => load1() > cores * 0.5

function warnIfBusy(): void {
  if (busy())
    console.log(
      `WARNING: load average ${load1().toFixed(2)} on ${cores} cores: performance scores are lower than on a quiet machine.`,
    )
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
let pathWidth = 34
const header = () =>
  `     ${'page'.padEnd(pathWidth)} perf a11y   bp  seo    TBT${values.quiet ? '  quiet' : ''}${values.floor ? '  floor' : ''}    LCP    FCP   CLS bench   cpu share  load    s`
function row(r: PageResult): string {
  const s = r.scores
  const ms = (v: number) => pad(`${Math.round(v)}ms`, 6)
  return `${r.pass ? 'ok  ' : 'FAIL'} ${r.path.padEnd(pathWidth)} ${pad(s.performance, 4)} ${pad(s.accessibility, 4)} ${pad(s['best-practices'], 4)} ${pad(s.seo, 4)} ${ms(r.metrics.tbtMs)}${values.quiet ? ` ${r.quiet ? pad(`${r.quiet.performance}/${Math.round(r.quiet.tbtMs)}`, 6) : pad('-', 6)}` : ''}${values.floor ? ` ${r.floor ? pad(`${r.floor.performance}/${Math.round(r.floor.tbtMs)}`, 6) : pad('-', 6)}` : ''} ${ms(r.metrics.lcpMs)} ${ms(r.metrics.fcpMs)} ${pad(r.metrics.cls.toFixed(2), 5)} ${pad(Math.round(r.benchmarkIndex), 5)} ${r.mainThread ? `${ms(r.mainThread.cpuMs)} ${pad(`${Math.round(r.mainThread.share * 100)}%`, 5)}` : `${pad('-', 6)} ${pad('-', 5)}`} ${pad(r.load.toFixed(1), 5)} ${pad(Math.round(r.seconds), 4)}`
}

process.env.NODE_ENV = 'production'
const app = await startTestApp()
await seedIfEmpty(app.db, app.dataDir, createPostsService(app.db))
let paths = positionals
if (!paths.length) {
  const sitemap = await fetch(`${app.url}/sitemap.xml`)
  paths = sitemap.ok
    ? [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    : ['/']
}
pathWidth = Math.max(pathWidth, ...paths.map((p) => p.length))
const kept = previousResults().filter((r) => r.pass && paths.includes(r.path))
const todo = paths.filter((p) => !kept.some((r) => r.path === p))
const results: PageResult[] = [...kept]

function writeReport(): void {
  mkdirSync(path.dirname(reportFile), { recursive: true })
  const ordered = paths.flatMap((p) => results.filter((r) => r.path === p))
  writeFileSync(
    reportFile,
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cores, results: ordered }, null, 2),
  )
}

warnIfBusy()
console.log(
  `${todo.length} page(s) to audit, ${RUNS} runs each${kept.length ? ` (${kept.length} passed before, kept from ${path.relative(rootDir, reportFile)})` : ''}.`,
)
console.log(header())
let chrome = await launchLighthouseChrome()
const started = Date.now()
if (AS_BENCH && todo[0]) {
  // The calibration run: its measured index sets the first counted run's multiplier.
  const calibration = await lighthouse(`${app.url}${todo[0]}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const measured = calibration?.lhr.environment.benchmarkIndex ?? AS_BENCH
  calibrate(measured)
  console.log(
    `as a benchmarkIndex of ${AS_BENCH}: this machine measured ${Math.round(measured)}, CPU slowdown ${slowdown.toFixed(1)}x (then from the median index of the runs so far)`,
  )
}
/** Lighthouse's default config with its mobile throttling at the given CPU multiplier. */
const throttledConfig = (cpuSlowdownMultiplier: number) => ({
  extends: 'lighthouse:default' as const,
  settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
})
/** Under --quiet: each run's score audited again as on a quiet machine. */
const quietOf = new WeakMap<object, PerfScore>()

const audit = (url: string, categories: Category[]) => {
  const multiplier = slowdown
  return lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    throttledConfig(multiplier),
  ).then(async (runner) => {
    // The emulated index of this run, and the multiplier the next run needs for AS_BENCH.
    const measured = runner?.lhr.environment.benchmarkIndex
    if (runner && measured) {
      runner.lhr.environment.benchmarkIndex = (measured * DEFAULT_SLOWDOWN) / multiplier
      calibrate(measured)
    }
    if (values.quiet && runner && !runner.lhr.runtimeError) {
      const quiet = await quietScore(runner.artifacts, categories, multiplier)
      if (quiet) quietOf.set(runner, quiet)
    }
    return runner
  })
}
type Runner = Awaited<ReturnType<typeof audit>>
type Artifacts = NonNullable<Runner>['artifacts']

/**
 * --quiet: the run's artifacts audited again (Lighthouse's audit mode, with the run's own settings)
 * with its trace rewritten as a quiet machine would have recorded it (asIfQuiet).
 */
async function quietScore(
  artifacts: Artifacts,
  categories: Category[],
  multiplier: number,
): Promise<PerfScore | undefined> {
  const trace = structuredClone(artifacts.Trace)
  // Lighthouse's trace events carry more fields than TraceEvent names; the ones read are the same.
  if (!asIfQuiet(trace.traceEvents as unknown as TraceEvent[])) return undefined
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-quiet-'))
  try {
    await saveArtifacts({ ...artifacts, Trace: trace }, dir)
    const quiet = await lighthouse(
      undefined,
      { auditMode: dir, logLevel: 'error', onlyCategories: categories },
      throttledConfig(multiplier),
    )
    const score = quiet?.lhr.categories.performance?.score
    const tbtMs = quiet?.lhr.audits['total-blocking-time']?.numericValue
    return typeof score === 'number' && tbtMs !== undefined
      ? { performance: Math.round(score * 100), tbtMs }
      : undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * One Lighthouse run. A run sometimes ends in a runtime error with no scores (a fresh browser, or
 * NO_NAVSTART on a loaded machine), or never ends (a wedged browser, restarted): retried, twice at most.
 * The floor page needs performance only.
 */
async function auditRun(url: string, label: string, categories = CATEGORIES): Promise<Runner | undefined> {
  let runner: Runner | undefined
  for (let attempt = 0; attempt < 3 && !(runner && !runner.lhr.runtimeError); attempt++) {
    const outcome = await withTimeout(
      audit(url, categories).then(
        (done) => ({ done }),
        (error: unknown) => ({ done: undefined, error }),
      ),
      RUN_TIMEOUT_MS,
    )
    runner = outcome?.done
    if (outcome && 'error' in outcome) console.log(`       (${label}: a run failed, retried: ${String(outcome.error)})`)
    if (!outcome) {
      console.log(`       (${label}: a run took over ${RUN_TIMEOUT_MS / 1000} s: browser restarted, retried)`)
      chrome.kill()
      chrome = await launchLighthouseChrome()
    }
  }
  return runner
}

/** The browser's floor (--floor): scripts/lib/floor-page.ts. */
const floor = values.floor ? await serveFloorPage() : undefined
const floorRuns: PerfScore[] = []

try {
  for (const pagePath of todo) {
    const pageStarted = Date.now()
    const runs: Runner[] = []
    for (let i = 0; i < RUNS; i++) {
      if (floor) {
        // Interleaved with the page's runs: the same machine state for both.
        const floorRun = await auditRun(floor.url, 'the floor page', ['performance'])
        const score = floorRun?.lhr.categories.performance?.score
        const tbtMs = floorRun?.lhr.audits['total-blocking-time']?.numericValue
        if (typeof score === 'number' && tbtMs !== undefined)
          floorRuns.push({ performance: Math.round(score * 100), tbtMs })
      }
      runs.push(await auditRun(`${app.url}${pagePath}`, pagePath))
    }
    const score = (r: Runner, c: Category) => Math.round((r?.lhr.categories[c]?.score ?? 0) * 100)
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        median(
          runs.map((r) => score(r, c)),
          0,
        ),
      ]),
    ) as Record<Category, number>
    // The run whose performance is the median one gives the metrics and the failed audits.
    const runner = runs.find((r) => score(r, 'performance') === scores.performance) ?? runs[0]
    const metric = (id: string) => runner?.lhr.audits[id]?.numericValue ?? NaN
    const quietRuns = runs.map((r) => (r ? quietOf.get(r) : undefined))
    const quiet = quietRuns.every((q) => q !== undefined) ? medianScore(quietRuns) : undefined
    // Under --quiet, performance is judged as on a quiet machine (a run that could not be audited again fails).
    const judged = values.quiet ? { ...scores, performance: quiet?.performance ?? 0 } : scores
    const pass = CATEGORIES.every((c) => judged[c] >= BARS[c])
    const mainThread = (r: Runner) =>
      // Lighthouse's trace events carry more fields than TraceEvent names; the ones read are the same.
      r ? mainThreadCpu(r.artifacts.Trace.traceEvents as unknown as TraceEvent[]) : undefined
    const runnerMainThread = mainThread(runner)
    const failedAudits = pass
      ? []
      : Object.values(runner?.lhr.audits ?? {})
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => `${a.id}: ${a.title}`)
    const result: PageResult = {
      path: pagePath,
      scores,
      pass,
      metrics: {
        tbtMs: metric('total-blocking-time'),
        lcpMs: metric('largest-contentful-paint'),
        fcpMs: metric('first-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
      },
      ...(runnerMainThread ? { mainThread: runnerMainThread } : {}),
      failedAudits,
      benchmarkIndex: runner?.lhr.environment.benchmarkIndex ?? NaN,
      benchmarkIndexes: runs.map((r) => r?.lhr.environment.benchmarkIndex ?? NaN),
      runScores: runs.map((r) => ({
        performance: score(r, 'performance'),
        tbtMs: Math.round(r?.lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        benchmarkIndex: Math.round(r?.lhr.environment.benchmarkIndex ?? NaN),
        mainCpuMs: Math.round(mainThread(r)?.cpuMs ?? NaN),
        ...(r && quietOf.get(r) ? { quiet: quietOf.get(r) } : {}),
      })),
      load: load1(),
      cores,
      seconds: (Date.now() - pageStarted) / 1000,
      ...(quiet ? { quiet } : {}),
      ...(floorRuns.length ? { floor: medianScore(floorRuns) } : {}),
    }
    results.push(result)
    writeReport()
    if (!pass || !values.failures) console.log(row(result))
    if (!pass) for (const failed of failedAudits) console.log(`       - ${failed}`)
  }
} finally {
  chrome.kill()
  floor?.close()
  await app.close()
}

const failed = results.filter((r) => !r.pass)
const elapsed = (Date.now() - started) / 1000
console.log(
  `${results.length - failed.length}/${results.length} page(s) at 100 in every category; ${todo.length} audited in ${Math.round(elapsed)} s (${todo.length ? (elapsed / todo.length).toFixed(0) : 0} s a page).`,
)
// Every run of this audit by the machine's speed as Lighthouse measured it: the slower runs say how a slower machine
// would score (the bar's reference machine has a benchmarkIndex of about 1,100).
const allRuns = results.flatMap((r) => r.runScores ?? [])
function quietSummary(band: typeof allRuns): string {
  const quiet = band.flatMap((r) => (r.quiet ? [r.quiet] : []))
  if (!quiet.length) return ''
  const tbts = quiet.map((q) => Math.round(q.tbtMs))
  return `; as on a quiet machine: performance 100 in ${quiet.filter((q) => q.performance === 100).length}, median TBT ${median(tbts, 0)} ms, worst ${Math.max(...tbts)} ms`
}
for (const [low, high] of [
  [0, 1600],
  [1600, 2200],
  [2200, Infinity],
] as const) {
  const band = allRuns.filter((r) => r.benchmarkIndex >= low && r.benchmarkIndex < high)
  if (!band.length) continue
  const at100 = band.filter((r) => r.performance === 100).length
  console.log(
    `runs at benchmarkIndex ${low}-${high === Infinity ? '' : high}: ${band.length}, performance 100 in ${at100}; median TBT ${Math.round(
      median(
        band.map((r) => r.tbtMs),
        0,
      ),
    )} ms, worst ${Math.max(...band.map((r) => r.tbtMs))} ms${quietSummary(band)}`,
  )
}
if (floorRuns.length) {
  const below = floorRuns.filter((f) => f.performance < BARS.performance)
  const tbts = floorRuns.map((f) => Math.round(f.tbtMs))
  console.log(
    `the floor page (nothing of ours): performance 100 in ${floorRuns.length - below.length} of ${floorRuns.length} runs, median TBT ${median(tbts, 0)} ms, worst ${Math.max(...tbts)} ms${
      below.length
        ? `; in ${below.length} it scored ${[...new Set(below.map((f) => f.performance))].sort((a, b) => b - a).join(', ')}: no page can measure 100 with these settings in this browser on this machine`
        : ''
    }`,
  )
}
if (failed.length) {
  console.log(`Below the bar: ${failed.map((r) => r.path).join(' ')}`)
  if (failed.some((r) => r.load > r.cores * 0.5))
    console.log('Some of these ran with a high load average: run them again on a quiet machine (--resume).')
}
warnIfBusy()
writeReport()
process.exit(failed.length ? 1 : 0)

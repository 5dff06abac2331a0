/**
 * `npm run audit [-- /path ...]`: Lighthouse (mobile, its default) on every public route the sitemap
 * lists (or the given paths), against the production build with a fresh database. Each page is
 * audited RUNS times and the median of each category is kept (Lighthouse varies from run to run).
 * Writes reports/lighthouse.json and prints one line per page. Exits 1 when a page misses the bar:
 * 100 in performance, accessibility, best practices and SEO. Performance is only meaningful on a
 * quiet machine: the output says so when the load average is high.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { rootDir } from '../server/lib/paths'
import { seedIfEmpty } from '../server/services/blog-seed'
import { startTestApp } from '../tests/helpers/app'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/browser'
import { cliArgs } from './lib/cli'

const BARS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const RUNS = 3
type Category = keyof typeof BARS

const { positionals } = cliArgs('npm run audit [-- /path ...]', {}, Infinity)
process.env.NODE_ENV = 'production'
const app = await startTestApp()
await seedIfEmpty(app.db, app.dataDir)
let paths = positionals
if (!paths.length) {
  const sitemap = await fetch(`${app.url}/sitemap.xml`)
  paths = sitemap.ok
    ? [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    : ['/']
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function warnIfBusy(): void {
  const [load1] = os.loadavg()
  const cores = os.cpus().length
  if ((load1 ?? 0) > cores * 0.5)
    console.log(
      `WARNING: load average ${(load1 ?? 0).toFixed(2)} on ${cores} cores: performance scores are lower than on a quiet machine.`,
    )
}

warnIfBusy()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
})
const results: { path: string; scores: Record<Category, number>; pass: boolean }[] = []
try {
  for (const pagePath of paths) {
    const audit = () =>
      lighthouse(`${app.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BARS),
      })
    type Runner = Awaited<ReturnType<typeof audit>>
    const runs: Runner[] = []
    for (let i = 0; i < RUNS; i++) {
      // A run sometimes ends in a runtime error with no scores (a fresh browser, or NO_NAVSTART on a
      // loaded machine): retry, twice at most.
      let runner = await audit()
      for (let retry = 0; retry < 2 && runner?.lhr.runtimeError; retry++) runner = await audit()
      runs.push(runner)
    }
    const score = (r: Runner, c: Category) => Math.round((r?.lhr.categories[c]?.score ?? 0) * 100)
    const scores = Object.fromEntries(
      (Object.keys(BARS) as Category[]).map((c) => [c, median(runs.map((r) => score(r, c)))]),
    ) as Record<Category, number>
    // The run whose performance is the median one gives the metrics and the failed audits.
    const runner = runs.find((r) => score(r, 'performance') === scores.performance) ?? runs[0]
    const pass = (Object.keys(BARS) as Category[]).every((c) => scores[c] >= BARS[c])
    results.push({ path: pagePath, scores, pass })
    console.log(
      `${pass ? 'ok  ' : 'FAIL'} ${pagePath}  (median of ${RUNS})  perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores['best-practices']}  seo ${scores.seo}`,
    )
    const metric = (id: string) => runner?.lhr.audits[id]?.displayValue ?? '?'
    console.log(
      `       FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    )
    if (!pass && runner) {
      for (const audit of Object.values(runner.lhr.audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
          console.log(`       - ${audit.id}: ${audit.title}`)
        }
      }
    }
  }
  warnIfBusy()
} finally {
  chrome.kill()
  await app.close()
}

const outDir = path.join(rootDir, 'reports')
mkdirSync(outDir, { recursive: true })
writeFileSync(
  path.join(outDir, 'lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, loadAverage: os.loadavg(), results }, null, 2),
)
process.exit(results.every((r) => r.pass) ? 0 : 1)

/**
 * `npm run bench -- --main-thread [--runs N] [/path ...]` (default `/`, 3 runs): where a page's
 * main-thread time goes on a mid-range phone. Lighthouse loads the page against the production build
 * with the CPU really slowed 4x (its devtools throttling: Chromium's Emulation.setCPUThrottlingRate,
 * not a simulation) and no network throttling, so the figure is the page's own work. Prints, per page,
 * the median of each Lighthouse task group (Style & Layout, Script Evaluation, Other, ...), the
 * observed Total Blocking Time, the longest tasks with what they ran, the DOM size and the machine's
 * benchmarkIndex and load average: compare two builds only at a similar load.
 */
import os from 'node:os'
import lighthouse from 'lighthouse'
import { seedIfEmpty } from '../server/services/posts/seed'
import { createPostsService } from '../server/services/posts/posts'
import { startTestApp } from '../tests/helpers/app'
import { cliArgs, exitWith } from './lib/cli'
import { launchLighthouseChrome } from './lib/lighthouse-chrome'
import { median } from './lib/stats'

const usage = 'npm run bench -- --main-thread [--runs N] [/path ...]'
const { values, positionals } = cliArgs(
  usage,
  { 'main-thread': { type: 'boolean' }, runs: { type: 'string' } },
  Infinity,
)
const RUNS = Number(values.runs ?? 3)
if (!Number.isInteger(RUNS) || RUNS < 1) exitWith('bench', new Error('--runs must be a whole number'))
const paths = positionals.length ? positionals : ['/']

const GROUPS = [
  ['styleLayout', 'Style & Layout'],
  ['scriptEvaluation', 'Script Evaluation'],
  ['other', 'Other'],
  ['paintCompositeRender', 'Rendering'],
  ['parseHTML', 'Parse HTML & CSS'],
  ['scriptParseCompile', 'Script Parse & Compile'],
  ['garbageCollection', 'Garbage Collection'],
] as const

interface Run {
  groups: Record<string, number>
  tbt: number
  longTasks: string[]
  domNodes: number
  /** Elements styled and layout objects laid out during the load: counts, steady under load. */
  styled: number
  laidOut: number
  benchmarkIndex: number
}

type TraceEvent = { name: string; args?: { elementCount?: number; beginData?: { dirtyObjects?: number } } }

/** What the page's style and layout passes covered, summed over the trace. */
function workDone(events: TraceEvent[]): { styled: number; laidOut: number } {
  let styled = 0
  let laidOut = 0
  for (const e of events) {
    if (e.name === 'UpdateLayoutTree') styled += e.args?.elementCount ?? 0
    if (e.name === 'Layout') laidOut += e.args?.beginData?.dirtyObjects ?? 0
  }
  return { styled, laidOut }
}

type Details = { items?: Record<string, unknown>[] }

async function measure(url: string, port: number): Promise<Run> {
  const runner = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: 'devtools',
        throttling: {
          cpuSlowdownMultiplier: 4,
          requestLatencyMs: 0,
          downloadThroughputKbps: 0,
          uploadThroughputKbps: 0,
          rttMs: 0,
          throughputKbps: 0,
        },
      },
    },
  )
  const lhr = runner?.lhr
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`)
  const items = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? []
  const groups = Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, Number(i.duration)]))
  const longTasks = items('long-tasks')
    .slice(0, 4)
    .map((t) => `${Math.round(Number(t.duration))} ms ${String(t.url).replace(url, '(document)').slice(-60)}`)
  return {
    groups,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    longTasks,
    domNodes: lhr.audits['dom-size']?.numericValue ?? NaN,
    ...workDone((runner.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

process.env.NODE_ENV = 'production'
const app = await startTestApp()
await seedIfEmpty(app.db, app.dataDir, createPostsService(app.db))
const chrome = await launchLighthouseChrome()
try {
  for (const pagePath of paths) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${app.url}${pagePath}`, chrome.port))
    const ms = (v: number) => `${Math.round(v)} ms`.padStart(8)
    const total = median(runs.map((r) => Object.values(r.groups).reduce((a, b) => a + b, 0)))
    console.log(
      `${pagePath}: main thread ${ms(total).trim()} at 4x CPU, TBT ${ms(median(runs.map((r) => r.tbt))).trim()}, ` +
        `${median(runs.map((r) => r.domNodes))} DOM nodes, ${median(runs.map((r) => r.styled))} elements styled and ` +
        `${median(runs.map((r) => r.laidOut))} objects laid out (median of ${RUNS}; benchmarkIndex ` +
        `${runs.map((r) => Math.round(r.benchmarkIndex)).join('/')}, load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
    )
    for (const [id, label] of GROUPS)
      console.log(`  ${label.padEnd(24)}${ms(median(runs.map((r) => r.groups[id] ?? 0)))}`)
    const longest = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]
    console.log(`  long tasks (median run): ${longest?.longTasks.join('; ') || 'none'}`)
  }
} finally {
  chrome.kill()
  await app.close()
}

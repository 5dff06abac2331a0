/**
 * `npm run bench -- --contention [--runs N] [/path ...]` (default `/`, 5 runs): how much of a page's
 * load the renderer's main thread spends working, and how much waiting for a CPU. Lighthouse times
 * tasks by the wall clock (and its simulation multiplies them by 4), so a main thread that is runnable
 * but not running (two cores shared by the renderer's other threads, the browser and GPU processes,
 * a spare renderer Chromium starts meanwhile, the server and Lighthouse itself) counts as page work.
 *
 * Each run opens the page in a new browser context (as a Lighthouse run opens a new renderer) at
 * Lighthouse's mobile size, unthrottled, and reads the kernel's own accounting of every Chromium
 * thread (/proc/PID/task/TID/schedstat: time on a CPU, time waiting in the run queue) from just before
 * the navigation to one second after load. Printed per page, median of the runs, beside the same for the
 * floor page (scripts/lib/floor-page.ts: nothing of ours): the page's renderer main thread's run time
 * and run-queue wait, the load's wall time, and all Chromium processes' CPU. Kernel counters, not
 * timers: the CPU figures hold steady from run to run; the wait is what the machine adds. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { chromium } from 'playwright-core'
import { seedIfEmpty } from '../server/services/posts/seed'
import { createPostsService } from '../server/services/posts/posts'
import { startTestApp } from '../tests/helpers/app'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/browser'
import { cliArgs, exitWith } from './lib/cli'
import { serveFloorPage } from './lib/floor-page'
import { median } from './lib/stats'

const usage = 'npm run bench -- --contention [--runs N] [/path ...]'
const { values, positionals } = cliArgs(usage, { contention: { type: 'boolean' }, runs: { type: 'string' } }, Infinity)
const RUNS = Number(values.runs ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1) exitWith('bench', new Error('--runs must be a whole number'))
const paths = positionals.length ? positionals : ['/']

/** Lighthouse's mobile emulation (Moto G Power): the same layout work as an audit run. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

interface ThreadTimes {
  /** `pid/tid` -> nanoseconds on a CPU and waiting in the run queue. */
  threads: Map<string, { run: number; wait: number }>
  /** Chromium processes whose main thread is a renderer's. */
  renderers: Set<string>
}

function readThreads(): ThreadTimes {
  const threads = new Map<string, { run: number; wait: number }>()
  const renderers = new Set<string>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      // Debian's /usr/bin/chromium is a wrapper: the browser and its children run /usr/lib/chromium/chromium.
      if (!cmdline.includes('/chromium')) continue
      if (cmdline.includes('--type=renderer')) renderers.add(`${pid}/${pid}`)
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const [run = 0, wait = 0] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number)
        threads.set(`${pid}/${tid}`, { run, wait })
      }
    } catch {
      // The process or thread ended between listing and reading: it has nothing more to count.
    }
  }
  return { threads, renderers }
}

interface Run {
  wallMs: number
  mainRunMs: number
  mainWaitMs: number
  chromiumCpuMs: number
}

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<Run> {
  const context = await browser.newContext(MOBILE)
  try {
    const page = await context.newPage()
    await page.goto('about:blank')
    const before = readThreads()
    const started = performance.now()
    await page.goto(url, { waitUntil: 'load' })
    const wallMs = performance.now() - started
    // What the load leaves for after it (late images, idle callbacks) within Lighthouse's window too.
    await page.waitForTimeout(1000)
    const after = readThreads()
    const delta = (key: string) => {
      const now = after.threads.get(key)
      const then = before.threads.get(key) ?? { run: 0, wait: 0 }
      return now ? { run: (now.run - then.run) / 1e6, wait: (now.wait - then.wait) / 1e6 } : { run: 0, wait: 0 }
    }
    // The page's renderer: the renderer whose main thread ran the most meanwhile.
    const main = [...after.renderers].map(delta).sort((a, b) => b.run - a.run)[0] ?? { run: 0, wait: 0 }
    const chromiumCpuMs = [...after.threads.keys()].reduce((sum, key) => sum + delta(key).run, 0)
    return { wallMs, mainRunMs: main.run, mainWaitMs: main.wait, chromiumCpuMs }
  } finally {
    await context.close()
  }
}

const ms = (values: number[]) => `${Math.round(median(values))} ms`

function summary(label: string, runs: Run[]): string {
  return (
    `${label.padEnd(28)} load ${ms(runs.map((r) => r.wallMs)).padStart(7)}; main thread ran ` +
    `${ms(runs.map((r) => r.mainRunMs)).padStart(7)}, waited for a CPU ${ms(runs.map((r) => r.mainWaitMs)).padStart(7)}; ` +
    `all Chromium ${ms(runs.map((r) => r.chromiumCpuMs)).padStart(8)} of CPU`
  )
}

process.env.NODE_ENV = 'production'
const app = await startTestApp()
await seedIfEmpty(app.db, app.dataDir, createPostsService(app.db))
const floor = await serveFloorPage()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(
    `median of ${RUNS} runs, each in a new context at 412 px, unthrottled; load ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  )
  const floorRuns: Run[] = []
  for (const pagePath of paths) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) {
      // Interleaved: the page and the floor page meet the same machine.
      floorRuns.push(await measure(browser, floor.url))
      runs.push(await measure(browser, `${app.url}${pagePath}`))
    }
    console.log(summary(pagePath, runs))
    // Signed: a page can cost less than the floor page within the noise (-17, not +-17).
    const over = (pick: (r: Run) => number) =>
      Math.round(median(runs.map(pick)) - median(floorRuns.map(pick))).toLocaleString('en', { signDisplay: 'always' })
    console.log(
      `${''.padEnd(28)} over the floor page: main thread ran ${over((r) => r.mainRunMs)} ms, ` +
        `all Chromium ${over((r) => r.chromiumCpuMs)} ms of CPU`,
    )
  }
  console.log(summary('floor page (nothing of ours)', floorRuns))
} finally {
  await browser.close()
  floor.close()
  await app.close()
}

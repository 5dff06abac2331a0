/**
 * `npx tsx scripts/bench-admin.ts [--runs N] [--leads N]` (5 runs, 500 leads): how fast the back
 * office's two busiest screens become usable (issue 32: the leads list with 500 leads in 1 s or
 * less, the post editor in 1.5 s or less), in Chromium with the assets cached, against the
 * production build (run `npm run build` first) on a throw-away SQLite database.
 * Per screen, the median of N runs of:
 *   - "menu": from the dashboard, a click in the menu until the screen is usable (a row of the
 *     newest lead; the post's title in its field with the editor's Save button);
 *   - "load": the address opened in a new tab (a reload) until the same condition.
 * `--trace` also lists each run's requests (start and end from the click, in ms): what waits for what;
 * for a load, the page's own resource timings (from navigation start) and the time of its first render.
 * `--screen leads` or `--screen editor` measures one screen only.
 * Prints the load average beside the figures: compare runs only at a similar load. For the load it
 * also prints the CPU time the page's main thread used (from a Chromium trace: the thread time of
 * its tasks), which other processes on the machine stretch much less than the wall-clock figure.
 */
import os from 'node:os'
import type { Page, Request } from 'playwright-core'
import { createUser, PASSWORD, signIn as apiSignIn } from '../tests/helpers/admin'
import { startTestApp } from '../tests/helpers/app'
import { launchBrowser, VIEWPORTS } from '../tests/helpers/browser'
import { smallPng } from '../tests/helpers/images'
import { validInquiry } from '../tests/helpers/leads'
import { cliArgs, exitWith } from './lib/cli'
import { median } from './lib/stats'

const usage = 'npx tsx scripts/bench-admin.ts [--runs N] [--leads N] [--trace] [--screen leads|editor]'
const { values } = cliArgs(usage, {
  runs: { type: 'string' },
  leads: { type: 'string' },
  trace: { type: 'boolean' },
  screen: { type: 'string' },
})
const RUNS = Number(values.runs ?? 5)
const LEADS = Number(values.leads ?? 500)
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(LEADS) || LEADS < 1)
  exitWith('bench-admin', new Error('--runs and --leads take whole numbers'))
const SCREEN = values.screen === undefined ? undefined : String(values.screen)
if (SCREEN !== undefined && !['leads', 'editor'].includes(SCREEN))
  exitWith('bench-admin', new Error('--screen takes leads or editor'))

const app = await startTestApp({ FORM_RATE_LIMIT_MAX: String(LEADS * 2) })
const browser = await launchBrowser()
try {
  await createUser(app, 'owner@mapleserve.test', 'admin')
  const api = await apiSignIn(app, 'owner@mapleserve.test')
  const form = new FormData()
  form.append('alt', 'Cover')
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
  const image = (await (await api.request('/api/admin/images', { method: 'POST', body: form })).json()) as unknown
  const created = await api.request('/api/admin/posts', {
    method: 'POST',
    json: { title: 'Faster lunch tickets', excerpt: 'Short.', content: 'Text.', category: 'Technology', image },
  })
  if (created.status !== 201) throw new Error(`creating the post answered ${created.status}`)
  const postId = ((await created.json()) as { id: number }).id
  // The leads, through the public form's API as visitors send them, ten at a time.
  for (let i = 0; i < LEADS; i += 10) {
    const batch = Array.from({ length: Math.min(10, LEADS - i) }, (_, k) =>
      fetch(`${app.url}/api/demo-inquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validInquiry, email: `visitor${i + k}@example.test` }),
      }),
    )
    for (const res of await Promise.all(batch)) if (res.status !== 201) throw new Error(`lead: ${res.status}`)
  }
  const newest = `visitor${LEADS - 1}@example.test`

  const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await page.goto(`${app.url}/admin`)
  await page.locator('input[name="email"]').fill('owner@mapleserve.test')
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(`${app.url}/admin/dashboard`)

  const screens = [
    {
      key: 'leads',
      name: `leads list (${LEADS} leads)`,
      path: '/admin/leads',
      menu: 'Leads',
      goal: 1000,
      ready: (p: Page) => p.getByRole('row').filter({ hasText: newest }).waitFor(),
    },
    {
      key: 'editor',
      name: 'post editor',
      path: `/admin/blogs/${postId}/edit`,
      menu: null,
      goal: 1500,
      ready: async (p: Page) => {
        await p.getByRole('textbox', { name: 'Content' }).waitFor()
        await p.waitForFunction(() =>
          [...document.querySelectorAll('input')].some((i) => i.value === 'Faster lunch tickets'),
        )
      },
    },
  ]
  for (const screen of screens.filter((s) => !SCREEN || s.key === SCREEN)) {
    // Once unmeasured: the screen's code and the browser's caches are warm, as for staff every day.
    await page.goto(`${app.url}${screen.path}`)
    await screen.ready(page)
    const menu: number[] = []
    const load: number[] = []
    const loadCpu: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${app.url}/admin/dashboard`)
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
      await page.waitForLoadState('networkidle')
      let started = Date.now()
      const requests: string[] = []
      const traced = (req: Request) => {
        const timing = req.timing()
        const at = Math.round(timing.startTime - started)
        requests.push(
          `  ${at}..${Math.round(at + timing.responseEnd)} ${req.method()} ${req.url().replace(app.url, '')}`,
        )
      }
      if (values.trace) page.on('requestfinished', traced)
      if (screen.menu) await page.getByRole('navigation').getByRole('link', { name: screen.menu }).click()
      // No menu entry: an in-app navigation as a link would make (the router follows popstate).
      else
        await page.evaluate((to) => {
          window.history.pushState(null, '', to)
          window.dispatchEvent(new PopStateEvent('popstate'))
        }, screen.path)
      await screen.ready(page)
      menu.push(Date.now() - started)
      page.off('requestfinished', traced)
      if (values.trace) console.log(`${screen.name}, menu run ${run + 1}: ${menu.at(-1)} ms\n${requests.join('\n')}`)
      await browser.startTracing(page, { categories: ['toplevel'] })
      started = Date.now()
      await page.goto(`${app.url}${screen.path}`, { waitUntil: 'commit' })
      await screen.ready(page)
      load.push(Date.now() - started)
      loadCpu.push(mainThreadCpu(await browser.stopTracing()))
      if (values.trace)
        console.log(`${screen.name}, load run ${run + 1}: ${load.at(-1)} ms\n${await loadTimeline(page)}`)
    }
    const [m, l] = [median(menu), median(load)]
    console.log(
      `${screen.name}: menu ${m} ms [${menu.join(', ')}], load ${l} ms [${load.join(', ')}] (goal <= ${screen.goal} ms)`,
    )
    console.log(`  load, main thread CPU ${median(loadCpu)} ms [${loadCpu.join(', ')}]`)
  }
  console.log(
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores`,
  )
  await context.close()
} finally {
  await browser.close()
  await app.close()
}

/** The page's resource timings since navigation start (ms), in start order: the load's waterfall. */
function loadTimeline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const rows = [
      `  0..${Math.round(nav?.responseEnd ?? 0)} document (DOMContentLoaded ${Math.round(nav?.domContentLoadedEventEnd ?? 0)})`,
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .sort((a, b) => a.startTime - b.startTime)
        .map(
          (r) =>
            `  ${Math.round(r.startTime)}..${Math.round(r.responseEnd)} ${r.initiatorType} ${r.name.replace(location.origin, '')}`,
        ),
      ...performance.getEntriesByType('mark').map((m) => `  ${Math.round(m.startTime)} mark ${m.name}`),
      `  ${Math.round(performance.now())} ready`,
    ]
    return rows.join('\n')
  })
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  tdur?: number
  args?: { name?: string }
}

/** CPU time (ms) of the renderer main threads' top-level tasks in a Chromium trace. */
function mainThreadCpu(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const micros = events
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0)
  return Math.round(micros / 1000)
}

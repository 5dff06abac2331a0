/** The fields of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread time: how long the thread ran, not counting the time it waited for a core. */
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/**
 * How much CPU the page's main thread used during a Lighthouse load, from the run's trace: the thread
 * time of its tasks (`cpuMs`), and what share of those tasks' wall time that is (`share`). Lighthouse
 * times tasks by the wall clock, so on a machine whose cores are busy with the browser's other
 * processes (its compositor drawing the run's screenshots, the network service), another program or
 * another guest of the host, a task that ran 10 ms may take 25: TBT grows though the page did the same
 * work. `cpuMs` is the page's own work, steady across such machines' loads; `share` well below 1 says
 * the scores were stretched by others. Undefined when the trace has no page navigation.
 */
export function mainThreadCpu(events: TraceEvent[]): { cpuMs: number; share: number } | undefined {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) return undefined
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  )
  if (!main) return undefined
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts)
  let cpu = 0
  let wall = 0
  let openUntil = -Infinity
  for (const task of tasks) {
    // A task run inside another (a nested loop) is already in its parent's time.
    if (task.ts < openUntil) continue
    openUntil = task.ts + (task.dur ?? 0)
    cpu += task.tdur ?? 0
    wall += task.dur ?? 0
  }
  return { cpuMs: cpu / 1000, share: wall ? cpu / wall : 1 }
}

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
  const tasks = pageMainThreadTasks(events)?.tasks
  if (!tasks) return undefined
  let cpu = 0
  let wall = 0
  for (const task of tasks) {
    cpu += task.tdur ?? 0
    wall += task.dur ?? 0
  }
  return { cpuMs: cpu / 1000, share: wall ? cpu / wall : 1 }
}

/**
 * The page's main thread in a Lighthouse load's trace (the renderer of the http(s) navigation) and its
 * top-level tasks in time order: a task run inside another (a nested loop) is already in its parent's
 * time, so it is left out. Undefined when the trace has no page navigation.
 */
function pageMainThreadTasks(events: TraceEvent[]): { pid: number; tid: number; tasks: TraceEvent[] } | undefined {
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
  const all = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts)
  const tasks: TraceEvent[] = []
  let openUntil = -Infinity
  for (const task of all) {
    if (task.ts < openUntil) continue
    openUntil = task.ts + (task.dur ?? 0)
    tasks.push(task)
  }
  return { pid: main.pid, tid: main.tid, tasks }
}

/**
 * Rewrites a Lighthouse load's trace in place as a quiet machine would have recorded it: each top-level
 * task of the page's main thread lasts its thread time (the time it ran, not the time it waited for a
 * core), and the events inside it shrink with it; tasks keep their start times, other threads and
 * processes are untouched. Lighthouse's simulation takes each task's wall time (times its CPU
 * multiplier), so on a 2-core machine whose other cores' work (the browser's compositor drawing the
 * run's screenshots, its main process, the audit itself) stretches the page's tasks, re-auditing this
 * trace gives the score the page's own work earns. Returns false when the trace has no page navigation.
 */
export function asIfQuiet(events: TraceEvent[]): boolean {
  const thread = pageMainThreadTasks(events)
  if (!thread) return false
  const onThread = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph !== 'M')
    .sort((a, b) => a.ts - b.ts)
  let next = 0
  for (const task of thread.tasks) {
    const start = task.ts
    const end = start + (task.dur ?? 0)
    const factor = task.dur && task.tdur !== undefined ? Math.min(1, task.tdur / task.dur) : 1
    while (next < onThread.length && (onThread[next]?.ts ?? 0) < start) next++
    // A linear map keeps every event inside its parent (floating-point multiplication is monotonic).
    for (; next < onThread.length && (onThread[next]?.ts ?? Infinity) < end; next++) {
      const event = onThread[next]
      if (!event || factor === 1) continue
      const eventEnd = event.ts + (event.dur ?? 0)
      event.ts = start + (event.ts - start) * factor
      if (event.dur !== undefined) event.dur = start + (eventEnd - start) * factor - event.ts
    }
  }
  return true
}

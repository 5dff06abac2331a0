import { describe, expect, it } from 'vitest'
import { asIfQuiet, mainThreadCpu, type TraceEvent } from './main-thread-cpu'

const RENDERER = 7
const MAIN = 1
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
})
const task = (ts: number, dur: number, tdur: number, pid = RENDERER, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
})
const navigation = (pid: number, url: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid,
  tid: MAIN,
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})

describe('mainThreadCpu', () => {
  it("sums the thread time of the page's main-thread tasks and its share of their wall time", () => {
    const events = [
      meta(RENDERER, MAIN, 'CrRendererMain'),
      meta(RENDERER, 2, 'Compositor'),
      navigation(RENDERER, 'http://127.0.0.1:3000/'),
      task(1_000, 20_000, 8_000),
      task(30_000, 10_000, 10_000),
      // Another thread of the page's process, and the main thread of another process: not the page's.
      task(1_000, 50_000, 50_000, RENDERER, 2),
      task(1_000, 50_000, 50_000, 9, MAIN),
    ]
    expect(mainThreadCpu(events)).toEqual({ cpuMs: 18, share: 0.6 })
  })

  it('counts a task run inside another (a nested loop) once, in its parent', () => {
    const events = [
      meta(RENDERER, MAIN, 'CrRendererMain'),
      navigation(RENDERER, 'http://127.0.0.1:3000/'),
      task(1_000, 20_000, 20_000),
      task(5_000, 5_000, 5_000),
    ]
    expect(mainThreadCpu(events)).toEqual({ cpuMs: 20, share: 1 })
  })

  it("follows the page's renderer, not about:blank's", () => {
    const events = [
      meta(3, MAIN, 'CrRendererMain'),
      meta(RENDERER, MAIN, 'CrRendererMain'),
      navigation(3, 'about:blank'),
      navigation(RENDERER, 'http://127.0.0.1:3000/pricing'),
      task(1_000, 40_000, 40_000, 3),
      task(1_000, 4_000, 2_000),
    ]
    expect(mainThreadCpu(events)).toEqual({ cpuMs: 2, share: 0.5 })
  })

  it('gives nothing for a trace without a page navigation', () => {
    expect(mainThreadCpu([meta(RENDERER, MAIN, 'CrRendererMain'), task(0, 10, 10)])).toBeUndefined()
  })
})

describe('asIfQuiet', () => {
  const event = (name: string, ts: number, dur: number, tid = MAIN): TraceEvent => ({
    name,
    ph: 'X',
    pid: RENDERER,
    tid,
    ts,
    dur,
  })

  it("shrinks each of the page's main-thread tasks to its thread time, with the events inside it", () => {
    const layout = event('Layout', 5_000, 4_000)
    const paint = event('Paint', 12_000, 8_000)
    const later = task(30_000, 10_000, 10_000)
    const otherThread = task(1_000, 50_000, 10_000, RENDERER, 2)
    const mark: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 21_000 }
    const events = [
      meta(RENDERER, MAIN, 'CrRendererMain'),
      navigation(RENDERER, 'http://127.0.0.1:3000/'),
      task(1_000, 20_000, 5_000),
      layout,
      paint,
      mark,
      later,
      otherThread,
    ]
    expect(asIfQuiet(events)).toBe(true)
    expect(events[2]).toMatchObject({ ts: 1_000, dur: 5_000 })
    // A quarter of their distance from the task's start, and a quarter of their length.
    expect(layout).toMatchObject({ ts: 2_000, dur: 1_000 })
    expect(paint).toMatchObject({ ts: 3_750, dur: 2_000 })
    // After the task (it starts where the next does not): moved by neither.
    expect(mark.ts).toBe(21_000)
    expect(later).toMatchObject({ ts: 30_000, dur: 10_000 })
    expect(otherThread).toMatchObject({ ts: 1_000, dur: 50_000 })
    expect(mainThreadCpu(events)).toEqual({ cpuMs: 15, share: 1 })
  })

  it('shrinks a task run inside another with its parent, once', () => {
    const nested = task(5_000, 4_000, 4_000)
    const events = [
      meta(RENDERER, MAIN, 'CrRendererMain'),
      navigation(RENDERER, 'http://127.0.0.1:3000/'),
      task(1_000, 20_000, 10_000),
      nested,
    ]
    asIfQuiet(events)
    expect(nested).toMatchObject({ ts: 3_000, dur: 2_000 })
  })

  it('leaves a trace without a page navigation as it is', () => {
    const events = [meta(RENDERER, MAIN, 'CrRendererMain'), task(0, 10_000, 1_000)]
    expect(asIfQuiet(events)).toBe(false)
    expect(events[1]).toMatchObject({ ts: 0, dur: 10_000 })
  })
})

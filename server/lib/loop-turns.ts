/**
 * The event loop's turns, shared out between requests. Node reads a signal, fires a timer or accepts
 * a connection only between two turns, and a request whose work is synchronous (a SQLite query, a
 * React render) runs to its answer within one, however many others were read in the same poll phase:
 * on a CPU starved by its neighbours ten uncached renders made one turn of 8 s and more, with the
 * SIGTERM handler and every deadline of the stop waiting behind them. So each request starts in a
 * turn of its own (the check phase after the poll phase that read it), and `afterPoll` work (closing
 * the listener, or idle sockets) runs in the next check phase before the next request starts:
 * nothing long runs between the poll phase that took what had arrived and the close.
 */
export interface LoopTurns {
  /** Starts `start` in a turn of its own, once `mayStart` allows (re-checked on wake()). */
  request(start: () => void): void
  /** Runs `fn` after the next poll phase, before the next request starts. */
  afterPoll(fn: () => void): void
  /** Something `mayStart` depends on changed (a request in progress ended). */
  wake(): void
  /**
   * How long the request starting now waited since the previous one started, when it was queued
   * behind it (0 when the queue had emptied): on a starved CPU, about how long a turn takes.
   */
  paceMs(): number
}

export function loopTurns(mayStart: () => boolean = () => true): LoopTurns {
  const requests: (() => void)[] = []
  let afterPoll: (() => void)[] = []
  let scheduled = false
  let lastStartAt = 0
  let pace = 0
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(turn)
  }
  function turn() {
    scheduled = false
    const due = afterPoll
    afterPoll = []
    for (const fn of due) fn()
    if (!requests.length || !mayStart()) return
    const now = performance.now()
    pace = lastStartAt ? now - lastStartAt : 0
    const start = requests.shift() as () => void
    lastStartAt = requests.length ? now : 0
    // Queued from the check phase: the next request starts in the next turn, after a poll phase.
    if (requests.length) schedule()
    start()
  }
  return {
    request(start) {
      requests.push(start)
      schedule()
    },
    afterPoll(fn) {
      afterPoll.push(fn)
      schedule()
    },
    wake() {
      if (requests.length) schedule()
    },
    paceMs: () => pace,
  }
}

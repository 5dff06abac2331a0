import type { Page, Request } from 'playwright-core'

/**
 * Counts `page`'s requests in flight (from now on); `settled()` waits until none is and none has started over two
 * animation frames after the last ended (the screen has asked for its data and drawn it), instead of networkidle's
 * fixed 500 ms of silence after it.
 */
export function requestsInFlight(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>()
  let started = 0
  let wake = () => {}
  page.on('request', (r) => {
    open.add(r)
    started += 1
    wake()
  })
  const done = (r: Request) => {
    open.delete(r)
    wake()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const frames = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return {
    settled: async () => {
      for (;;) {
        if (open.size === 0) {
          const before = started
          await frames()
          if (open.size === 0 && started === before) return
        } else {
          await new Promise<void>((resolve) => {
            wake = resolve
            if (open.size === 0) resolve()
          })
        }
      }
    },
  }
}

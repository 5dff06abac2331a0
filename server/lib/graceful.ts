import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import { Server as NetServer } from 'node:net'

export interface Drain {
  /**
   * Stops accepting connections and resolves once every request received has been answered.
   * `lateByMs`: how long ago the stop was really asked for (the signal's arrival, as the image's
   * supervisor recorded it): a handler that ran late on a starved CPU keeps the original deadlines.
   */
  close(lateByMs?: number): Promise<void>
}

export interface DrainOptions {
  /** From close(): sockets still open are destroyed, whatever they carry. */
  hardCloseMs?: number
  /**
   * From close(): a GET or HEAD still unanswered gets a complete 503 (Retry-After, Connection: close)
   * instead of a reset at hardCloseMs. Writes keep running until hardCloseMs: answering them 503
   * while their transaction may still commit would invite a duplicate.
   */
  answerByMs?: number
  /** How often keep-alive sockets that carry no request are closed. */
  idleGraceMs?: number
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])
/** The least time a late close() leaves connections taken from the accept queue to be answered. */
const MIN_HARD_CLOSE_MS = 500

/** After the event loop's next poll phase: what has arrived in the meantime has been read. */
function afterPendingInput(fn: () => void): void {
  setImmediate(() => setImmediate(fn))
}

function answerUnavailable(res: ServerResponse): void {
  res.statusCode = 503
  res.setHeader('Retry-After', '5')
  res.setHeader('Connection', 'close')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('The site is restarting. Please try again in a few seconds.')
}

/**
 * Graceful stop of an HTTP server with keep-alive clients. From the moment close() is called every
 * answer, including those of requests already in flight, carries `Connection: close`, so clients
 * open a new connection (to another replica) for their next request. A starved CPU runs this
 * process late, so nothing is judged idle or unanswered until the event loop has read what arrived:
 * connections waiting in the accept queue are taken before the listener closes, and idle keep-alive
 * sockets are closed only after a poll phase (a request sitting unread in one is not reset). Requests
 * in flight run to the end; safe ones still unanswered at `answerByMs` get a 503, and at
 * `hardCloseMs` what is left is closed, so the process exits inside Docker's stop timeout.
 */
export function drainable(
  server: Server,
  { hardCloseMs = 7_000, answerByMs = hardCloseMs - 1_000, idleGraceMs = 1_000 }: DrainOptions = {},
): Drain {
  const open = new Map<ServerResponse, IncomingMessage>()
  let closing = false
  // Past the answer-by time a request that arrives (one taken from the accept queue by a late
  // process) is answered 503 before the app sees it: nothing of it has run, whatever its method.
  let refusing = false
  // The app's listeners run behind this one, which may answer synchronously (a render-cache hit).
  const appListeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refusing) return answerUnavailable(res)
    if (closing) res.setHeader('Connection', 'close')
    open.set(res, req)
    res.on('close', () => open.delete(res))
    for (const listener of appListeners) listener.call(server, req, res)
  })
  return {
    close(lateByMs = 0) {
      const late = Math.max(0, lateByMs)
      const answerBy = setTimeout(
        () => {
          refusing = true
          for (const [res, req] of open)
            if (!res.headersSent && SAFE_METHODS.has(req.method ?? '')) answerUnavailable(res)
        },
        Math.max(0, answerByMs - late),
      )
      // Sockets still idle after a short grace are closed. Closing them at once would race with a
      // client that is just sending its next request on one (it would see a reset, not an answer).
      const idle = setInterval(() => afterPendingInput(() => server.closeIdleConnections()), idleGraceMs)
      for (const timer of [answerBy, idle]) timer.unref()
      return new Promise<void>((resolve) => {
        const stopListening = () => {
          // Only now: answers closing their connection earlier would send clients to the queue just closed.
          closing = true
          for (const res of open.keys()) if (!res.headersSent) res.setHeader('Connection', 'close')
          // net.Server's close stops accepting without http.Server's immediate closeIdleConnections.
          NetServer.prototype.close.call(server, () => {
            for (const timer of [answerBy, hard]) clearTimeout(timer)
            clearInterval(idle)
            resolve()
          })
        }
        // A client that never finishes its request must not keep the process past Docker's stop timeout.
        // Never before a poll phase or two has read what was queued (MIN_HARD_CLOSE_MS), however late.
        const hard = setTimeout(() => server.closeAllConnections(), Math.max(MIN_HARD_CLOSE_MS, hardCloseMs - late))
        hard.unref()
        // After a poll phase: connections a starved process has not yet taken from the accept queue are
        // accepted (and answered) rather than reset with the listener.
        afterPendingInput(stopListening)
      })
    },
  }
}

/**
 * How long ago the stop signal came, when the image's supervisor (scripts/supervise.sh) wrote its
 * arrival time to SHUTDOWN_SIGNAL_FILE; 0 without one (npm start, tests without the supervisor).
 */
export function signalLatenessMs(now = Date.now(), file = process.env.SHUTDOWN_SIGNAL_FILE): number {
  if (!file) return 0
  try {
    const signalledAt = Number(readFileSync(file, 'utf8').trim())
    return Number.isFinite(signalledAt) && signalledAt > 0 ? Math.max(0, now - signalledAt) : 0
  } catch {
    return 0
  }
}

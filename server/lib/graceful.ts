import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { readFileSync } from 'node:fs'
import { Server as NetServer, type AddressInfo } from 'node:net'
import { loopTurns } from './loop-turns.js'

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
   * From close(): a request not yet started gets a complete 503 (Retry-After, Connection: close),
   * and so does a GET or HEAD still unanswered, instead of a reset at hardCloseMs. Writes already
   * started keep running until hardCloseMs: answering them 503 while their transaction may still
   * commit would invite a duplicate.
   */
  answerByMs?: number
  /** How often keep-alive sockets that carry no request are closed. */
  idleGraceMs?: number
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])
/** The least time a late close() leaves connections taken from the accept queue to be answered. */
const MIN_HARD_CLOSE_MS = 500

/** How often the listener's close looks again for connections the kernel has not handed over yet. */
const RECHECK_MS = 20
/**
 * How many of the latest requests' durations predict the next one's: the longest of them. Not their
 * median: fast health checks and cache hits would make it milliseconds while the request to start is
 * an uncached render, started only to run past the answer-by time on a starved CPU.
 */
const RECENT_REQUESTS = 5

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
 * open a new connection (to another replica) for their next request. Requests are started one per
 * event-loop turn (server/lib/loop-turns.ts), so the stop signal, the deadlines and the closing of
 * sockets come between two requests' work, however starved the CPU. Nothing is judged idle or
 * unanswered until the event loop has read what arrived: connections waiting in the accept queue are
 * taken before the listener closes and before any request starts, and idle keep-alive sockets are
 * closed only after a poll phase (a request sitting unread in one is not reset). Requests in flight
 * run to the end; at `answerByMs` those not yet started and safe ones still unanswered get a 503, and
 * at `hardCloseMs` what is left is closed, so the process exits inside Docker's stop timeout.
 */
export function drainable(
  server: Server,
  { hardCloseMs = 7_000, answerByMs = hardCloseMs - 1_000, idleGraceMs = 1_000 }: DrainOptions = {},
): Drain {
  const open = new Map<ServerResponse, IncomingMessage>()
  // Received, not yet handed to the app (their turn has not come); and handed to the app, unanswered.
  const waiting = new Set<ServerResponse>()
  const started = new Map<ServerResponse, number>()
  // How long the last few requests took from their start to their answer: on a starved CPU, seconds.
  const recentMs: number[] = []
  let stopping = false
  let closing = false
  // Past the answer-by time a request that arrives or whose turn comes is answered 503 before the app
  // sees it: nothing of it has run, whatever its method.
  let refusing = false
  let answerByAt = Infinity
  // From the stop, connections the kernel holds that the process has not accepted yet (as last
  // counted, until the listener closes). No request starts while there are any: on a starved CPU a
  // render's work makes each turn of the event loop last seconds, and a connection not taken by the
  // hard close is reset, where a request read but not rendered gets a complete 503. (Those accepted
  // are read before the count is taken again: it is taken after a poll phase.)
  let notYetAccepted = 0
  // From the stop, one request at a time: on a starved CPU requests started together share it and all
  // finish late; one at a time, each ends as soon as it can, and those the deadline leaves no time for
  // are answered at once. A healthy server drains its few waiting requests in milliseconds either way.
  const loop = loopTurns(() => !stopping || (started.size === 0 && notYetAccepted === 0))
  const closeIdle = () => loop.afterPoll(() => server.closeIdleConnections())
  const refuseWaiting = () => {
    refusing = true
    for (const res of waiting) answerUnavailable(res)
    waiting.clear()
  }
  // The app's listeners run behind this one, which may answer synchronously (a render-cache hit).
  const appListeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refusing) return answerUnavailable(res)
    if (closing) res.setHeader('Connection', 'close')
    open.set(res, req)
    waiting.add(res)
    res.on('close', () => {
      open.delete(res)
      waiting.delete(res)
      const startedAt = started.get(res)
      if (startedAt !== undefined) {
        started.delete(res)
        recentMs.push(performance.now() - startedAt)
        if (recentMs.length > RECENT_REQUESTS) recentMs.shift()
        loop.wake()
      }
    })
    loop.request(() => {
      if (!waiting.delete(res)) return
      // A request expected to end past the answer-by time would be computed only to be answered 503.
      const now = performance.now()
      if (!refusing && now + Math.max(loop.paceMs(), ...recentMs) > answerByAt) refuseWaiting()
      if (refusing) return answerUnavailable(res)
      started.set(res, now)
      for (const listener of appListeners) listener.call(server, req, res)
    })
  })
  return {
    close(lateByMs = 0) {
      stopping = true
      const late = Math.max(0, lateByMs)
      answerByAt = performance.now() + answerByMs - late
      const answerBy = setTimeout(
        () => {
          refuseWaiting()
          for (const [res, req] of open)
            if (!res.headersSent && SAFE_METHODS.has(req.method ?? '')) answerUnavailable(res)
        },
        Math.max(0, answerByMs - late),
      )
      // Sockets still idle after a short grace are closed. Closing them at once would race with a
      // client that is just sending its next request on one (it would see a reset, not an answer).
      const idle = setInterval(closeIdle, idleGraceMs)
      for (const timer of [answerBy, idle]) timer.unref()
      return new Promise<void>((resolve) => {
        let listening = true
        const stopListening = (force = false) => {
          if (!listening) return
          // A connection the kernel still holds (half-open, or queued for accept) would be reset with the
          // listener: on a starved CPU even the kernel's handshakes run late. Accept it first, until the
          // hard deadline.
          const port = (server.address() as AddressInfo | null)?.port
          notYetAccepted = !force && port ? connectionsNotYetAccepted(port) : 0
          if (notYetAccepted > 0) {
            setTimeout(() => loop.afterPoll(stopListening), RECHECK_MS).unref()
            return
          }
          listening = false
          loop.wake()
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
        const hard = setTimeout(
          () => {
            stopListening(true)
            server.closeAllConnections()
          },
          Math.max(MIN_HARD_CLOSE_MS, hardCloseMs - late),
        )
        hard.unref()
        // After a poll phase: connections a starved process has not yet taken from the accept queue are
        // accepted (and answered) rather than reset with the listener.
        loop.afterPoll(stopListening)
      })
    },
  }
}

/**
 * Connections to `port` that the kernel holds and the process has not accepted: half-open (SYN_RECV)
 * or waiting in the listener's accept queue (its rx_queue). From /proc/net/tcp{,6}; 0 where absent.
 */
export function connectionsNotYetAccepted(port: number, files = ['/proc/net/tcp', '/proc/net/tcp6']): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let count = 0
  for (const file of files) {
    let table: string
    try {
      table = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of table.split('\n').slice(1)) {
      const [, address = '', , state, queues = ''] = line.trim().split(/\s+/)
      if (!address.endsWith(local)) continue
      if (state === '03') count++
      else if (state === '0A') count += parseInt(queues.split(':')[1] ?? '0', 16) || 0
    }
  }
  return count
}

/**
 * The stop's deadlines, counted from the signal, for a server killed `timeoutMs` after it
 * (SHUTDOWN_TIMEOUT_MS; the orchestrator's own kill comes later: Docker's 10 s for the default 8 s).
 * On a CPU starved by its neighbours everything past the decision takes seconds: writing the 503s,
 * closing, and above all the exit itself (the kernel frees the process's memory at the process's
 * share of the CPU: 2.7 s for 240 MB beside 24 busy processes, 0.15 s on an idle CPU). So unstarted
 * requests are refused at 60 % of the timeout, connections cut at 75 % and the process exits at 80 %.
 */
export function stopDeadlines(timeoutMs: number): Required<Omit<DrainOptions, 'idleGraceMs'>> & { exitByMs: number } {
  return {
    answerByMs: Math.round(timeoutMs * 0.6),
    hardCloseMs: Math.round(timeoutMs * 0.75),
    exitByMs: Math.round(timeoutMs * 0.8),
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

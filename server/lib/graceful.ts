import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'

export interface Drain {
  /** Stops accepting connections and resolves once every in-flight request has been answered. */
  close(): Promise<void>
}

/**
 * Graceful stop of an HTTP server with keep-alive clients. From the moment close() is called every
 * answer, including those of requests already in flight, carries `Connection: close`, so clients
 * open a new connection (to another replica) for their next request; keep-alive sockets still idle
 * after `idleGraceMs` are closed; requests in flight run to the end (up to `hardCloseMs`).
 */
export function drainable(server: Server, { hardCloseMs = 7_000, idleGraceMs = 1_000 } = {}): Drain {
  const open = new Set<ServerResponse>()
  let closing = false
  // Before the app's own listener, which may answer synchronously (a render-cache hit).
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close')
    open.add(res)
    res.on('close', () => open.delete(res))
  })
  return {
    close() {
      closing = true
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close')
      // A client that never finishes its request must not keep the process past Docker's stop timeout.
      const hard = setTimeout(() => server.closeAllConnections(), hardCloseMs)
      // Sockets still idle after a short grace are closed. Closing them at once would race with a
      // client that is just sending its next request on one (it would see a reset, not an answer).
      const idle = setInterval(() => server.closeIdleConnections(), idleGraceMs)
      hard.unref()
      idle.unref()
      return new Promise<void>((resolve) => {
        // net.Server's close stops accepting without http.Server's immediate closeIdleConnections.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(hard)
          clearInterval(idle)
          resolve()
        })
      })
    },
  }
}

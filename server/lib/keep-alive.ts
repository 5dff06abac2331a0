import type { Server } from 'node:http'

/** The longest a proxy in front keeps an idle connection to the app: Caddy's default, 2 minutes. */
const PROXY_IDLE_MS = 120_000

/**
 * An idle keep-alive connection is closed by the client or proxy in front, never first by us: Caddy keeps its
 * idle connections 2 minutes, Varnish 60 s (backend_idle_timeout), Node 5 s unless told. A request sent on a
 * connection the server is closing meets a reset, and a form's body may not be resent. Idle connections still
 * close at once on a stop (graceful.ts). Every server of the app (server/index.ts, the tests' apps) is set here.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = PROXY_IDLE_MS + 10_000
}

/**
 * The server behind a proxy that keeps idle connections to it (Caddy: 2 minutes by default, Varnish's
 * backend_idle_timeout: 60 s). Node closes an idle keep-alive connection after 5 s unless told otherwise; a proxy
 * that sends a request on its pooled connection as the server closes it gets a reset, and cannot resend a form's
 * body it no longer has (Caddy answers 502, Varnish without the body kept 503). The server must be the one that
 * keeps an idle connection longer.
 */
import { Agent, request, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, startTestApp } from '../helpers/app'
import { freePort } from '../helpers/leads'
import { runServerUntilListening } from '../helpers/server-process'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function get(url: string, agent: Agent): Promise<{ res: IncomingMessage; reused: boolean; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      const socket = res.socket
      res.resume()
      res.on('end', () => resolve({ res, reused: req.reusedSocket, socket }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Two requests from one keep-alive agent with 6 s idle between: the connection stays open and carries the second. */
async function expectIdleConnectionKept(baseUrl: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 300_000 })
  try {
    const first = await get(`${baseUrl}/healthz`, agent)
    expect(first.res.statusCode).toBe(200)
    const socket = first.socket
    let closedAfterMs: number | undefined
    const idleSince = Date.now()
    socket.once('close', () => (closedAfterMs = Date.now() - idleSince))
    // The idle time is what is tested: longer than Node's default keepAliveTimeout (5 s).
    await new Promise((r) => setTimeout(r, 6_000))
    expect(closedAfterMs, 'the server closed the idle connection').toBeUndefined()
    const second = await get(`${baseUrl}/healthz`, agent)
    expect(second.res.statusCode).toBe(200)
    expect(second.reused).toBe(true)
  } finally {
    agent.destroy()
  }
}

describe('when a proxy keeps an idle connection to the server', () => {
  it('then the server has not closed it 6 s later (past Node’s default 5 s), and the next request goes over it', async () => {
    const dataDir = scratchDir('mapleserve-keepalive-')
    dirs.push(dataDir)
    const port = await freePort()
    const server = await runServerUntilListening({
      NODE_ENV: 'production',
      SESSION_SECRET: 'keep-alive-secret-keep-alive-secret-0001',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    })
    try {
      await expectIdleConnectionKept(`http://127.0.0.1:${port}`)
    } finally {
      await server.stop()
    }
  }, 60_000)
})

// The browser tests' request client (Playwright's) pools its connections too: against a test app that closed an
// idle one at 5 s, a sign-in sent as it closed met a reset (CI, stop 53: status.test.ts, read ECONNRESET).
describe('when a test’s client keeps an idle connection to the tests’ app', () => {
  it('then the app, like the server, has not closed it 6 s later, and the next request goes over it', async () => {
    const app = await startTestApp()
    try {
      await expectIdleConnectionKept(app.url)
    } finally {
      await app.close()
    }
  }, 60_000)
})

import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { freePort, waitFor } from '../helpers/leads'

/**
 * SIGTERM with 10 uncached requests in flight on a CPU shared with 24 busy processes (a load of 25 on
 * the server's CPU; issue 29, item 12). Node runs its SIGTERM handler only after the work already on
 * its event loop, seconds late, and its timers run late too: the server alone reset 3 of 10 with 16
 * busy processes and exited 10.7-14.8 s after the signal with 24, past Docker's 10 s. So the image
 * runs it under scripts/supervise.sh (its PID 1), as here: the supervisor records when the signal came
 * (the server counts its deadlines from then) and kills the server 1 s past SHUTDOWN_TIMEOUT_MS.
 *
 * The server pinned to one CPU that CPU-burning siblings share with it (taskset), as on a host at a
 * load of 30+: its event loop runs late, the requests it has received wait their turn.
 */
const CPU = String(os.availableParallelism() - 1)
const BURNERS = 24
const SHUTDOWN_TIMEOUT_MS = 8_000
/** Docker's default stop timeout: SIGKILL after it. */
const STOP_TIMEOUT_MS = 10_000

interface Answer {
  status?: number
  bytes?: number
  complete?: boolean
  error?: string
}

/** One GET on its own connection; `sent` resolves once the request is on the wire. */
function get(agent: Agent, url: string): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent!: () => void
  const sent = new Promise<void>((resolve) => (markSent = resolve))
  const answer = new Promise<Answer>((resolve) => {
    const req = request(url, { agent }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode, bytes, complete: res.complete }))
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: res.statusCode, error: e.code ?? e.message }))
    })
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    req.on('finish', markSent)
    req.end()
  })
  return { sent, answer }
}

describe('when the server gets SIGTERM while starved of CPU with 10 requests in flight', () => {
  let dataDir: string
  let server: ChildProcess
  let url: string
  const burners: ChildProcess[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-starved-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = spawn(
      'taskset',
      [
        '-c',
        CPU,
        'bash',
        path.join(rootDir, 'scripts/supervise.sh'),
        process.execPath,
        '--import',
        'tsx',
        'server/index.ts',
      ],
      {
        cwd: rootDir,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          SESSION_SECRET: 'starved-secret-starved-secret-012345678',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        },
        stdio: 'ignore',
      },
    )
    await waitFor(
      async () => {
        try {
          return (await fetch(`${url}/healthz`)).ok
        } catch {
          return false
        }
      },
      { timeoutMs: 100_000, intervalMs: 100 },
    )
    // Rendered once at full speed: what is measured below is starvation, not a first render.
    expect((await fetch(`${url}/blog?q=warm`)).status).toBe(200)
  }, 120_000)

  afterAll(() => {
    for (const burner of burners) burner.kill('SIGKILL')
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("then all 10 get complete answers, none is reset, and the container is gone inside Docker's stop timeout", async () => {
    for (let i = 0; i < BURNERS; i++)
      burners.push(spawn('taskset', ['-c', CPU, process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }))
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    const agent = new Agent({ keepAlive: true, maxSockets: 10 })
    // Each a search the render cache has not seen: a database query and a page render each.
    const requests = Array.from({ length: 10 }, (_, i) => get(agent, `${url}/blog?q=starved${i}`))
    await Promise.all(requests.map((r) => r.sent))

    const signalled = Date.now()
    server.kill('SIGTERM')
    const answers = await Promise.all(requests.map((r) => r.answer))
    const code = await exited
    const stoppedAfter = Date.now() - signalled
    agent.destroy()

    expect(answers.filter((a) => a.error || !a.complete)).toEqual([])
    // Answered in full, or told to come back (a page still unrendered shortly before the stop).
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
    // Figures for the drill's report: the exit code says whether the server stopped itself (0) or was killed (137).
    console.log(
      `stopped ${stoppedAfter} ms after SIGTERM, exit code ${code}, answers ${answers.map((a) => a.status).join(' ')}`,
    )
    expect(stoppedAfter).toBeLessThan(STOP_TIMEOUT_MS)
  }, 60_000)
})

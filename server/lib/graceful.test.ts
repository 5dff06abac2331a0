import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { connectionsNotYetAccepted, drainable } from './graceful'

/** Synchronous work, as an uncached render on a starved CPU is: nothing else runs meanwhile. */
function busy(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

interface Client {
  socket: Socket
  /** Everything the server sent until it closed the connection, or the socket's error code. */
  answer: Promise<string>
}

function answerOf(socket: Socket): Promise<string> {
  let text = ''
  return new Promise<string>((done) => {
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('end', () => done(text))
    socket.on('error', (e: NodeJS.ErrnoException) => done(`error ${e.code}`))
  })
}

function client(port: number): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const answer = answerOf(socket)
    socket.on('connect', () => resolve({ socket, answer }))
  })
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`
const statusLine = (answer: string) => answer.split('\r\n')[0]

async function listening(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const created = createServer(handler)
  server = created
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
  return { server: created, port: (created.address() as AddressInfo).port }
}

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

describe('drainable', () => {
  it('when requests wait behind one whose work blocks the event loop past the answer-by time, then they get a 503 with Connection: close instead of being computed', async () => {
    let computed = 0
    server = createServer((_req, res) => {
      computed++
      busy(1_500)
      res.end('computed')
    })
    const accepted = new Promise<void>((resolve) => {
      let n = 0
      server?.on('connection', () => ++n === 3 && resolve())
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const drain = drainable(server, { answerByMs: 1_000, hardCloseMs: 10_000 })
    const clients = await Promise.all([client(port), client(port), client(port)])
    await accepted

    // Three requests the server reads in one poll phase, and the stop right behind them.
    for (const c of clients) c.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const drained = drain.close()
    const answers = await Promise.all(clients.map((c) => c.answer))
    await drained

    expect(answers.map((a) => a.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 503 Service Unavailable',
      'HTTP/1.1 503 Service Unavailable',
    ])
    expect(answers.every((a) => /\r\nConnection: close\r\n/i.test(a))).toBe(true)
    expect(answers[1]).toContain('Retry-After: 5')
    expect(computed).toBe(1)
  })

  it('when the latest requests were health checks but one page before them took longer than the time left, then the pages waiting at the stop get a 503 at once instead of being started', async () => {
    let rendered = 0
    const { server, port } = await listening((req, res) => {
      if (req.url === '/page') {
        rendered++
        busy(600)
      }
      res.end('done')
    })
    const drain = drainable(server, { answerByMs: 400, hardCloseMs: 10_000 })
    for (const url of ['/page', '/healthz', '/healthz', '/healthz']) {
      const c = await client(port)
      c.socket.write(get(url))
      expect(statusLine(await c.answer)).toBe('HTTP/1.1 200 OK')
    }
    const clients = await Promise.all([client(port), client(port)])
    // Both read in one poll phase, the stop right behind them.
    for (const c of clients) c.socket.write(get('/page'))
    const drained = drain.close()
    const answers = await Promise.all(clients.map((c) => c.answer))
    await drained

    expect(answers.map(statusLine)).toEqual(['HTTP/1.1 503 Service Unavailable', 'HTTP/1.1 503 Service Unavailable'])
    expect(rendered).toBe(1)
  })

  it('when a connection reaches the queue of the kernel as the stop begins, then it is taken and answered before a long request starts, not reset at the hard close', async () => {
    const { server, port } = await listening((req, res) => {
      if (req.url === '/page') busy(800)
      res.end('done')
    })
    const drain = drainable(server, { answerByMs: 400, hardCloseMs: 500 })
    const first = await client(port)
    let drained: Promise<void> | undefined
    let late: Promise<string> | undefined
    // Runs as the page's request is read (the poll phase), as a late SIGTERM handler does: the stop
    // begins, and a new connection lands in the kernel's queue after the poll phase looked at the
    // listener, as on a starved CPU where the process is descheduled between reading and starting.
    server.on('request', (req: { url?: string }) => {
      if (req.url !== '/page' || drained) return
      drained = drain.close()
      const socket = connect(port, '127.0.0.1')
      late = answerOf(socket)
      socket.write(get('/healthz'))
    })
    first.socket.write(get('/page'))
    const answers = [await first.answer]
    answers.push(await (late as Promise<string>))
    await drained

    expect(answers.map(statusLine)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 503 Service Unavailable'])
  })
})

describe('connectionsNotYetAccepted', () => {
  it("when the kernel holds half-open and queued connections for the port, then it counts them (and not other ports')", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'proc-net-'))
    const file = path.join(dir, 'tcp')
    // Port 8080 is 1F90: a listener with 2 connections queued for accept, one half-open (03), one
    // established (01); and a half-open one on port 8081 (1F91).
    writeFileSync(
      file,
      [
        '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
        '   0: 0100007F:1F90 00000000:0000 0A 00000000:00000002 00:00000000 00000000     0        0 1',
        '   1: 0100007F:1F90 0100007F:C350 03 00000000:00000000 01:00000064 00000000     0        0 0',
        '   2: 0100007F:1F90 0100007F:C351 01 00000000:00000000 00:00000000 00000000     0        0 2',
        '   3: 0100007F:1F91 0100007F:C352 03 00000000:00000000 01:00000064 00000000     0        0 0',
      ].join('\n'),
    )
    try {
      expect(connectionsNotYetAccepted(8080, [file, path.join(dir, 'missing')])).toBe(3)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

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

function client(port: number): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const answer = new Promise<string>((done) => {
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('end', () => done(text))
      socket.on('error', (e: NodeJS.ErrnoException) => done(`error ${e.code}`))
    })
    socket.on('connect', () => resolve({ socket, answer }))
  })
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

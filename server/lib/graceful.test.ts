import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainable } from './graceful'

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
      busy(300)
      res.end('computed')
    })
    const accepted = new Promise<void>((resolve) => {
      let n = 0
      server?.on('connection', () => ++n === 3 && resolve())
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const drain = drainable(server, { answerByMs: 100, hardCloseMs: 5_000 })
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

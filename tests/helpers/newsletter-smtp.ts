import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server accepted it: envelope recipient and the raw message. */
interface Received {
  to: string
  raw: string
}

/**
 * A real SMTP server for newsletter tests, with the faults a mail provider shows:
 * - `refuse`: addresses answered 550 at RCPT TO (a permanent bounce);
 * - `defer`: addresses answered 451 at RCPT TO (a temporary failure);
 * - `loseAnswer`: addresses whose message is accepted and stored, then the connection is cut
 *   before the 250 reaches the sender (the lost answer after acceptance);
 * - `hold`: while true, DATA is read but never answered (messages in flight, not accepted).
 * With `countOnly`, messages are counted by recipient instead of kept (the 10,000-message bench).
 */
export interface NewsletterSmtp {
  url: string
  received: Received[]
  counts: Map<string, number>
  /** Messages whose DATA is being held unanswered right now. */
  held: () => number
  hold: boolean
  refuse: Set<string>
  defer: Set<string>
  loseAnswer: Set<string>
  close: () => Promise<void>
}

export async function startNewsletterSmtp({ countOnly = false } = {}): Promise<NewsletterSmtp> {
  let holding = 0
  const state: NewsletterSmtp = {
    url: '',
    received: [],
    counts: new Map(),
    held: () => holding,
    hold: false,
    refuse: new Set(),
    defer: new Set(),
    loseAnswer: new Set(),
    close: async () => undefined,
  }
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      if (state.refuse.has(to))
        return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }))
      if (state.defer.has(to)) return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => {
        if (!countOnly) chunks.push(c)
      })
      stream.on('end', () => {
        const to = (session.envelope.rcptTo[0]?.address ?? '').toLowerCase()
        if (state.hold) {
          holding += 1
          return
        }
        state.counts.set(to, (state.counts.get(to) ?? 0) + 1)
        if (!countOnly) state.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') })
        if (state.loseAnswer.has(to)) {
          state.loseAnswer.delete(to)
          // Stored, but the sender never hears the 250: cut the connection instead of answering.
          const connections = (
            server as unknown as { connections: Set<{ session: unknown; _socket: { destroy(): void } }> }
          ).connections
          for (const connection of connections) if (connection.session === session) return connection._socket.destroy()
        }
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => resolve())
    server.server.once('error', reject)
  })
  const { port } = server.server.address() as AddressInfo
  state.url = `smtp://127.0.0.1:${port}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

/** The value of header `name` in a raw message (unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

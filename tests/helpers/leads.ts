import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { createLogger } from '../../server/lib/logger'
import { createDeliveryWorker } from '../../server/services/leads/delivery'
import type { OutboxOptions } from '../../server/services/mail/outbox'
import type { Clock } from '../../server/services/system/clock'
import { freshPostgresDatabase as freshDatabaseNextTo, startTestApp, type TestApp } from './app'

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export interface TestSmtp {
  port: number
  url: string
  messages: ParsedMail[]
  close: () => Promise<void>
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A sender killed mid-session (the durability test) resets its connection: expected, not a failure.
  server.on('error', () => undefined)
  const actual = (server.server.address() as AddressInfo).port
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port that was free a moment ago (for a server that starts later, e.g. SMTP "coming back"). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

interface CrmRequest {
  idempotencyKey: string
  authorization: string
  body: Record<string, unknown>
}

/**
 * A real HTTP server standing in for the CRM. It answers 500 to the first `failFirst` requests of
 * each idempotency key, optionally after `delayMs`, and records what it accepted. A key it already
 * holds (accepted, or listed in `held`: stored before a backup restore) gets the contract's 409,
 * which echoes the key in an Idempotency-Key header. `hang` never answers (`pending` counts them).
 */
export interface TestCrm {
  url: string
  accepted: CrmRequest[]
  attempts: Map<string, number>
  /** Idempotency keys of requests received, never answered (`hang`) and still open. */
  hanging: Set<string>
  close: () => Promise<void>
}

export async function startCrm({
  failFirst = 0,
  delayMs = 0,
  alwaysFail = false,
  held = [] as string[],
  hang = false,
} = {}): Promise<TestCrm> {
  const accepted: CrmRequest[] = []
  const attempts = new Map<string, number>()
  const hanging = new Set<string>()
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '')
      const seen = (attempts.get(key) ?? 0) + 1
      attempts.set(key, seen)
      if (hang) {
        hanging.add(key)
        res.on('close', () => hanging.delete(key))
        return
      }
      setTimeout(() => {
        if (alwaysFail || seen <= failFirst) {
          res.writeHead(500).end('{"error":"down"}')
          return
        }
        if (held.includes(key) || accepted.some((r) => r.idempotencyKey === key)) {
          res.writeHead(409, { 'idempotency-key': key }).end('{"error":"duplicate"}')
          return
        }
        accepted.push({
          idempotencyKey: key,
          authorization: String(req.headers.authorization ?? ''),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        })
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}')
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/inquiries`,
    accepted,
    attempts,
    hanging,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export interface LeadsApp extends TestApp {
  stopWorker: () => Promise<void>
}

/** The real app plus its outbox sender (as server/index.ts runs it), fast retries for tests. */
export async function startLeadsApp(
  env: Record<string, string>,
  { clock, outbox, worker = true }: { clock?: Clock; outbox?: Partial<OutboxOptions>; worker?: boolean } = {},
): Promise<LeadsApp> {
  const pg = await freshPostgresDatabase()
  const app = await startTestApp(
    {
      OUTBOX_POLL_MS: '25',
      OUTBOX_RETRY_BASE_MS: '20',
      FORM_RATE_LIMIT_MAX: '1000',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ...env,
    },
    clock ? { clock } : {},
  )
  const delivery = createDeliveryWorker({
    env: app.env,
    db: app.db,
    logger: createLogger('silent'),
    ...(clock ? { clock } : {}),
    outbox: outbox ?? {},
  })
  if (worker) delivery.start()
  return {
    ...app,
    stopWorker: () => delivery.stop(),
    close: async () => {
      await delivery.stop()
      await app.close()
      await pg?.drop()
    },
  }
}

/**
 * With TEST_DATABASE_URL (PostgreSQL), each app gets its own migrated database so tests in one file do not
 * see each other's rows; it is dropped on close.
 */
export function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  return freshDatabaseNextTo('leads', undefined, { migrated: true })
}

export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 25 } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`waitFor timed out after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

export const validInquiry = {
  first_name: 'Amélie',
  last_name: 'Tremblay',
  email: 'amelie@bistro-maple.ca',
  phone: '416-555-0199',
  company: 'Bistro Maple',
  message: 'We have two locations and want KDS.',
  source: { page: '/products/kitchen-display', section: 'hero' },
  landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=kds',
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'kds',
}

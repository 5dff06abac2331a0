/**
 * `npm run bench -- --newsletter`: one newsletter issue to 10,000 confirmed subscribers through a
 * local SMTP server (the smtp-server package, in this process, counting messages), the rate limit
 * off. The real server runs as its own process (NODE_ENV=production, SQLite in a throw-away
 * DATA_DIR); its resident memory is read from /proc every 200 ms. Prints messages per second (from
 * "send now" to the last message accepted) and the server's RSS before the send and at its peak;
 * RSS must stay flat: under +50 MB over the run (exit 1 otherwise).
 * `--subscribers=N` changes the count.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { createDb, migrateLatest } from '../server/db/knex'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { freePort } from './lib/varnish'

const { values: args } = cliArgs('npm run bench -- --newsletter [--subscribers=10000]', {
  newsletter: { type: 'boolean' },
  subscribers: { type: 'string' },
})
const COUNT = Number(args.subscribers ?? 10_000)
const RSS_BUDGET_MB = 50
const ADMIN = 'bench@mapleserve.test'
const PASSWORD = 'bench-password-bench-password'

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function main(): Promise<void> {
  let received = 0
  const smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-bench-newsletter-'))
  const databaseUrl = `sqlite:${path.join(dataDir, 'app.db')}`
  const db = createDb(databaseUrl)
  await migrateLatest(db)
  const at = new Date().toISOString()
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    email: `reader-${i}@bench.test`,
    status: 'confirmed',
    confirm_token: `c-${i}`,
    unsubscribe_token: `u-${i}`,
    consent_text: 'Yes',
    consent_version: 'bench',
    consent_language: 'en',
    consent_form_url: 'https://mapleserve.test/newsletter',
    consent_at: at,
    consent_ip: '127.0.0.1',
    confirmed_at: at,
    created_at: at,
    updated_at: at,
  }))
  for (let i = 0; i < rows.length; i += 500) await db('newsletter_subscribers').insert(rows.slice(i, i + 500))
  await db.destroy()

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEWSLETTER_RATE_PER_MINUTE: '0',
      OUTBOX_POLL_MS: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await until(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      90_000,
      'the server to listen',
    )
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    })
    const { csrfToken } = (await login.json()) as { csrfToken: string }
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!
    const call = (p: string, body: unknown) =>
      fetch(`${base}/api/admin${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': csrfToken },
        body: JSON.stringify(body),
      })
    const created = await call('/newsletters', {
      language: 'en',
      subject: 'Bench issue',
      preheader: 'Ten thousand copies',
      intro: 'Hello **restaurateurs**,\n\nThis is the benchmark issue.',
    })
    const { id } = (await created.json()) as { id: number }

    const pid = server.pid!
    const before = rssMb(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200)
    const started = performance.now()
    const sent = await call(`/newsletters/${id}/send`, {})
    if (!sent.ok) throw new Error(`send now answered ${sent.status}: ${await sent.text()}`)
    await until(() => received >= COUNT, 30 * 60_000, `${COUNT} messages`)
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, rssMb(pid))
    const growth = peak - before
    console.log(`newsletter: ${COUNT} messages in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(0)} messages/s`)
    console.log(
      `server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${growth.toFixed(1)} MB; budget +${RSS_BUDGET_MB} MB)`,
    )
    if (received !== COUNT) console.log(`note: the SMTP server received ${received} messages for ${COUNT} subscribers`)
    process.exitCode = growth < RSS_BUDGET_MB && received === COUNT ? 0 : 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()

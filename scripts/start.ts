/**
 * `npm start`: the newcomer's one command. Builds when the build is missing or stale, starts the
 * production server (which migrates and seeds an empty database) and says how to sign in to /admin.
 * On a database without any account it creates a local administrator with a generated password and
 * keeps it in DATA_DIR/initial-admin.txt (change it under Settings).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createDb, migrateLatest } from '../server/db/knex'
import { developmentSecret, parseEnv } from '../server/env'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'

const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
const built = existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === sourceFingerprint()
if (!built) {
  console.log('Building the site (first start or sources changed)...')
  await import('./build')
}

const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
const dataDir = path.resolve(childEnv.DATA_DIR ?? path.join(rootDir, 'data'))
if (!childEnv.SESSION_SECRET) {
  // A local convenience only: real deployments set SESSION_SECRET (the server refuses to start without it).
  childEnv.SESSION_SECRET = developmentSecret(dataDir)
}
const env = parseEnv(childEnv)
const credentialsFile = path.join(dataDir, 'initial-admin.txt')

/** How to sign in: the generated account on a first start, else the file or the CLI. */
async function prepareSignIn(): Promise<string> {
  if (env.ADMIN_EMAIL) return `Sign in with ADMIN_EMAIL (${env.ADMIN_EMAIL}).`
  const db = createDb(env.DATABASE_URL)
  try {
    await migrateLatest(db)
    const row = (await db('users').count({ n: '*' }).first()) as { n: number | string } | undefined
    if (Number(row?.n ?? 0) === 0) {
      const email = 'admin@mapleserve.local'
      const password = randomBytes(12).toString('base64url')
      childEnv.ADMIN_EMAIL = email
      childEnv.ADMIN_PASSWORD = password
      mkdirSync(dataDir, { recursive: true })
      writeFileSync(credentialsFile, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
    }
  } finally {
    await db.destroy()
  }
  if (existsSync(credentialsFile)) {
    const text = readFileSync(credentialsFile, 'utf8').trim().replace(/\n/g, '   ')
    return `Sign in with the account created on first start: ${text}\n  (kept in ${path.relative(rootDir, credentialsFile)}; change the password under Settings)`
  }
  return 'Create an account with: npm run create-admin -- --email you@example.com'
}

const signIn = await prepareSignIn()
// The compiled server (dist/node, made by the build above): no TypeScript at runtime.
const child = spawn(process.execPath, [path.join(rootDir, 'dist/node/server.js')], {
  cwd: rootDir,
  env: childEnv,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
let exited = false
child.on('exit', (code) => {
  exited = true
  process.exit(code ?? 0)
})

// Once the server answers, say where it is and how to reach the back office.
const localUrl = `http://localhost:${env.PORT}`
for (let attempt = 0; attempt < 120 && !exited; attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  if (exited) break
  const ok = await fetch(`${localUrl}/healthz`).then(
    (res) => res.ok,
    () => false,
  )
  if (ok) {
    console.log(`\n  MapleServe is running at ${localUrl}\n  Back office: ${localUrl}/admin\n  ${signIn}\n`)
    break
  }
}

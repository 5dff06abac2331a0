/**
 * `npm start`: the newcomer's one command. Builds when the build is missing or stale, starts the
 * production server (which migrates and seeds an empty database) and says how to sign in to /admin.
 * On a database without any account the server creates an administrator with a generated password
 * and keeps it in DATA_DIR/initial-admin.txt (server/services/users/initial-admin.ts, as in Docker).
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { developmentSecret, EnvError, parseEnv } from '../server/env'
import { rootDir } from '../server/lib/paths'
import { INITIAL_ADMIN_FILE } from '../server/services/users/initial-admin'
import { sourceFingerprint } from './lib/fingerprint'

const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
const built = existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === sourceFingerprint()
if (!built) {
  console.log('Building the site (first start or sources changed)...')
  await import('./build')
}

const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
const dataDir = path.resolve(childEnv.DATA_DIR ?? path.join(rootDir, 'data'))
/** A setting the operator must fix: its one line, no stack (as the server itself says it). */
function configured<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
if (!childEnv.SESSION_SECRET) {
  // A local convenience only: real deployments set SESSION_SECRET (the server refuses to start without it).
  childEnv.SESSION_SECRET = configured(() => developmentSecret(dataDir))
}
const env = configured(() => parseEnv(childEnv))
const credentialsFile = path.join(dataDir, INITIAL_ADMIN_FILE)

/** How to sign in: the account the server generated on a first start (its file), ADMIN_EMAIL, or the CLI. */
function signInHint(): string {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) return `Sign in with ADMIN_EMAIL (${env.ADMIN_EMAIL}).`
  if (existsSync(credentialsFile)) {
    const text = readFileSync(credentialsFile, 'utf8').trim().replace(/\n/g, '   ')
    return `Sign in with the account created on first start: ${text}\n  (kept in ${path.relative(rootDir, credentialsFile)}; change the password under Settings)`
  }
  return 'Create an account with: npm run create-admin -- --email you@example.com'
}

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
    console.log(`\n  MapleServe is running at ${localUrl}\n  Back office: ${localUrl}/admin\n  ${signInHint()}\n`)
    break
  }
}

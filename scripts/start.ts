/**
 * `npm start`: the newcomer's one command. Builds when the build is missing or stale, then starts
 * the production server (which migrates and seeds an empty database) and says how to sign in.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { developmentSecret } from '../server/env'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'

const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
const built = existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === sourceFingerprint()
if (!built) {
  console.log('Building the site (first start or sources changed)...')
  await import('./build')
}

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
if (!env.SESSION_SECRET) {
  // A local convenience only: real deployments set SESSION_SECRET (the server refuses to start without it).
  env.SESSION_SECRET = developmentSecret(path.resolve(env.DATA_DIR ?? path.join(rootDir, 'data')))
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
  cwd: rootDir,
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))

/**
 * `npm test`: builds the production bundles when stale, then runs every vitest project
 * (unit, integration, e2e). Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'

const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
if (!existsSync(fingerprintFile) || readFileSync(fingerprintFile, 'utf8') !== sourceFingerprint()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const vitest = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], {
  cwd: rootDir,
  stdio: 'inherit',
})
process.exit(vitest.status ?? 1)

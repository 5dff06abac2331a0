/**
 * `npm test`: builds the production bundles when stale, then runs every vitest project that needs
 * only Node and Chromium (unit, integration on SQLite, e2e). Extra arguments go to vitest.
 * Service-dependent suites: `npm run test:scale` (*.scale.test.ts) and `npm run test:pg`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
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

const report = path.join(rootDir, 'reports/vitest.json')
rmSync(report, { force: true })
const vitest = spawnSync(
  process.execPath,
  [
    path.join(rootDir, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: rootDir, stdio: 'inherit' },
)

// One plain closing line that any CI can read: 'N passed, N failed, N skipped'.
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  console.log(
    `\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`,
  )
}
// What needs more than Node and Chromium is not run here: say so, and how to run it.
console.log(
  'not run by npm test (need PostgreSQL/Redis): tests/**/*.scale.test.ts -> npm run test:scale; ' +
    'the integration suite on PostgreSQL -> npm run test:pg',
)
process.exit(vitest.status ?? 1)

/**
 * `npm test`: builds the production bundles when stale, then runs every vitest project that needs
 * only Node and Chromium (unit, integration on SQLite, e2e). Extra arguments go to vitest.
 * Service-dependent suites: `npm run test:scale` (*.scale.test.ts) and `npm run test:pg`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'

const started = performance.now()
const fingerprintFile = path.join(rootDir, 'dist/.fingerprint')
if (!existsSync(fingerprintFile) || readFileSync(fingerprintFile, 'utf8') !== sourceFingerprint()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const built = performance.now()

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
    testResults: { name: string; startTime: number; endTime: number }[]
  }
  console.log(
    `\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`,
  )
  // Where the time went: each project's files (run time after import), and the slowest files.
  const files = summary.testResults.map((f) => ({
    file: path.relative(rootDir, f.name),
    ms: Math.max(0, f.endTime - f.startTime),
  }))
  const projectOf = (file: string) => /^tests\/(e2e|integration)\//.exec(file)?.[1] ?? 'unit'
  const projects = new Map<string, { files: number; ms: number }>()
  for (const f of files) {
    const p = projects.get(projectOf(f.file)) ?? { files: 0, ms: 0 }
    projects.set(projectOf(f.file), { files: p.files + 1, ms: p.ms + f.ms })
  }
  console.log(
    `time in test files: ${[...projects].map(([name, p]) => `${name} ${minutes(p.ms)} (${p.files} files)`).join(', ')}; ` +
      `slowest: ${files
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((f) => `${f.file} ${minutes(f.ms)}`)
        .join(', ')}`,
  )
}
// What needs more than Node and Chromium is not run here: say so, and how to run it.
console.log(
  'not run by npm test (need PostgreSQL/Redis): tests/**/*.scale.test.ts -> npm run test:scale; ' +
    'the integration suite on PostgreSQL -> npm run test:pg; ' +
    'the CSV exports opened in LibreOffice (need soffice): tests/**/*.office.test.ts -> npm run test:office',
)
const done = performance.now()
console.log(
  `wall time: ${minutes(done - started)} (build ${minutes(built - started)}, tests ${minutes(done - built)}), ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} CPUs`,
)
process.exit(vitest.status ?? 1)

function minutes(ms: number): string {
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

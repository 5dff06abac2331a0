/**
 * `npm run test:office`: the suites that open the admin's exports in LibreOffice Calc
 * (`*.office.test.ts`: every CSV export, with formulas typed by visitors, converted by
 * `soffice --headless --convert-to`). Not part of `npm test`, which needs only Node and Chromium.
 *
 * Without `soffice` on the PATH it says what to install and exits 1: a suite that could not run
 * never counts as passed. Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { rootDir } from '../server/lib/paths'

const log = (line: string) => console.log(`[test:office] ${line}`)

const version = spawnSync('soffice', ['--version'], { encoding: 'utf8' })
if (version.error || version.status !== 0) {
  log('not run: tests/**/*.office.test.ts need LibreOffice (soffice), which is not on the PATH')
  log('install it (Debian: apt-get install -y libreoffice-calc-nogui) and run npm run test:office again')
  process.exit(1)
}
log(version.stdout.trim())
const vitest = spawnSync(
  process.execPath,
  [path.join(rootDir, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'office', ...process.argv.slice(2)],
  { cwd: rootDir, stdio: 'inherit', env: { ...process.env, TEST_OFFICE: '1' } },
)
process.exit(vitest.status ?? 1)

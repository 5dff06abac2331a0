/**
 * `npm run test:office`: the suites that open what the site writes in other people's software
 * (`*.office.test.ts`): every CSV export in LibreOffice Calc (`soffice --headless --convert-to`,
 * with formulas typed by visitors), and the demo invitations in Debian's python3-icalendar. Not
 * part of `npm test`, which needs only Node and Chromium.
 *
 * Without `soffice` on the PATH or icalendar in /usr/bin/python3 it says what to install and exits 1:
 * a suite that could not run never counts as passed. Extra arguments go to vitest.
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
const icalendar = spawnSync('/usr/bin/python3', ['-c', 'import icalendar; print(icalendar.__version__)'], {
  encoding: 'utf8',
})
if (icalendar.error || icalendar.status !== 0) {
  log('not run: tests/**/invitations.office.test.ts need python3-icalendar in /usr/bin/python3')
  log('install it (Debian: apt-get install -y python3-icalendar) and run npm run test:office again')
  process.exit(1)
}
log(`python3-icalendar ${icalendar.stdout.trim()}`)
const vitest = spawnSync(
  process.execPath,
  [path.join(rootDir, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'office', ...process.argv.slice(2)],
  { cwd: rootDir, stdio: 'inherit', env: { ...process.env, TEST_OFFICE: '1' } },
)
process.exit(vitest.status ?? 1)

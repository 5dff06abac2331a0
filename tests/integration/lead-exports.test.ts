import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import { createUser, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { postJson, startLeadsApp, validInquiry, type LeadsApp } from '../helpers/leads'
import { up as renameExports } from '../../server/db/migrations/20261127020000_audit_export_names'

type Json = Record<string, unknown>

let clock = Date.parse('2026-03-02T15:00:00Z')
let app: LeadsApp
let admin: AdminClient
let sellerId: number
const ALWAYS_OPEN = { timeZone: 'UTC', days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00', targetMinutes: 60 }

beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin({
    email: 'export-admin@mapleserve.test',
    start: () => startLeadsApp({}, { clock: () => new Date(clock), worker: false }),
  }))
  sellerId = (await createUser(app, 'seller@mapleserve.test')).id
  expect((await admin.request('/api/admin/lead-settings', { method: 'PUT', json: ALWAYS_OPEN })).status).toBe(200)
})
afterAll(async () => {
  await app?.close()
})

/** RFC 4180 records of a CSV file (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"'
      i += 1
    } else if (c === '"') {
      quoted = !quoted
    } else if (quoted || (c !== ',' && c !== '\n')) {
      cell += c
    } else {
      cells.push(cell.replace(/\r$/, ''))
      cell = ''
      if (c === '\n') {
        records.push(cells)
        cells = []
      }
    }
  }
  if (cell || cells.length) records.push([...cells, cell])
  return records
}

/** The CSV as one object per row, keyed by the header. */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])))
}

describe('when an administrator exports leads', () => {
  it('then each row carries its status, owner, notes count, first-response time and attribution', async () => {
    const posted = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: 'csv@bistro.test' })
    expect(posted.status).toBe(201)
    const listed = await admin.request(`/api/admin/leads?filter=${encodeURIComponent('{"q":"csv@bistro.test"}')}`)
    const id = String(((await listed.json()) as Json[])[0]!.id)
    clock += 90 * 60_000
    const lead = (await (await admin.request(`/api/admin/leads/${id}`)).json()) as Json
    const contacted = await admin.request(`/api/admin/leads/${id}`, {
      method: 'PUT',
      json: { ...lead, ownerId: sellerId, status: 'contacted', note: 'Called, wants a demo Tuesday.' },
    })
    expect(contacted.status).toBe(200)
    const noted = await admin.request(`/api/admin/leads/${id}`, {
      method: 'PUT',
      json: { ...((await contacted.json()) as Json), note: 'Sent the pricing sheet.' },
    })
    expect(noted.status).toBe(200)

    const rows = csvRows(await (await admin.request('/api/admin/leads.csv')).text())
    expect(rows.find((r) => r.id === id)).toMatchObject({
      email: 'csv@bistro.test',
      status: 'contacted',
      owner: 'seller@mapleserve.test',
      notes: '2',
      first_response_minutes: '90',
      landing_page: validInquiry.landing_page,
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kds',
    })
  })
})

describe('when an administrator exports subscribers, leads and personal data', () => {
  it('then the audit log names each export for what it is, in English and in French', async () => {
    expect((await admin.request('/api/admin/subscribers.csv')).status).toBe(200)
    expect((await admin.request('/api/admin/leads.csv')).status).toBe(200)
    const privacy = await admin.request('/api/admin/privacy/export', {
      method: 'POST',
      json: { email: 'csv@bistro.test' },
    })
    expect(privacy.status).toBe(200)

    const res = await admin.request(`/api/admin/audit?range=[0,99]&sort=["at","DESC"]`)
    const entries = (await res.json()) as { action: string; target: string }[]
    const key = (action: string) => action.replace('.', '_') as keyof typeof en.accounts.audit.actions
    const named = (target: string) => {
      const action = entries.find((e) => e.target === target)?.action ?? ''
      return [target, en.accounts.audit.actions[key(action)], fr.accounts.audit.actions[key(action)]]
    }
    expect([named('subscribers.csv'), named('leads.csv'), named('privacy-export')]).toEqual([
      ['subscribers.csv', 'Subscribers exported', 'Abonnés exportés'],
      ['leads.csv', 'Leads exported', 'Prospects exportés'],
      ['privacy-export', 'Personal data exported', 'Données personnelles exportées'],
    ])
  })
})

describe('when the database holds exports logged under the old name', () => {
  it('then the migration renames subscriber and personal-data exports and leaves lead exports alone', async () => {
    const old = (target: string) => ({
      at: clock,
      action: 'leads.exported',
      target,
      actor_email: 'old@mapleserve.test',
    })
    await app.db('audit_log').insert([old('subscribers.csv'), old('leads.csv'), old('privacy-export')])
    await renameExports(app.db)
    const rows = (await app
      .db('audit_log')
      .where({ actor_email: 'old@mapleserve.test' })
      .orderBy('id')
      .select('target', 'action')) as { target: string; action: string }[]
    expect(rows).toEqual([
      { target: 'subscribers.csv', action: 'subscribers.exported' },
      { target: 'leads.csv', action: 'leads.exported' },
      { target: 'privacy-export', action: 'privacy.exported' },
    ])
  })
})

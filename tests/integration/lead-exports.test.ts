import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import { createUser, signIn, type AdminClient } from '../helpers/admin'
import { startLeadsApp, type LeadsApp } from '../helpers/leads'
import { up as renameExports } from '../../server/db/migrations/20261127020000_audit_export_names'

const clock = Date.parse('2026-03-02T15:00:00Z')
let app: LeadsApp
let admin: AdminClient
const ALWAYS_OPEN = { timeZone: 'UTC', days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00', targetMinutes: 60 }

beforeAll(async () => {
  app = await startLeadsApp({}, { clock: () => new Date(clock), worker: false })
  await createUser(app, 'export-admin@mapleserve.test')
  admin = await signIn(app, 'export-admin@mapleserve.test')
  expect((await admin.request('/api/admin/lead-settings', { method: 'PUT', json: ALWAYS_OPEN })).status).toBe(200)
})
afterAll(async () => {
  await app?.close()
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

/**
 * The lead desk's integration tests: the app, its admins and the lead readers (leads-desk, leads-desk-privacy tests).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from './admin'
import { postJson, startLeadsApp, startSmtp, validInquiry, type LeadsApp, type TestSmtp } from './leads'

export type Json = Record<string, unknown>

export let app: LeadsApp
export let smtp: TestSmtp
export let admin: AdminClient
export let french: AdminClient
export let ownerId: number
export const ALWAYS_OPEN = {
  timeZone: 'UTC',
  days: [0, 1, 2, 3, 4, 5, 6],
  from: '00:00',
  to: '24:00',
  targetMinutes: 60,
}

export const json = async (res: Response) => (await res.json()) as Json
export const list = async (client: AdminClient, filter: Json) =>
  (await json(
    await client.request(
      `/api/admin/leads?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}`,
    ),
  )) as unknown as Json[]

export async function inquiry(email: string, extra: Json = {}): Promise<string> {
  const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email, ...extra })
  expect(res.status).toBe(201)
  const rows = await list(admin, { q: email })
  return String(rows[0]!.id)
}

/**
 * Starts `app` and its `smtp` before the file with an English admin (`admin`), a seller (`ownerId`) and a French admin
 * (`french`), signed in; stops them after.
 */
export function withLeadsDeskApp(): void {
  beforeAll(async () => {
    smtp = await startSmtp()
    ;({ app, admin } = await startSignedInAdmin({
      email: 'desk-admin@mapleserve.test',
      start: () => startLeadsApp({ SMTP_URL: smtp.url, SALES_INBOX: 'sales-desk@mapleserve.ca' }),
    }))
    ownerId = (await createUser(app, 'seller@mapleserve.test')).id
    await createUser(app, 'vendeuse@mapleserve.test')
    await app.db('users').where({ email: 'vendeuse@mapleserve.test' }).update({ locale: 'fr' })
    french = await signIn(app, 'vendeuse@mapleserve.test')
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })
}

import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import {
  createUser,
  login,
  PASSWORD,
  sessionCookie,
  signIn,
  startAdminTestApp,
  type AdminClient,
} from '../helpers/admin'
import { pruneAuditLog } from '../../server/services/audit/prune'
import { auditService } from '../../server/services/audit/audit'
import { settingsService } from '../../server/services/settings/settings'

let clock = Date.now() + 60_000
let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp({}, { clock: () => new Date(clock) })
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'editor@mapleserve.test', 'editor')
})
afterAll(async () => {
  await app?.close()
})

const epoch = () => Math.floor(clock / 1000)

async function enable2fa(client: AdminClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.request('/api/auth/2fa/setup', { method: 'POST' })
  expect(setup.status).toBe(200)
  const { secret, qr } = (await setup.json()) as { secret: string; qr: string }
  expect(qr).toMatch(/^data:image\/png;base64,/)
  const code = await generate({ secret, epoch: epoch() })
  const res = await client.request('/api/auth/2fa/enable', { method: 'POST', json: { code } })
  expect(res.status).toBe(200)
  const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] }
  return { secret, recoveryCodes }
}

function secondStep(cookie: string, json: unknown): Promise<Response> {
  return fetch(`${app.url}/api/auth/login/2fa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, cookie },
    body: JSON.stringify(json),
  })
}

async function auditActions(client: AdminClient, target?: string): Promise<string[]> {
  const filter = target ? `&filter=${encodeURIComponent(JSON.stringify({ q: target }))}` : ''
  const res = await client.request(`/api/admin/audit?range=[0,99]${filter}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-range')).toMatch(/^audit /)
  return ((await res.json()) as { action: string }[]).map((e) => e.action)
}

async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = (await app.db('outbox').where({ kind: 'mail' }).orderBy('id')) as { payload: string }[]
  return rows
    .map((r) => JSON.parse(r.payload) as { to: string; subject: string; text: string })
    .filter((m) => m.to === email)
}

describe('when a user turns on two-factor sign-in', () => {
  it('then sign-in asks for the code, a recovery code works once, and the audit log shows it all', async () => {
    await createUser(app, 'twofa@mapleserve.test', 'editor')
    const client = await signIn(app, 'twofa@mapleserve.test')
    const { secret, recoveryCodes } = await enable2fa(client)
    expect(recoveryCodes).toHaveLength(10)
    const stored = (await app.db('recovery_codes')) as { code_hash: string }[]
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0])

    const first = await login(app, 'twofa@mapleserve.test')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ twoFactor: true })
    const pending = sessionCookie(first)!
    // Half signed in is not signed in.
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie: pending } })).status).toBe(401)
    expect((await secondStep(pending, { code: '000000' })).status).toBe(401)
    clock += 30_000
    const ok = await secondStep(pending, { code: await generate({ secret, epoch: epoch() }) })
    expect(ok.status).toBe(200)
    const full = sessionCookie(ok)!
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie: full } })).status).toBe(200)

    const again = sessionCookie(await login(app, 'twofa@mapleserve.test'))!
    expect((await secondStep(again, { recoveryCode: recoveryCodes[0] })).status).toBe(200)
    const third = sessionCookie(await login(app, 'twofa@mapleserve.test'))!
    expect((await secondStep(third, { recoveryCode: recoveryCodes[0] })).status).toBe(401)

    const admin = await signIn(app, 'owner@mapleserve.test')
    const actions = await auditActions(admin, 'twofa@')
    for (const action of ['2fa.enabled', 'auth.2fa_failed', 'auth.recovery_code_used', 'auth.sign_in'])
      expect(actions).toContain(action)
    const entries = JSON.stringify(await (await admin.request('/api/admin/audit?range=[0,99]')).json())
    expect(entries).not.toContain(recoveryCodes[0])
    expect(entries).not.toContain(secret)
  })

  it('then wrong codes are throttled with 429 and Retry-After like passwords', async () => {
    await createUser(app, 'throttle@mapleserve.test', 'editor')
    await enable2fa(await signIn(app, 'throttle@mapleserve.test'))
    const pending = sessionCookie(await login(app, 'throttle@mapleserve.test'))!
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await secondStep(pending, { code: '123456' })).status)
    expect(statuses).toContain(429)
    const res = await secondStep(pending, { code: '123456' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('then turning it off needs the password and a code, queues a notice email, and an admin can reset it', async () => {
    await createUser(app, 'off@mapleserve.test', 'editor')
    const client = await signIn(app, 'off@mapleserve.test')
    const { recoveryCodes } = await enable2fa(client)
    const wrong = await client.request('/api/auth/2fa/disable', {
      method: 'POST',
      json: { password: 'nope', recoveryCode: recoveryCodes[0] },
    })
    expect(wrong.status).toBe(400)
    const off = await client.request('/api/auth/2fa/disable', {
      method: 'POST',
      json: { password: PASSWORD, recoveryCode: recoveryCodes[0] },
    })
    expect(off.status).toBe(200)
    expect((await outboxTo('off@mapleserve.test')).map((m) => m.subject)).toContain(
      'MapleServe: Two-factor sign-in was turned off',
    )
    await enable2fa(client)
    const admin = await signIn(app, 'owner@mapleserve.test')
    const user = (await app.db('users').where({ email: 'off@mapleserve.test' }).first()) as { id: number }
    const editor = await signIn(app, 'editor@mapleserve.test')
    expect((await editor.request(`/api/admin/users/${user.id}/reset-2fa`, { method: 'POST' })).status).toBe(403)
    expect((await admin.request(`/api/admin/users/${user.id}/reset-2fa`, { method: 'POST' })).status).toBe(200)
    expect((await login(app, 'off@mapleserve.test')).headers.get('content-type')).toMatch(/json/)
    const res = await login(app, 'off@mapleserve.test')
    expect(((await res.json()) as { user?: unknown }).user).toBeDefined()
    expect(await auditActions(admin, 'off@')).toContain('2fa.reset')
  })
})

describe('when a user looks at their sessions', () => {
  it('then each is listed with its device, one can be ended, then every other one', async () => {
    await createUser(app, 'sessions@mapleserve.test', 'editor')
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'
    const a = await signIn(app, 'sessions@mapleserve.test')
    const bRes = await login(app, 'sessions@mapleserve.test', PASSWORD, { 'user-agent': firefox })
    const b = sessionCookie(bRes)!
    await signIn(app, 'sessions@mapleserve.test')
    const list = (await (await a.request('/api/auth/sessions')).json()) as {
      id: string
      device: string
      current: boolean
    }[]
    expect(list).toHaveLength(3)
    expect(list.filter((s) => s.current)).toHaveLength(1)
    const other = list.find((s) => s.device === 'Firefox on Linux')!
    expect(other).toBeDefined()
    expect((await a.request(`/api/auth/sessions/${other.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie: b } })).status).toBe(401)
    const ended = await a.request('/api/auth/sessions/end-others', { method: 'POST' })
    expect(await ended.json()).toEqual({ ended: 1 })
    const left = (await (await a.request('/api/auth/sessions')).json()) as unknown[]
    expect(left).toHaveLength(1)
    // A sign-in from a device this user never used before queues a notice.
    expect((await outboxTo('sessions@mapleserve.test')).map((m) => m.subject)).toContain(
      'MapleServe: New sign-in to your account',
    )
  })

  it('then an administrator can end every session of a user', async () => {
    await createUser(app, 'ended@mapleserve.test', 'editor')
    const user = await signIn(app, 'ended@mapleserve.test')
    const admin = await signIn(app, 'owner@mapleserve.test')
    const id = ((await app.db('users').where({ email: 'ended@mapleserve.test' }).first()) as { id: number }).id
    const res = await admin.request(`/api/admin/users/${id}/end-sessions`, { method: 'POST' })
    expect(await res.json()).toEqual({ id, ended: 1 })
    expect((await user.request('/api/auth/me')).status).toBe(401)
  })
})

describe('when security events happen', () => {
  it('then failures, password changes, user changes and settings are logged, the notice goes out in French', async () => {
    expect((await login(app, 'owner@mapleserve.test', 'wrong password')).status).toBe(401)
    const created = await createUser(app, 'french@mapleserve.test', 'editor')
    const fr = await signIn(app, 'french@mapleserve.test')
    await fr.request('/api/auth/me', { method: 'PATCH', json: { locale: 'fr' } })
    const changed = await fr.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: PASSWORD, newPassword: 'another horse battery 2' },
    })
    expect(changed.status).toBe(200)
    expect((await outboxTo('french@mapleserve.test')).map((m) => m.subject)).toContain(
      'MapleServe: Votre mot de passe a été modifié',
    )
    const admin = await signIn(app, 'owner@mapleserve.test')
    await admin.request(`/api/admin/users/${created.id}`, { method: 'PUT', json: { role: 'admin', disabled: true } })
    const settings = await admin.request('/api/admin/security-settings', {
      method: 'PUT',
      json: { auditRetentionDays: 30 },
    })
    expect(await settings.json()).toMatchObject({ require2fa: false, auditRetentionDays: 30 })
    const actions = await auditActions(admin)
    for (const action of [
      'auth.sign_in_failed',
      'password.changed',
      'user.role_changed',
      'user.disabled',
      'settings.changed',
    ])
      expect(actions).toContain(action)
    const byAction = await admin.request(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'auth.sign_in_failed' }))}`,
    )
    const failed = (await byAction.json()) as { target: string; ip: string }[]
    expect(failed[0]).toMatchObject({ target: 'owner@mapleserve.test', ip: '127.0.0.1' })
  })

  it('then entries older than the retention are pruned', async () => {
    await app
      .db('audit_log')
      .insert({ at: clock - 31 * 86_400_000, action: 'auth.sign_in', target: 'old@mapleserve.test' })
    await app.db('settings').insert({ key: 'audit_retention_days', value: '30' }).onConflict('key').merge()
    const audit = auditService(app.db, () => clock)
    expect(await pruneAuditLog({ audit, settings: settingsService(app.db) })).toBeGreaterThanOrEqual(1)
    const admin = await signIn(app, 'owner@mapleserve.test')
    expect(await auditActions(admin, 'old@')).toEqual([])
  })

  it('then with two-factor required, an account without it is sent to set it up first', async () => {
    const admin = await signIn(app, 'owner@mapleserve.test')
    await admin.request('/api/admin/security-settings', { method: 'PUT', json: { require2fa: true } })
    const editor = await signIn(app, 'editor@mapleserve.test')
    const me = (await (await editor.request('/api/auth/me')).json()) as { user: { twoFactorRequired: boolean } }
    expect(me.user.twoFactorRequired).toBe(true)
    expect((await editor.request('/api/admin/posts')).status).toBe(403)
    await enable2fa(editor)
    expect((await editor.request('/api/admin/posts')).status).toBe(200)
    await enable2fa(admin)
    await admin.request('/api/admin/security-settings', { method: 'PUT', json: { require2fa: false } })
  })
})

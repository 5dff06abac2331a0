import { generate } from 'otplib'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, login, signIn } from '../helpers/admin'
import { startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'
import { inAdminFrench } from '../helpers/admin-french'

/**
 * "Forgot password?" (issue 32, item 4) through a real SMTP server: the link in the mail is read and
 * used as a person would, on the app's clock (moved forward to expire a link).
 */
let clock = Date.now()
let app: LeadsApp
let smtp: TestSmtp
const NEW_PASSWORD = 'plum orchard lantern 42'

beforeAll(async () => {
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url }, { clock: () => new Date(clock) })
  await createUser(app, 'owner@mapleserve.test', 'admin')
  const fr = await createUser(app, 'redaction@mapleserve.test', 'editor')
  await app.db('users').where({ id: fr.id }).update({ locale: 'fr' })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

/** Asks for a link as the sign-in page does, from `ip` (X-Forwarded-For is not trusted: one client). */
function ask(email: string, language = 'en'): Promise<Response> {
  return fetch(`${app.url}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'accept-language': language },
    body: JSON.stringify({ email }),
  })
}

function complete(token: string, password: string): Promise<Response> {
  return fetch(`${app.url}/api/auth/password-reset/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ token, password }),
  })
}

function mailsTo(address: string): ParsedMail[] {
  return smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address)
}

/** The token from the newest mail to `address` (the link is /admin/reset-password#token=...). */
async function tokenFrom(address: string, count: number): Promise<string> {
  const mail = await waitFor(() => (mailsTo(address).length >= count ? mailsTo(address)[count - 1] : undefined))
  const link = /https?:\/\/\S+\/admin\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')
  expect(link, mail.text).not.toBeNull()
  return link![1]!
}

describe('given an account and an address with no account', () => {
  it('when each asks for a reset, then both get the same answer and only the account gets a mail with a link that works once', async () => {
    const before = await signIn(app, 'owner@mapleserve.test')
    const known = await ask('Owner@MapleServe.test ')
    const unknown = await ask('nobody@mapleserve.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const answer = await known.json()
    expect(await unknown.json()).toEqual(answer)
    expect(answer).toEqual({
      message:
        'If an account uses this address, we have sent it a link to choose a new password. It works for 30 minutes.',
      code: 'reset.sent',
    })
    expect(known.headers.get('set-cookie')).toBeNull()

    const token = await tokenFrom('owner@mapleserve.test', 1)
    expect(mailsTo('owner@mapleserve.test')[0]!.subject).toBe('MapleServe: reset your password')
    expect(mailsTo('nobody@mapleserve.test')).toHaveLength(0)
    const stored = (await app.db('password_resets').select('token_hash')) as { token_hash: string }[]
    expect(stored).toHaveLength(1)
    expect(stored[0]!.token_hash).not.toContain(token)

    const check = await fetch(`${app.url}/api/auth/password-reset/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ token }),
    })
    expect(check.status).toBe(200)

    // A weak password is refused with the same rules as elsewhere, and the link still works after.
    const weak = await complete(token, 'short')
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as { errors: Record<string, string> }).errors.password).toMatch(/at least 12/)

    const done = await complete(token, NEW_PASSWORD)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      message: 'Your password has been reset. Sign in with your new password.',
      code: 'reset.done',
    })

    // Every session of the account ended; the old password no longer signs in; the new one does.
    expect((await before.request('/api/auth/me')).status).toBe(401)
    expect((await login(app, 'owner@mapleserve.test')).status).toBe(401)
    expect((await login(app, 'owner@mapleserve.test', NEW_PASSWORD)).status).toBe(200)

    const again = await complete(token, 'another long passphrase 7')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ message: 'This reset link is not valid any more. Ask for a new one.' })
    const actions = (await app.db('audit_log').where({ target: 'owner@mapleserve.test' }).pluck('action')) as string[]
    expect(actions).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset']))
  })

  it('when a link is used after 30 minutes, then it is refused and the password stays', async () => {
    await ask('redaction@mapleserve.test', 'fr')
    const token = await tokenFrom('redaction@mapleserve.test', 1)
    const mail = mailsTo('redaction@mapleserve.test')[0]!
    expect(mail.subject).toBe('MapleServe\u00a0: réinitialisez votre mot de passe')
    expect(mail.text).toContain('dans les 30\u00a0minutes')
    clock += 30 * 60_000 + 1
    const late = await fetch(`${app.url}/api/auth/password-reset/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, 'accept-language': 'fr-CA' },
      body: JSON.stringify({ token, password: NEW_PASSWORD }),
    })
    expect(late.status).toBe(400)
    // The answer is English plus its code; the admin shows the code in French.
    const refused = (await late.json()) as { message: string; code: string }
    expect(refused).toMatchObject({ code: 'reset.invalid_link' })
    expect(inAdminFrench(refused)).toMatchObject({
      message: 'Ce lien de réinitialisation n’est plus valable. Demandez-en un nouveau.',
    })
    expect((await login(app, 'redaction@mapleserve.test')).status).toBe(200)
  })
})

describe('given an account with two-factor sign-in', () => {
  it('when its password is reset by email, then the next sign-in still asks for the code', async () => {
    await createUser(app, 'twofactor@mapleserve.test', 'admin')
    const client = await signIn(app, 'twofactor@mapleserve.test')
    const setup = (await (await client.request('/api/auth/2fa/setup', { method: 'POST' })).json()) as {
      secret: string
    }
    const code = await generate({ secret: setup.secret, epoch: Math.floor(clock / 1000) })
    expect((await client.request('/api/auth/2fa/enable', { method: 'POST', json: { code } })).status).toBe(200)

    await ask('twofactor@mapleserve.test')
    const token = await tokenFrom('twofactor@mapleserve.test', 1)
    expect((await complete(token, NEW_PASSWORD)).status).toBe(200)
    const res = await login(app, 'twofactor@mapleserve.test', NEW_PASSWORD)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ twoFactor: true })
  })
})

describe('given many asks', () => {
  it('when one address asks 5 times, then it gets 3 mails and the same answer each time', async () => {
    await createUser(app, 'busy@mapleserve.test', 'editor')
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await ask('busy@mapleserve.test')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    await tokenFrom('busy@mapleserve.test', 3)
    // The outbox is empty once the worker has sent what it holds: no fourth mail is on its way.
    await waitFor(async () => (await app.db('outbox').where({ status: 'pending' }).count({ n: '*' }))[0]!.n == 0)
    expect(mailsTo('busy@mapleserve.test')).toHaveLength(3)
  })

  it('when one client asks for many addresses, then it is answered 429 with Retry-After after its limit', async () => {
    clock += 60 * 60_000
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 11; i += 1) {
      last = await ask(`guess${i}@mapleserve.test`)
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last!.json()).toEqual({
      message: 'Too many reset requests from this network. Please try again in a few minutes.',
      code: 'reset.too_many',
    })
  })
})

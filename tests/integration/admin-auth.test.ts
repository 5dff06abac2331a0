import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, login, PASSWORD, sessionCookie, signIn } from '../helpers/admin'

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

describe('when someone signs in', () => {
  it('then a correct password answers the user and a CSRF token, and the session id changes', async () => {
    const anonymous = await fetch(`${app.url}/api/auth/me`)
    expect(anonymous.status).toBe(401)
    // A session that existed before sign-in (set by a first sign-in) must not survive it.
    const first = await signIn(app, 'owner@mapleserve.test')
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: first.cookie },
      body: JSON.stringify({ email: 'OWNER@mapleserve.test', password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: { email: string; role: string }; csrfToken: string }
    expect(body.user).toMatchObject({ email: 'owner@mapleserve.test', role: 'admin' })
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/)
    const second = sessionCookie(res)
    expect(second).toBeDefined()
    expect(second).not.toBe(first.cookie)
    const old = await fetch(`${app.url}/api/auth/me`, { headers: { cookie: first.cookie } })
    expect(old.status).toBe(401)
  })

  it('then the cookie is HttpOnly and SameSite=Lax', async () => {
    const res = await login(app, 'owner@mapleserve.test')
    const header = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Lax/i)
  })

  it('then a request from another origin is refused', async () => {
    const res = await login(app, 'owner@mapleserve.test', PASSWORD, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })

  it('then a blank form answers 400 naming both fields', async () => {
    const res = await login(app, '', '')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password'])
  })
})

describe('when wrong passwords are tried', () => {
  it('then the first tries answer 401 and then 429 with Retry-After, the same for unknown accounts', async () => {
    for (const email of ['editor@mapleserve.test', 'nobody@mapleserve.test']) {
      const answers: number[] = []
      for (let i = 0; i < 4; i += 1) answers.push((await login(app, email, 'wrong password!!')).status)
      expect(answers).toEqual([401, 401, 401, 429])
      const blocked = await login(app, email, 'wrong password!!')
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await blocked.json()) as { message: string }).message).toMatch(
        /Too many sign-in attempts. Please wait \d+ seconds? and try again./,
      )
    }
  })

  it('then ten wrong passwords lock the account, even for the right password', async () => {
    await createUser(app, 'victim@mapleserve.test', 'editor')
    for (let i = 0; i < 10; i += 1) {
      clock += 61_000
      expect((await login(app, 'victim@mapleserve.test', 'not the password')).status).toBe(401)
    }
    clock += 61_000
    const locked = await login(app, 'victim@mapleserve.test')
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { message: string }).message).toContain('locked')
    clock += 15 * 60_000
    expect((await login(app, 'victim@mapleserve.test')).status).toBe(200)
  })
})

describe('when a signed-in user changes the password', () => {
  it('then the current password is required and the other sessions end', async () => {
    await createUser(app, 'changer@mapleserve.test', 'editor')
    const laptop = await signIn(app, 'changer@mapleserve.test')
    const phone = await signIn(app, 'changer@mapleserve.test')
    const wrong = await laptop.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'nope', newPassword: 'another long password' },
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors.currentPassword).toBeDefined()
    const short = await laptop.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: PASSWORD, newPassword: 'short' },
    })
    expect(((await short.json()) as { errors: Record<string, string> }).errors.newPassword).toBe(
      'New password must be at least 12 characters',
    )
    const ok = await laptop.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: PASSWORD, newPassword: 'another long password' },
    })
    expect(ok.status).toBe(200)
    expect((await laptop.request('/api/auth/me')).status).toBe(200)
    expect((await phone.request('/api/auth/me')).status).toBe(401)
    expect((await login(app, 'changer@mapleserve.test', 'another long password')).status).toBe(200)
  })
})

describe('when a user signs out', () => {
  it('then the session is gone and sign-out needs the CSRF token', async () => {
    const client = await signIn(app, 'owner@mapleserve.test')
    expect(
      (await client.request('/api/auth/logout', { method: 'POST', headers: { 'x-csrf-token': 'forged' } })).status,
    ).toBe(403)
    expect((await client.request('/api/auth/logout', { method: 'POST' })).status).toBe(204)
    expect((await client.request('/api/auth/me')).status).toBe(401)
  })
})

describe('when a session is idle or old', () => {
  it('then 30 idle minutes or 12 hours end it', async () => {
    const idle = await signIn(app, 'owner@mapleserve.test')
    const realNow = Date.now
    try {
      // express-session's cookie expiry uses the real clock: move it too.
      const start = realNow()
      Date.now = () => start + 31 * 60_000
      expect((await idle.request('/api/auth/me')).status).toBe(401)
    } finally {
      Date.now = realNow
    }
    const old = await signIn(app, 'owner@mapleserve.test')
    for (let i = 0; i < 3; i += 1) expect((await old.request('/api/auth/me')).status).toBe(200)
    clock += 12 * 60 * 60_000 + 1000
    expect((await old.request('/api/auth/me')).status).toBe(401)
  })
})

describe('when the site runs in production on https', () => {
  it('then the cookie is __Host-sid and Secure', async () => {
    const secureApp = await startAdminTestApp({ BASE_URL: 'https://www.mapleserve.test', TRUST_PROXY: 'true' })
    try {
      await createUser(secureApp, 'owner@mapleserve.test', 'admin')
      const res = await fetch(`${secureApp.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://www.mapleserve.test',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ email: 'owner@mapleserve.test', password: PASSWORD }),
      })
      expect(res.status).toBe(200)
      const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))!
      expect(header).toMatch(/; Secure/i)
      expect(header).toMatch(/; Path=\//)
      expect(header).not.toMatch(/Domain=/i)
    } finally {
      await secureApp.close()
    }
  })
})

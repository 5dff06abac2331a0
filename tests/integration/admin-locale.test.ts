import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, login, startAdminTestApp, signIn } from '../helpers/admin'
import { inAdminFrench } from '../helpers/admin-french'

interface MeBody {
  user: { id: number; email: string; locale: string }
  csrfToken: string
}

let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'editor@mapleserve.test', 'editor')
})
afterAll(async () => {
  await app?.close()
})

async function storedLocale(email: string): Promise<string> {
  const row = (await app.db('users').where({ email }).first('locale')) as { locale: string }
  return row.locale
}

describe('when a user has never chosen an admin language', () => {
  it('then the session says English and the account stores en', async () => {
    const owner = await signIn(app, 'owner@mapleserve.test')
    const res = await owner.request('/api/auth/me')
    expect(res.status).toBe(200)
    expect(((await res.json()) as MeBody).user.locale).toBe('en')
    expect(await storedLocale('owner@mapleserve.test')).toBe('en')
  })
})

describe('when a signed-in user picks French', () => {
  it('then it is saved on the account, answered by /me and by the next sign-in, and nobody else changes', async () => {
    const editor = await signIn(app, 'editor@mapleserve.test')
    const res = await editor.request('/api/auth/me', { method: 'PATCH', json: { locale: 'fr' } })
    expect(res.status).toBe(200)
    const body = (await res.json()) as MeBody
    expect(body.user).toMatchObject({ email: 'editor@mapleserve.test', locale: 'fr' })
    expect(body.csrfToken).toBe(editor.csrf)
    expect(await storedLocale('editor@mapleserve.test')).toBe('fr')

    const me = (await (await editor.request('/api/auth/me')).json()) as MeBody
    expect(me.user.locale).toBe('fr')
    // Another browser: signing in again answers the saved language.
    const elsewhere = await login(app, 'editor@mapleserve.test')
    expect(((await elsewhere.json()) as MeBody).user.locale).toBe('fr')

    // The other account keeps its own language.
    expect(await storedLocale('owner@mapleserve.test')).toBe('en')
    const owner = await signIn(app, 'owner@mapleserve.test')
    expect(((await (await owner.request('/api/auth/me')).json()) as MeBody).user.locale).toBe('en')
    // The users list (administrators) shows each account's language.
    const list = (await (await owner.request('/api/admin/users')).json()) as { email: string; locale: string }[]
    expect(Object.fromEntries(list.map((u) => [u.email, u.locale]))).toEqual({
      'editor@mapleserve.test': 'fr',
      'owner@mapleserve.test': 'en',
    })

    // And back to English.
    const back = await editor.request('/api/auth/me', { method: 'PATCH', json: { locale: 'en' } })
    expect(back.status).toBe(200)
    expect(await storedLocale('editor@mapleserve.test')).toBe('en')
  })
})

describe('when the language is not English or French', () => {
  it('then 400 names the field and the stored language stays', async () => {
    const owner = await signIn(app, 'owner@mapleserve.test')
    await owner.request('/api/auth/me', { method: 'PATCH', json: { locale: 'fr' } })
    for (const locale of ['de', 'FR', 'fr-CA', '', null, 3, undefined]) {
      const res = await owner.request('/api/auth/me', { method: 'PATCH', json: { locale } })
      expect(res.status, String(locale)).toBe(400)
      const body = inAdminFrench((await res.json()) as { message: string; errors: Record<string, string> })
      // The owner's admin is in French: it shows the server's codes in French (admin/i18n).
      expect(body.message).toBe('La langue de l’administration doit être l’anglais (en) ou le français (fr).')
      expect(body.errors).toEqual({ locale: 'La langue doit être en ou fr' })
    }
    expect(await storedLocale('owner@mapleserve.test')).toBe('fr')
  })
})

describe('when the change lacks a session or its CSRF token', () => {
  it('then 401 signed out, 403 without the token or from another origin, and nothing changes', async () => {
    const owner = await signIn(app, 'owner@mapleserve.test')
    await owner.request('/api/auth/me', { method: 'PATCH', json: { locale: 'en' } })

    const anonymous = await fetch(`${app.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ locale: 'fr' }),
    })
    expect(anonymous.status).toBe(401)

    const noToken = await fetch(`${app.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: owner.cookie },
      body: JSON.stringify({ locale: 'fr' }),
    })
    expect(noToken.status).toBe(403)
    const wrongToken = await owner.request('/api/auth/me', {
      method: 'PATCH',
      headers: { 'x-csrf-token': 'not-the-token' },
      json: { locale: 'fr' },
    })
    expect(wrongToken.status).toBe(403)
    const crossSite = await owner.request('/api/auth/me', {
      method: 'PATCH',
      headers: { origin: 'https://evil.example' },
      json: { locale: 'fr' },
    })
    expect(crossSite.status).toBe(403)
    expect(await storedLocale('owner@mapleserve.test')).toBe('en')
  })
})

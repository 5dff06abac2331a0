/**
 * Input hardening (issue 29, items 5 to 8): what attacker-written input can make the site do.
 * Mail to an address that has not proven it is the visitor's carries no text the visitor wrote and
 * is rationed per address and day; list queries look up fields among their own properties; cheap
 * requests that would cost a lot of CPU are refused up front; editors do not see sign-in emails;
 * redirect targets that a browser would take off-site are refused; 401s are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, type AdminClient } from '../helpers/admin'
import { startLeadsApp, type LeadsApp } from '../helpers/leads'

let app: LeadsApp
let admin: AdminClient
let editor: AdminClient

beforeAll(async () => {
  app = await startLeadsApp({})
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'writer@mapleserve.test', 'editor')
  admin = await signIn(app, 'owner@mapleserve.test')
  editor = await signIn(app, 'writer@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
})

describe('list queries (item 6)', () => {
  it('when a list is sorted by an inherited property name, then 400 names the sort, never 500', async () => {
    for (const resource of ['posts', 'media']) {
      for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const res = await admin.request(`/api/admin/${resource}?sort=${encodeURIComponent(`["${field}","ASC"]`)}`)
        expect(res.status, `${resource} sorted by ${field}`).toBe(400)
        expect(await res.json()).toMatchObject({ errors: { sort: 'Unsupported field' } })
      }
    }
  })
})

describe('accounts and redirects (item 8)', () => {
  it('when an editor lists the authors, then no sign-in email is in the answer; an admin still sees them', async () => {
    const asEditor = await editor.request('/api/admin/authors?range=[0,24]')
    expect(asEditor.status).toBe(200)
    const editorView = await asEditor.text()
    expect(editorView).not.toContain('@mapleserve.test')
    const one = await app.db('users').where({ email: 'owner@mapleserve.test' }).first()
    expect(await (await editor.request(`/api/admin/authors/${one.id}`)).text()).not.toContain('@mapleserve.test')
    const searched = await editor.request(`/api/admin/authors?filter=${encodeURIComponent('{"q":"owner@"}')}`)
    expect(await searched.json()).toEqual([])
    const asAdmin = await (await admin.request('/api/admin/authors?range=[0,24]')).text()
    expect(asAdmin).toContain('owner@mapleserve.test')
  })

  it('when a redirect points at /\\host, //host, /%5chost or a path with a control character, then 400 and nothing is stored', async () => {
    for (const to of [
      '/\\evil.example',
      '//evil.example',
      '/%5cevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
    ]) {
      const res = await admin.request('/api/admin/redirects', { method: 'POST', json: { from: '/old-offer', to } })
      expect(res.status, JSON.stringify(to)).toBe(400)
      expect(await res.json()).toMatchObject({ errors: { to: expect.any(String) } })
    }
    expect(await app.db('redirects').count({ n: '*' }).first()).toMatchObject({ n: 0 })
  })

  it('when an admin API call is not signed in, then the 401 says Cache-Control: no-store', async () => {
    for (const path of ['/api/admin/posts', '/api/admin/authors', '/api/auth/me']) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
  })
})

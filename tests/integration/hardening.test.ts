/**
 * Input hardening (issue 29, items 5 to 8): what attacker-written input can make the site do.
 * Mail to an address that has not proven it is the visitor's carries no text the visitor wrote and
 * is rationed per address and day; list queries look up fields among their own properties; cheap
 * requests that would cost a lot of CPU are refused up front; editors do not see sign-in emails;
 * redirect targets that a browser would take off-site are refused; 401s are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { forms } from '../../content/en/forms'
import sharp from 'sharp'
import { bombPng } from '../helpers/images'
import { postJson, startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'

let app: LeadsApp
let admin: AdminClient
let editor: AdminClient

beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin({ start: () => startLeadsApp({}) }))
  await createUser(app, 'writer@mapleserve.test', 'editor')
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

  it('when the thank-you page is asked for an inherited property name, then it shows the contact thank-you, not a broken page', async () => {
    const res = await fetch(`${app.url}/forms/sent?form=constructor`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(forms.contact.successText)
  })
})

describe('cheap requests that would cost a lot of CPU (item 7)', () => {
  const upload = (file: Buffer, name: string) => {
    const form = new FormData()
    form.append('alt', 'A photo')
    form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
    return admin.request('/api/admin/images', { method: 'POST', body: form })
  }

  it('when the live check, an autosave or a post is sent more than 100,000 characters of content, then 400 names the limit', async () => {
    const brackets = '['.repeat(490_000)
    const check = await admin.request('/api/admin/posts/check', { method: 'POST', json: { content: brackets } })
    expect(check.status).toBe(400)
    expect(await check.json()).toMatchObject({ errors: { content: 'At most 100,000 characters' } })
    const post = await admin.request('/api/admin/posts', {
      method: 'POST',
      json: { title: 'Long', content: 'a '.repeat(50_001) },
    })
    expect(post.status).toBe(400)
    expect(await post.json()).toMatchObject({ errors: { content: 'At most 100,000 characters' } })
    const fits = await admin.request('/api/admin/posts/check', {
      method: 'POST',
      json: { content: 'a'.repeat(100_000) },
    })
    expect(fits.status).toBe(200)
  })

  it('when an image has more than 25 megapixels or a side over 10,000 pixels, then 400 says so before decoding', async () => {
    for (const [width, height] of [
      [6300, 6300],
      [600, 30_000],
    ] as const) {
      const res = await upload(bombPng(width, height), 'huge.png')
      expect(res.status, `${width}x${height}`).toBe(400)
      expect(await res.json()).toMatchObject({
        message: 'Image dimensions are too large (at most 25 megapixels, 10,000 pixels a side)',
      })
    }
    const flat = { width: 6000, height: 4000, channels: 3 as const, background: '#c2391d' }
    const camera = await upload(await sharp({ create: flat }).jpeg().toBuffer(), 'camera.jpg')
    expect(camera.status).toBe(201)
  })

  it('when a page is asked with a parameter repeated 2,000 times, then 400 in plain words; the usual query still works', async () => {
    const res = await fetch(`${app.url}/blog?${'q=pos&'.repeat(2000)}`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('This address has too many parameters.')
    const api = await admin.request(`/api/admin/posts?${'sort=x&'.repeat(40)}`)
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ message: 'This address has too many parameters.' })
    expect((await fetch(`${app.url}/blog?q=pos&sort=newest&utm_source=a&utm_medium=b`)).status).toBe(200)
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
    expect(await app.db('redirects').select('id')).toEqual([])
  })

  it('when an admin API call is not signed in, then the 401 says Cache-Control: no-store', async () => {
    for (const path of ['/api/admin/posts', '/api/admin/authors', '/api/auth/me']) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
  })
})

describe('mail to addresses that have not proven they are the visitor’s (item 5)', () => {
  let mailApp: LeadsApp
  let smtp: TestSmtp
  let now = new Date('2026-11-26T15:00:00Z')
  const quote = 'plan=plus&province=QC&qty_station=1&volume=0'
  const sentTo = (address: string) =>
    smtp.messages.filter((m) => JSON.stringify(m.to).includes(address)).map((m) => m.text ?? '')
  const queuedTo = async (address: string) =>
    (await mailApp.db('outbox').where({ kind: 'mail' }).select('payload')).filter((r: { payload: string }) =>
      (JSON.parse(r.payload) as { to: string }).to.includes(address),
    ).length

  beforeAll(async () => {
    smtp = await startSmtp()
    mailApp = await startLeadsApp(
      { SMTP_URL: smtp.url, SALES_INBOX: 'sales@mapleserve.test', TRUST_PROXY: '1' },
      { clock: () => now },
    )
  })
  afterAll(async () => {
    await mailApp?.close()
    await smtp?.close()
  })

  it('when a quote is requested with markup in the name, then the copy mailed to the address has no text the requester typed', async () => {
    const name = 'Hello "><img src=x onerror=alert(1)> visit evil.example'
    const res = await postJson(`${mailApp.url}/api/quote-leads`, { email: 'copy@victim.test', name, quote })
    expect(res.status).toBe(201)
    const [copy] = await waitFor(() => (sentTo('copy@victim.test').length ? sentTo('copy@victim.test') : null))
    expect(copy).toContain('Hello,')
    expect(copy).toContain('/pricing/quote?')
    for (const typed of ['<img', 'evil.example', 'Hello "']) expect(copy).not.toContain(typed)
    // Staff still read what the visitor wrote, in the sales inbox.
    const sales = await waitFor(() => smtp.messages.find((m) => JSON.stringify(m.to).includes('sales@mapleserve.test')))
    expect(sales.text).toContain(name)
  })

  it('when one address is sent quotes and sign-ups from many IPs, then it gets 3 mails a day; the leads are stored and the answer says no copy was sent', async () => {
    const victim = 'target@victim.test'
    const answers: { status: number; body: { id: number; message?: string } }[] = []
    for (let i = 1; i <= 4; i++) {
      const res = await postJson(
        `${mailApp.url}/api/quote-leads`,
        // The fourth uses a +tag: the same mailbox, so the same count.
        { email: i === 4 ? 'target+promo@victim.test' : victim, quote },
        { 'x-forwarded-for': `203.0.113.${i}` },
      )
      answers.push({ status: res.status, body: (await res.json()) as { id: number; message?: string } })
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201])
    expect(answers.slice(0, 3).map((a) => a.body.message)).toEqual([undefined, undefined, undefined])
    expect(answers[3]!.body.message).toMatch(/no copy|already/i)
    const stored = await mailApp.db('leads').whereIn('email', [victim, 'target+promo@victim.test']).select('id')
    expect(stored).toHaveLength(4)
    expect(await queuedTo(victim)).toBe(3)
    expect(await queuedTo('target+promo@victim.test')).toBe(0)

    const signup = { email: 'TARGET@victim.test', consent: true, consent_version: forms.newsletter.consentVersion }
    const held = await postJson(`${mailApp.url}/api/newsletter`, signup, { 'x-forwarded-for': '198.51.100.7' })
    expect(held.status).toBe(201)
    expect(((await held.json()) as { message: string }).message).not.toBe(forms.newsletter.success)
    expect(await queuedTo('target@victim.test')).toBe(3)
    await waitFor(() => sentTo(victim).length === 3)

    now = new Date('2026-11-27T15:00:00Z')
    const nextDay = await postJson(`${mailApp.url}/api/newsletter`, signup)
    expect(((await nextDay.json()) as { message: string }).message).toBe(forms.newsletter.success)
    expect(await queuedTo('target@victim.test')).toBe(4)
  })
})

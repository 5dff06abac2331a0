import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from '../helpers/admin'
import { smallPng } from '../helpers/images'
import { postJson, startLeadsApp, validInquiry, type LeadsApp } from '../helpers/leads'

type Json = Record<string, unknown>

let app: LeadsApp
let admin: AdminClient
let editor: AdminClient
let ownerId: number
let writerId: number

beforeAll(async () => {
  const started = await startSignedInAdmin({
    email: 'lists-owner@mapleserve.test',
    start: () => startLeadsApp({}, { worker: false }),
  })
  ;({ app, admin } = started)
  ownerId = started.user.id
  writerId = (await createUser(app, 'lists-writer@mapleserve.test', 'editor')).id
  editor = await signIn(app, 'lists-writer@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
})

const query = (filter: Json, extra: Record<string, string> = {}) =>
  new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]', ...extra }).toString()

let image: Json | undefined
async function newPost(fields: Json): Promise<Json> {
  if (!image) {
    const form = new FormData()
    form.append('alt', 'Cover')
    form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
    image = (await (await admin.request('/api/admin/images', { method: 'POST', body: form })).json()) as Json
  }
  const res = await admin.request('/api/admin/posts', {
    method: 'POST',
    json: { excerpt: 'An excerpt', content: 'Some text.', image, ...fields },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as Json
}

describe('the posts list filters and export (admin/posts/PostList.tsx)', () => {
  it('when filtered by author account, status Scheduled or category, then only those posts come back', async () => {
    const mine = await newPost({ title: 'Zebra menus by the writer', author_id: writerId, published: true })
    const scheduled = await newPost({
      title: 'Zebra menus next month',
      published: true,
      publish_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      category: 'Pizzeria',
    })
    const ids = async (filter: Json) =>
      (
        (await (await admin.request(`/api/admin/posts?${query({ q: 'zebra menus', ...filter })}`)).json()) as Json[]
      ).map((p) => p.id)
    expect(await ids({ author_id: writerId })).toEqual([mine.id])
    expect(await ids({ author_id: ownerId })).toEqual([])
    expect(await ids({ status: 'scheduled' })).toEqual([scheduled.id])
    expect(await ids({ category: 'Pizzeria' })).toEqual([scheduled.id])
    const bad = await admin.request(`/api/admin/posts?${query({ author_id: 'someone' })}`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as Json).errors).toEqual({ author_id: 'Unsupported value' })
  })

  it('when the list is exported, then the CSV has the documented columns for the filters on screen, cells safe for spreadsheets', async () => {
    await newPost({ title: '=Quokka HYPERLINK("x")', category: 'Technology', author: 'Ann', tags: ['pos', 'kds'] })
    await newPost({ title: 'Quokka in French', language: 'fr' })
    const res = await editor.request(`/api/admin/posts.csv?${query({ q: 'quokka', language: 'en' })}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="posts-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await res.text()).trim().split('\n')
    expect(lines[0]).toBe(
      'id,title,slug,status,language,category,author,featured,tags,created_at,updated_at,publish_at',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      /^\d+,"'=Quokka HYPERLINK\(""x""\)",quokka-hyperlinkx,draft,en,Technology,Ann,no,pos; kds,/,
    )
    const all = await admin.request(`/api/admin/posts.csv?${query({ q: 'quokka' })}`)
    expect((await all.text()).trim().split('\n')).toHaveLength(3)
    expect((await admin.request(`/api/admin/posts.csv?${query({ status: 'gone' })}`)).status).toBe(400)
    expect((await fetch(`${app.url}/api/admin/posts.csv`)).status).toBe(401)
  })
})

describe('the leads owner filter (admin/leads/LeadList.tsx)', () => {
  it('when filtered on Unassigned, then only leads without an owner come back', async () => {
    for (const email of ['free@owner.test', 'taken@owner.test']) {
      expect((await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email })).status).toBe(201)
    }
    const leads = (await (await admin.request(`/api/admin/leads?${query({ q: 'owner.test' })}`)).json()) as Json[]
    const taken = leads.find((l) => l.email === 'taken@owner.test')!
    const put = await admin.request(`/api/admin/leads/${String(taken.id)}`, { method: 'PUT', json: { ownerId } })
    expect(put.status).toBe(200)
    const emails = async (owner: unknown) =>
      ((await (await admin.request(`/api/admin/leads?${query({ q: 'owner.test', owner })}`)).json()) as Json[]).map(
        (l) => l.email,
      )
    expect(await emails('none')).toEqual(['free@owner.test'])
    expect(await emails(ownerId)).toEqual(['taken@owner.test'])
    expect((await admin.request(`/api/admin/leads?${query({ owner: 'nobody' })}`)).status).toBe(400)
  })

  it('when several leads are marked Lost with one reason (the bulk action: one PUT each), then each keeps the reason', async () => {
    for (const email of ['lost-a@bulk.test', 'lost-b@bulk.test']) {
      expect((await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email })).status).toBe(201)
    }
    const leads = (await (await admin.request(`/api/admin/leads?${query({ q: 'bulk.test' })}`)).json()) as Json[]
    expect(leads).toHaveLength(2)
    for (const lead of leads) {
      const refused = await admin.request(`/api/admin/leads/${String(lead.id)}`, {
        method: 'PUT',
        json: { status: 'lost' },
      })
      expect(refused.status).toBe(400)
      const ok = await admin.request(`/api/admin/leads/${String(lead.id)}`, {
        method: 'PUT',
        json: { status: 'lost', lostReason: 'Went with a competitor' },
      })
      expect(ok.status).toBe(200)
    }
    const after = (await (
      await admin.request(`/api/admin/leads?${query({ q: 'bulk.test', status: 'lost' })}`)
    ).json()) as Json[]
    expect(after.map((l) => l.lostReason)).toEqual(['Went with a competitor', 'Went with a competitor'])
  })
})

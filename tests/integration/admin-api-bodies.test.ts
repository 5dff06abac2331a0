import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'

let app: TestApp
let admin: AdminClient
beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin())
})
afterAll(async () => {
  await app?.close()
})

const goodImage = {
  alt: 'A kitchen screen',
  width: 1600,
  height: 900,
  sources: [{ width: 800, url: '/uploads/abc-800.webp' }],
  fallback: '/uploads/abc-800.jpg',
}

function post(image: unknown, extra: Record<string, unknown> = {}) {
  return admin.request('/api/admin/posts', {
    method: 'POST',
    json: { title: 'Probe', excerpt: 'Probe', content: 'Probe', published: true, image, ...extra },
  })
}

describe('when an editor posts image JSON the site did not make', () => {
  it.each([
    ['a null source', { sources: [null], fallback: '/uploads/a.jpg' }],
    ['a broken URL', { ...goodImage, fallback: 'http://[::1' }],
    ['another host', { ...goodImage, fallback: '//evil.example/x.jpg' }],
    ['a path out of uploads', { ...goodImage, fallback: '/uploads/../package.json' }],
    ['a size in text', { ...goodImage, width: '1600' }],
    ['an extra field', { ...goodImage, onerror: 'alert(1)' }],
  ])('then %s answers 400 naming the image and /blog stays up', async (_, image) => {
    const res = await post(image)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Record<string, string> }
    expect(body.message).toBeTruthy()
    expect(Object.keys(body.errors)).toEqual(['image'])
    expect((await fetch(`${app.url}/blog`)).status).toBe(200)
  })

  it('then an unknown field answers 400 naming it, while a whole record sent back is accepted', async () => {
    const unknown = await post(goodImage, { views: 3 })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toEqual({ views: 'Unknown field' })
    const created = await post(goodImage)
    expect(created.status).toBe(201)
    const record = (await created.json()) as Record<string, unknown>
    const put = await admin.request(`/api/admin/posts/${String(record.id)}`, {
      method: 'PUT',
      json: { ...record, title: 'Probe, revised' },
    })
    expect(put.status).toBe(200)
  })

  it('then a user body with an unknown field answers 400', async () => {
    const res = await admin.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'x@mapleserve.test', password: 'plum kettle orbit seventeen', role: 'editor', isAdmin: true },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ isAdmin: 'Unknown field' })
  })
})

describe('when a bad image is already stored', () => {
  it('then /blog still answers 200 and no page points at another host', async () => {
    const created = await post(goodImage)
    const { id } = (await created.json()) as { id: number }
    await app
      .db('posts')
      .where({ id })
      .update({ image: JSON.stringify({ sources: [null], fallback: '//evil.example/x.jpg' }) })
    const blog = await fetch(`${app.url}/blog`)
    expect(blog.status).toBe(200)
    expect(await blog.text()).not.toContain('evil.example')
  })
})

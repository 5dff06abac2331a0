/**
 * The post editor's server side of issue 32 items 1 and 4: a signed preview link a colleague opens
 * without an account for 24 h (private, noindex), and the autosave offered on reopening.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { coverImage } from '../helpers/images'

let offset = 0
const clock = () => new Date(Date.now() + offset)
let app: TestApp
let admin: AdminClient

beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin({ deps: { clock } }))
})

afterAll(async () => {
  await app?.close()
})

async function draft(title: string): Promise<{ id: number; slug: string; version: number }> {
  const res = await admin.request('/api/admin/posts', {
    method: 'POST',
    json: { title, excerpt: 'Excerpt', content: '## Intro\n\nA draft body.', image: coverImage },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; slug: string; version: number }
}

describe('when an editor makes a preview link of a draft', () => {
  it('then anyone opens it for 24 hours, privately and unindexed; a changed or expired link is 404', async () => {
    const post = await draft('Preview of a patio draft')
    const made = await admin.request(`/api/admin/posts/${post.id}/preview-link`, { method: 'POST' })
    expect(made.status).toBe(200)
    const link = (await made.json()) as { path: string; expiresAt: string }
    expect(Date.parse(link.expiresAt) - clock().getTime()).toBeGreaterThan(23.9 * 3600_000)

    const page = await fetch(`${app.url}${link.path}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Preview of a patio draft')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    expect(page.headers.get('set-cookie')).toBeNull()
    expect((await fetch(`${app.url}/blog/${post.slug}`)).status).toBe(404)

    const tampered = link.path.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`)
    expect((await fetch(`${app.url}${tampered}`)).status).toBe(404)
    const other = await draft('Another draft')
    expect((await fetch(`${app.url}${link.path.replace(`/${post.id}?`, `/${other.id}?`)}`)).status).toBe(404)

    offset += 24 * 3600_000 + 60_000
    try {
      expect((await fetch(`${app.url}${link.path}`)).status).toBe(404)
    } finally {
      offset = 0
    }
  })
})

describe('when text was autosaved after the last save', () => {
  it('then reopening offers it until it is saved or discarded', async () => {
    const post = await draft('Autosave offered')
    const text = {
      title: 'Autosave offered',
      excerpt: 'Excerpt',
      content: '## Intro\n\nTyped before the crash.',
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      noindex: false,
    }
    expect((await admin.request(`/api/admin/posts/${post.id}/autosave`, { method: 'POST', json: text })).status).toBe(
      201,
    )
    const pending = async () =>
      (
        (await (await admin.request(`/api/admin/posts/${post.id}/autosave`)).json()) as {
          autosave: { id: number; user: string; createdAt: string; data: typeof text } | null
        }
      ).autosave
    const offered = await pending()
    expect(offered).toMatchObject({ user: 'owner@mapleserve.test', data: { content: text.content } })

    const discard = await admin.request(`/api/admin/posts/${post.id}/autosave/${offered!.id}`, { method: 'DELETE' })
    expect(discard.status).toBe(204)
    expect(await pending()).toBeNull()

    await admin.request(`/api/admin/posts/${post.id}/autosave`, { method: 'POST', json: text })
    expect(await pending()).not.toBeNull()
    const saved = await admin.request(`/api/admin/posts/${post.id}`, {
      method: 'PUT',
      json: { content: text.content, version: post.version },
    })
    expect(saved.status).toBe(200)
    expect(await pending()).toBeNull()
  })
})

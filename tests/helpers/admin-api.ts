/**
 * The admin API integration tests' app, its two signed-in users and their upload and post helpers (admin-api, admin-
 * api-resources tests).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import type { TestApp } from './app'
import { createUser, signIn, startSignedInAdmin, type AdminClient } from './admin'
import { smallPng } from './images'

export let app: TestApp
export let admin: AdminClient
export let editor: AdminClient

export type Json = Record<string, unknown>

export async function upload(client: AdminClient, file: Buffer, name: string, type = 'image/png'): Promise<Response> {
  const form = new FormData()
  form.append('alt', 'Test image')
  form.append('image', new Blob([new Uint8Array(file)], { type }), name)
  return client.request('/api/admin/images', { method: 'POST', body: form })
}

let imageSet: Json
async function anImage(): Promise<Json> {
  if (!imageSet) {
    const res = await upload(admin, await smallPng(), 'cover.png')
    expect(res.status).toBe(201)
    imageSet = (await res.json()) as Json
  }
  return imageSet
}

export async function newPost(client: AdminClient, fields: Json = {}): Promise<Json> {
  const res = await client.request('/api/admin/posts', {
    method: 'POST',
    json: {
      title: 'Kitchen display basics',
      excerpt: 'Why screens beat paper tickets',
      content: 'First.\n\nSecond.',
      image: await anImage(),
      ...fields,
    },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as Json
}

export const routes: [string, string][] = [
  ['GET', '/api/admin/posts'],
  ['GET', '/api/admin/posts/1'],
  ['POST', '/api/admin/posts'],
  ['PUT', '/api/admin/posts/1'],
  ['DELETE', '/api/admin/posts/1'],
  ['POST', '/api/admin/images'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads/demo-1'],
  ['GET', '/api/admin/leads.csv'],
  ['POST', '/api/admin/leads/demo-1/retry'],
  ['GET', '/api/admin/subscribers'],
  ['GET', '/api/admin/subscribers/1'],
  ['GET', '/api/admin/subscribers.csv'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/1'],
  ['POST', '/api/admin/users'],
  ['PUT', '/api/admin/users/1'],
  ['DELETE', '/api/admin/users/1'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/password'],
]

/**
 * Starts `app` before the file with an admin (owner@, `admin`) and an editor (writer@, `editor`) signed in; closes it
 * after.
 */
export function withAdminApiApp(): void {
  beforeAll(async () => {
    ;({ app, admin } = await startSignedInAdmin())
    await createUser(app, 'writer@mapleserve.test', 'editor')
    editor = await signIn(app, 'writer@mapleserve.test')
  })
  afterAll(async () => {
    await app?.close()
  })
}

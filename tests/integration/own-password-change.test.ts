import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, PASSWORD, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'

let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp()
})
afterAll(async () => {
  await app?.close()
})

const PASSWORDS = [PASSWORD, 'first replacement horse 1', 'second replacement horse 2']

/** The admin screen keeps asking while the change is in flight: /me polls until `done` resolves. */
async function pollUntil(client: AdminClient, done: Promise<unknown>): Promise<number[]> {
  let finished = false
  void done.finally(() => (finished = true))
  const statuses: number[] = []
  while (!finished) statuses.push((await client.request('/api/auth/me')).status)
  return statuses
}

describe('when a user changes their own password', () => {
  it('then the session that changed it stays signed in on the very next request, 20 times in a row', async () => {
    await createUser(app, 'self@mapleserve.test', 'editor')
    const client = await signIn(app, 'self@mapleserve.test')
    const other = await signIn(app, 'self@mapleserve.test')
    const outcomes: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const changed = await client.request('/api/auth/password', {
        method: 'POST',
        json: { currentPassword: PASSWORDS[i % 3], newPassword: PASSWORDS[(i + 1) % 3] },
      })
      const me = await client.request('/api/auth/me')
      outcomes.push(`${changed.status} ${me.status}`)
    }
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => '200 200'))
    expect((await other.request('/api/auth/me')).status).toBe(401)
  })

  it('then requests of that session made while the change runs neither fail nor sign it out, 20 times in a row', async () => {
    await createUser(app, 'busy@mapleserve.test', 'editor')
    const client = await signIn(app, 'busy@mapleserve.test')
    const outcomes: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const change = client.request('/api/auth/password', {
        method: 'POST',
        json: { currentPassword: PASSWORDS[i % 3], newPassword: PASSWORDS[(i + 1) % 3] },
      })
      const polls = await Promise.all([pollUntil(client, change), pollUntil(client, change)])
      const changed = await change
      const me = await client.request('/api/auth/me')
      const during = polls.flat().filter((status) => status !== 200)
      outcomes.push(`${changed.status} ${me.status} during:[${during.join(',')}]`)
    }
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => '200 200 during:[]'))
  })
})

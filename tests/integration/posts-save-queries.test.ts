/**
 * Saving only a post's excerpt (issue 31 item 3): the post row is read once and the save runs at
 * most 6 SQL statements besides the session lookup every signed-in request makes. Counted through
 * knex's 'query' events on the app's own database during one PUT /api/admin/posts/:id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { coverImage } from '../helpers/images'

let app: TestApp
let admin: AdminClient

beforeAll(async () => {
  ;({ app, admin } = await startSignedInAdmin())
})

afterAll(async () => {
  await app?.close()
})

/** The SQL each statement ran during `act`. */
async function statementsDuring(act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const listener = (query: { sql: string }) => seen.push(query.sql)
  app.db.on('query', listener)
  try {
    await act()
  } finally {
    app.db.off('query', listener)
  }
  return seen
}

/** `statements` without those of `baseline` (each removed once). */
function without(statements: string[], baseline: string[]): string[] {
  const left = [...statements]
  for (const sql of baseline) {
    const at = left.indexOf(sql)
    if (at >= 0) left.splice(at, 1)
  }
  return left
}

describe('when only the excerpt of a post is saved', () => {
  it('then the post row is read once and the save runs at most 6 statements beyond the session lookup', async () => {
    const created = await admin.request('/api/admin/posts', {
      method: 'POST',
      json: { title: 'Counting statements', excerpt: 'Before', content: '## Intro\n\nBody.', image: coverImage },
    })
    expect(created.status).toBe(201)
    const post = (await created.json()) as { id: number; version: number }

    let status = 0
    let body: { excerpt?: string } = {}
    const statements = await statementsDuring(async () => {
      const res = await admin.request(`/api/admin/posts/${post.id}`, {
        method: 'PUT',
        json: { excerpt: 'After', version: post.version },
      })
      status = res.status
      body = (await res.json()) as { excerpt?: string }
    })
    expect(status).toBe(200)
    expect(body.excerpt).toBe('After')

    // The session lookup every signed-in request makes: a signed-in request no route answers.
    const session = await statementsDuring(async () => {
      const res = await admin.request('/api/admin/no-such-resource')
      expect(res.status).toBe(404)
    })
    expect(session.length).toBeGreaterThan(0)
    const save = without(statements, session)
    const postReads = save.filter((sql) => /^select\b/i.test(sql) && /from [`"]posts[`"]/i.test(sql))
    expect({ postReads: postReads.length, statements: save.length, sql: save }).toMatchObject({
      postReads: 1,
    })
    expect(save.length, save.join('\n')).toBeLessThanOrEqual(6)
    expect((await app.db('posts').where({ id: post.id }).first('excerpt')) as { excerpt: string }).toEqual({
      excerpt: 'After',
    })
  })
})

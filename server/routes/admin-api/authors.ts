import { Router } from 'express'
import type { UsersService } from '../../services/users.js'
import { optionalString, parseId, parseListQuery, sendList } from './query.js'

/** What the post editor's author select shows of an account (no role, no sign-in state). */
function toAuthorChoice(row: { id: number; email: string; public_name: string | null; author_slug: string | null }) {
  return {
    id: row.id,
    name: row.public_name ?? row.email,
    publicName: row.public_name,
    authorSlug: row.author_slug,
  }
}

/**
 * /api/admin/authors (admins and editors, read-only): the accounts a post can be assigned to, for
 * the post editor's author select (admin/users/AuthorInput.tsx). Ids are user ids (posts.author_id).
 */
export function authorsResource(users: UsersService): Router {
  const router = Router()
  router.get('/authors', async (req, res) => {
    const q = parseListQuery(req, {
      sortFields: { email: 'email', id: 'id' },
      defaultSort: { field: 'email', order: 'asc' },
      filters: ['q'],
    })
    const { rows, total } = await users.list({
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
      filter: { q: optionalString(q.filter.q), ids: q.ids },
    })
    sendList(res, 'authors', rows.map(toAuthorChoice), q.offset, total)
  })
  router.get('/authors/:id', async (req, res) => {
    res.json(toAuthorChoice(await users.get(parseId(req.params.id))))
  })
  return router
}

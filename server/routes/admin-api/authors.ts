import { Router, type Response } from 'express'
import { currentUser } from '../../middleware/auth.js'
import type { UsersService } from '../../services/users/users.js'
import { optionalString, parseId, parseListQuery, sendList } from './query.js'

type AccountRow = { id: number; email: string; public_name: string | null; author_slug: string | null }

/**
 * What the post editor's author select shows of an account (no role, no sign-in state). Sign-in
 * emails are for admins: an editor sees the public name, else the account's number.
 */
function toAuthorChoice(row: AccountRow, seesEmails: boolean) {
  return {
    id: row.id,
    name: row.public_name ?? (seesEmails ? row.email : `Account ${row.id}`),
    publicName: row.public_name,
    authorSlug: row.author_slug,
  }
}

const seesEmails = (res: Response) => currentUser(res)?.role === 'admin'

/**
 * /api/admin/authors (admins and editors, read-only): the accounts a post can be assigned to, for
 * the post editor's author select (admin/users/AuthorInput.tsx). Ids are user ids (posts.author_id).
 * Editors search public names only and get the list in account order, so no answer reveals emails.
 */
export function authorsResource(users: UsersService): Router {
  const router = Router()
  router.get('/authors', async (req, res) => {
    const q = parseListQuery(req, {
      sortFields: { email: 'email', id: 'id' },
      defaultSort: { field: 'email', order: 'asc' },
      filters: ['q'],
    })
    const admin = seesEmails(res)
    const { rows, total } = await users.list({
      sort: admin ? q.sort : { field: 'id', order: q.sort.order },
      offset: q.offset,
      limit: q.limit,
      filter: { q: optionalString(q.filter.q), ids: q.ids, namesOnly: !admin },
    })
    sendList(
      res,
      'authors',
      rows.map((row) => toAuthorChoice(row, admin)),
      q.offset,
      total,
    )
  })
  router.get('/authors/:id', async (req, res) => {
    res.json(toAuthorChoice(await users.get(parseId(req.params.id)), seesEmails(res)))
  })
  return router
}

import { Router, type Response } from 'express'
import { z } from 'zod'
import { ConflictError } from '../../lib/errors.js'
import { currentUser, requireRole } from '../../middleware/auth.js'
import { toPublicUser, type UserRow, type UsersService } from '../../services/users/users.js'
import { hasProfileInput } from '../../services/authors/profile.js'
import { audit } from '../audit-context.js'
import { parseBody, readOnly } from './body.js'
import { listRoute, optionalBoolean, optionalString, parseId } from './query.js'

const sortFields = { id: 'id', email: 'email', role: 'role', disabled: 'disabled', createdAt: 'created_at' } as const

// Types and rules of the values themselves stay in the users service (same messages everywhere).
const newUserBody = z.strictObject({
  email: z.unknown().optional(),
  password: z.unknown().optional(),
  role: z.unknown().optional(),
})
const userPatchBody = z.strictObject({
  role: z.unknown().optional(),
  disabled: z.unknown().optional(),
  password: z.unknown().optional(),
  publicName: z.unknown().optional(),
  bio: z.unknown().optional(),
  avatar: z.unknown().optional(),
  authorSlug: z.unknown().optional(),
  id: readOnly,
  email: readOnly,
  locale: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
})

/** /api/admin/users (administrators only): list, get, create, set role, disable, delete. */
export function usersResource(users: UsersService, onProfileChange?: (userId: number) => Promise<unknown>): Router {
  const router = Router()
  router.use('/users', requireRole('admin'))

  router.get(
    '/users',
    listRoute(
      'users',
      { sortFields, defaultSort: { field: 'email', order: 'asc' }, filters: ['q', 'role', 'disabled'] },
      async (q) => {
        const role = q.filter.role === 'admin' || q.filter.role === 'editor' ? q.filter.role : undefined
        const { rows, total } = await users.list({
          sort: q.sort,
          offset: q.offset,
          limit: q.limit,
          filter: { q: optionalString(q.filter.q), role, disabled: optionalBoolean(q.filter.disabled), ids: q.ids },
        })
        return { items: rows.map(toPublicUser), total }
      },
    ),
  )

  router.get('/users/:id', async (req, res) => {
    res.json(toPublicUser(await users.get(parseId(req.params.id))))
  })

  router.post('/users', async (req, res) => {
    const body = parseBody(newUserBody, req.body)
    const user = await users.create({ email: body.email, password: body.password, role: body.role })
    await audit(res, { action: 'user.created', target: user.email, details: { userId: user.id, role: user.role } })
    res.status(201).json(toPublicUser(user))
  })

  router.put('/users/:id', async (req, res) => {
    const id = parseId(req.params.id)
    const body = parseBody(userPatchBody, req.body)
    const before = await users.get(id)
    const user = await users.update(id, {
      role: body.role,
      disabled: body.disabled,
      password: body.password,
      publicName: body.publicName,
      bio: body.bio,
      avatar: body.avatar,
      authorSlug: body.authorSlug,
    })
    await auditUserChanges(res, before, user)
    if (hasProfileInput(body)) await onProfileChange?.(id)
    res.json(toPublicUser(user))
  })

  router.delete('/users/:id', async (req, res) => {
    const id = parseId(req.params.id)
    if (currentUser(res)?.id === id) throw new ConflictError('user.delete_self')
    const removed = await users.remove(id)
    await audit(res, { action: 'user.deleted', target: removed.email, details: { userId: id } })
    res.json(toPublicUser(removed))
  })
  return router
}

/** Role, disabled flag and an administrator's password reset, each its own audit entry. */
async function auditUserChanges(res: Response, before: UserRow, after: UserRow): Promise<void> {
  const target = after.email
  const userId = after.id
  if (before.role !== after.role)
    await audit(res, { action: 'user.role_changed', target, details: { userId, from: before.role, to: after.role } })
  if (before.disabled !== after.disabled)
    await audit(res, { action: after.disabled ? 'user.disabled' : 'user.enabled', target, details: { userId } })
  if (before.password_changed_at !== after.password_changed_at)
    await audit(res, { action: 'password.changed', target, details: { userId, by: 'administrator' } })
}

import { Router } from 'express'
import { requireRole } from '../../middleware/auth.js'
import type { AccountsKit } from '../../services/users/accounts.js'
import type { UsersService } from '../../services/users/users.js'
import { audit } from '../audit-context.js'
import { parseId } from './query.js'

/**
 * Administrators only: GET/PUT /api/admin/security-settings (require two-factor sign-in, audit
 * retention), POST /api/admin/users/:id/reset-2fa and /api/admin/users/:id/end-sessions. The
 * router's non-strict routing also answers /security-settings/, where admin bundles before
 * 2026-11 asked (a getOne with no id): a browser may still hold one.
 */
export function securityResource(kit: AccountsKit, users: UsersService): Router {
  const router = Router()
  router.use(['/security-settings', '/users/:id/reset-2fa', '/users/:id/end-sessions'], requireRole('admin'))

  router.get('/security-settings', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: 'security', ...(await kit.settings.security()) })
  })

  router.put('/security-settings', async (req, res) => {
    const { settings, changed } = await kit.settings.updateSecurity((req.body ?? {}) as Record<string, unknown>)
    if (changed.length)
      await audit(res, { action: 'settings.changed', target: 'security', details: { ...pick(settings, changed) } })
    res.json({ id: 'security', ...settings })
  })

  router.post('/users/:id/reset-2fa', async (req, res) => {
    const user = await users.get(parseId(req.params.id))
    await kit.twoFactor.disable(user.id)
    await kit.throttle.clear(user.id)
    await audit(res, { action: '2fa.reset', target: user.email, details: { userId: user.id } })
    res.json({ id: user.id, twoFactorEnabled: false })
  })

  router.post('/users/:id/end-sessions', async (req, res) => {
    const user = await users.get(parseId(req.params.id))
    const ended = await kit.sessions.endAll(user.id)
    await audit(res, { action: 'sessions.ended', target: user.email, details: { userId: user.id, count: ended } })
    res.json({ id: user.id, ended })
  })
  return router
}

function pick<T extends object>(values: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k))) as Partial<T>
}

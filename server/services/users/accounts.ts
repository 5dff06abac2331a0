import type { RequestHandler } from 'express'
import type { Store } from 'express-session'
import { ForbiddenError } from '../../lib/errors.js'
import { currentUser } from '../../middleware/auth.js'
import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import type { UserRow } from '../../db/repositories/users.js'
import { accountSessionsService } from './sessions.js'
import type { AuditService } from '../audit/audit.js'
import { deviceCookieName, deviceCookies } from './device-cookie.js'
import { passwordCheckThrottle } from './password-check-throttle.js'
import { secondFactorThrottle } from './second-factor-throttle.js'
import type { SettingsService } from '../settings/settings.js'
import { queueAccountNotice, type AccountNotice } from './mail.js'
import { twoFactorService } from './two-factor.js'

/** The back-office account services of issue 20, built once per app (server/compose.ts). */
export function accountsKit({
  db,
  env,
  store,
  now,
  cookies,
  audit,
  settings,
}: {
  db: Db
  env: Pick<Env, 'MAIL_FROM' | 'SESSION_SECRET'>
  store: Store
  now: () => number
  cookies: { secure: boolean }
  audit: AuditService
  settings: SettingsService
}) {
  return {
    env,
    now,
    audit,
    settings,
    /** Queues an account notice email to the user (delivered by the outbox worker). */
    notify: (user: UserRow, kind: AccountNotice, facts: Parameters<typeof queueAccountNotice>[4]) =>
      queueAccountNotice(db, env, user, kind, facts, new Date(now())),
    twoFactor: twoFactorService(db, now),
    throttle: secondFactorThrottle(db, now),
    passwordChecks: passwordCheckThrottle(db, now),
    sessions: accountSessionsService(db, store, now),
    devices: { ...deviceCookies(env.SESSION_SECRET), name: deviceCookieName(cookies.secure), secure: cookies.secure },
  }
}

export type AccountsKit = ReturnType<typeof accountsKit>

/** Is this user held to setting up two-factor sign-in before using the back office? */
export async function mustEnrollTwoFactor(kit: AccountsKit, userId: number): Promise<boolean> {
  const { require2fa } = await kit.settings.security()
  return require2fa && !(await kit.twoFactor.isEnabled(userId))
}

/** When the setting requires it, the back-office API waits until the user has set up two-factor sign-in. */
export function requireTwoFactorEnrolled(kit: AccountsKit): RequestHandler {
  return (_req, res, next) => {
    const user = currentUser(res)
    if (!user) return next()
    mustEnrollTwoFactor(kit, user.id)
      .then((must) => next(must ? new ForbiddenError('auth.two_factor_setup_required') : undefined))
      .catch(next)
  }
}

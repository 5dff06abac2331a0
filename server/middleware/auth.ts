import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { SessionData } from 'express-session'
import type { Role, UserLocale } from '../db/repositories/users.js'
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js'
import type { UsersService } from '../services/users/users.js'

/** The signed-in user of this request (also read by the page renderer for draft previews). */
export interface SessionUser {
  id: number
  email: string
  role: Role
  /** The admin language of the account: the admin shows the server's codes in it, mails are written in it (server/i18n). */
  locale?: UserLocale
}

export const IDLE_TIMEOUT_MS = 30 * 60_000
const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000

export function currentUser(res: Response): SessionUser | null {
  return (res.locals.user as SessionUser | undefined) ?? null
}

/** Replaces the session with an empty one (the old record is deleted from the store). */
function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())))
}

/**
 * The session's sign-in time as stored now. A request that loaded the session just before this
 * session changed its password carries the older copy; the change saves the new time before it
 * writes the password (POST /api/auth/password), so the store has it by the time the user row
 * says the password changed.
 */
async function storedSignedInAt(req: Request, userId: number): Promise<number> {
  const stored = await new Promise<SessionData | null | undefined>((resolve, reject) =>
    req.sessionStore.get(req.sessionID, (err: unknown, sess?: SessionData | null) =>
      err ? reject(err) : resolve(sess),
    ),
  )
  if (stored?.userId !== userId || typeof stored.signedInAt !== 'number') return 0
  req.session.signedInAt = Math.max(req.session.signedInAt ?? 0, stored.signedInAt)
  return req.session.signedInAt
}

/**
 * Resolves the session's user on every request that carries a session: a disabled or deleted
 * account, a password changed after sign-in, or a session older than the absolute timeout ends it.
 */
export function loadSessionUser(users: UsersService, now: () => number): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const userId = req.session?.userId
      if (!userId) return next()
      let signedInAt = req.session.signedInAt ?? 0
      const user = await users.findById(userId)
      if (user && user.password_changed_at > signedInAt) signedInAt = await storedSignedInAt(req, userId)
      const expired = now() - signedInAt > ABSOLUTE_TIMEOUT_MS
      if (!user || user.disabled || expired || user.password_changed_at > signedInAt) {
        await endSession(req)
        return next()
      }
      res.locals.user = { id: user.id, email: user.email, role: user.role, locale: user.locale } satisfies SessionUser
      next()
    } catch (error) {
      next(error)
    }
  }
}

export const requireUser: RequestHandler = (_req, res, next) => {
  next(currentUser(res) ? undefined : new UnauthorizedError())
}

export function requireRole(role: Role): RequestHandler {
  return (_req, res, next) => {
    const user = currentUser(res)
    if (!user) return next(new UnauthorizedError())
    if (user.role !== role) return next(new ForbiddenError('auth.admin_only'))
    next()
  }
}

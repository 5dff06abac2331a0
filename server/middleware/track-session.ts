import type { Request, RequestHandler, Response } from 'express'
import type { AccountSessionsService } from '../services/users/sessions.js'
import { currentUser } from './auth.js'

/**
 * After loadSessionUser: a session signs in only while its row is in the per-user index, so a
 * session ended from Settings (or by an administrator) is signed out whatever the store. Keeps
 * the index's last-seen time.
 */
export function trackSession(sessions: AccountSessionsService): RequestHandler {
  return async (req: Request, res: Response, next) => {
    try {
      const user = currentUser(res)
      if (!user) return next()
      if (await sessions.touch(req.sessionID, user.id)) return next()
      res.locals.user = undefined
      await new Promise<void>((resolve, reject) =>
        req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())),
      )
      next()
    } catch (error) {
      next(error)
    }
  }
}

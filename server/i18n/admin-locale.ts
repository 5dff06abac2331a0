import type { Request, Response } from 'express'
import type { Locale } from '../../content/index.js'

/**
 * The admin's language, for texts the server writes itself for the admin (the lead desk's
 * timeline): the signed-in user's choice (users.locale), else the browser's (Accept-Language).
 * Error answers need none: they carry codes the admin translates.
 */
export function adminLocale(req: Request, res: Response): Locale {
  const user = res.locals.user as { locale?: unknown } | undefined
  if (user?.locale === 'fr' || user?.locale === 'en') return user.locale
  return req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en'
}

import type { Request, Response } from 'express'
import type { Locale } from '../../content/index.js'
import { accountMessagesFr } from './admin-messages-fr.js'
import { mediaMessagesFr } from './admin-messages-media-fr.js'

/**
 * Server messages in the admin's language, gettext style: the English text IS the message key.
 *
 * - Services and routes keep throwing English (`new ValidationError('Please correct the highlighted
 *   fields.', { email: 'Email is required' })`); logs, CLIs and unit tests see English.
 * - For /api/admin/* and /api/auth/*, the error handler answers `{ message, errors }` through
 *   `localizeBody(body, adminLocale(req, res))`: the signed-in user's `users.locale`, else (before
 *   sign-in) the request's Accept-Language (the admin's fetches send the browser's languages).
 * - A French text comes from a catalogue: `{ 'English text': 'Texte français' }`. A variable part is
 *   written `{name}` in both texts ('Sorting by {field} is not supported.'); the value put in its place
 *   is itself looked up, so nested messages (a password-strength hint) are translated too. A text
 *   found in no catalogue is answered as it is (English).
 * - To translate your endpoints: put your entries in a file of your own (`satisfies Catalogue`) and
 *   add it to `catalogues` below (one line). Success messages: `say(req, res, 'English text')`.
 */
export type Catalogue = Record<string, string>

const catalogues: Catalogue[] = [accountMessagesFr, mediaMessagesFr]

interface Template {
  pattern: RegExp
  names: string[]
  french: string
}

const PLACEHOLDER = /\{(\w+)\}/g
const exact = new Map<string, string>()
const templates: Template[] = []

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function register(catalogue: Catalogue): void {
  for (const [english, french] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!)
    if (!names.length) {
      exact.set(english, french)
      continue
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, french })
  }
}
catalogues.forEach(register)

/** Adds a catalogue at run time (tests; a module that cannot be imported here without a cycle). */
export function registerCatalogue(catalogue: Catalogue): void {
  register(catalogue)
}

/** One English message in `locale`; an unknown text stays as it is. */
export function translateMessage(text: string, locale: Locale, depth = 0): string {
  if (locale === 'en' || !text) return text
  const found = exact.get(text)
  if (found !== undefined) return found
  // zxcvbn's hints end with a period the surrounding sentence may have dropped.
  const withPeriod = exact.get(`${text}.`)
  if (withPeriod !== undefined) return withPeriod.replace(/\.$/, '')
  if (depth > 2) return text
  for (const { pattern, names, french } of templates) {
    const match = pattern.exec(text)
    if (!match) continue
    const values = Object.fromEntries(
      names.map((name, i) => [name, translateMessage(match[i + 1]!, locale, depth + 1)]),
    )
    return french.replace(PLACEHOLDER, (_all, name: string) => values[name] ?? '')
  }
  return text
}

/** An error answer `{ message, errors: { field: message } }` with every text in `locale`. */
export function localizeBody<T extends { message?: string; errors?: Record<string, string> }>(
  body: T,
  locale: Locale,
): T {
  if (locale === 'en') return body
  const errors = body.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, translateMessage(text, locale)]))
    : undefined
  return {
    ...body,
    ...(body.message !== undefined ? { message: translateMessage(body.message, locale) } : {}),
    ...(errors ? { errors } : {}),
  }
}

/** Answers of the back office's API (and its sign-in) speak the admin's language. */
export function isAdminApiPath(path: string): boolean {
  return /^\/api\/(admin|auth)(\/|$)/.test(path)
}

/** The admin's language: the signed-in user's choice (users.locale), else the browser's (Accept-Language). */
export function adminLocale(req: Request, res: Response): Locale {
  const user = res.locals.user as { locale?: unknown } | undefined
  if (user?.locale === 'fr' || user?.locale === 'en') return user.locale
  return req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en'
}

/** A success message (`{ message }`) in the admin's language. */
export function say(req: Request, res: Response, english: string): string {
  return translateMessage(english, adminLocale(req, res))
}

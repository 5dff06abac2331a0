import { fetchUtils } from 'react-admin'
import { translateHttpError } from './i18n'

/** The session's CSRF token, kept in memory only (the session itself is an httpOnly cookie). */
let csrfToken = ''

export function getCsrfToken(): string {
  return csrfToken
}

export function setCsrfToken(token: string): void {
  csrfToken = token
}

/**
 * The admin's one JSON client: every call to the server goes through it (the dataProvider's
 * resources and custom methods, and the session's own calls): same-origin cookies, the CSRF token,
 * and the server's error codes in the admin's language.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  if (csrfToken) headers.set('X-CSRF-Token', csrfToken)
  return fetchUtils
    .fetchJson(url, { ...options, headers, credentials: 'same-origin' })
    .catch((error: unknown) => Promise.reject(translateHttpError(error)))
}

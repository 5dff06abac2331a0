import type { Locale } from '../content/index'
import type { ImageSet } from './dataProvider'
import { translateServerError } from './i18n'

/** The signed-in user and the session's CSRF token, as told by /api/auth/me or /api/auth/login. */
export interface Me {
  id: number
  email: string
  role: 'admin' | 'editor'
  /** The admin language the user chose (PATCH /api/auth/me); 'en' until they pick one. */
  locale: Locale
  twoFactorEnabled?: boolean
  /** An administrator requires two-factor sign-in and this account has not set it up yet. */
  twoFactorRequired?: boolean
  /** Public profile (author page): Settings › Public profile. */
  publicName?: string | null
  bio?: string | null
  avatar?: ImageSet | null
  authorSlug?: string | null
}

interface SessionState {
  me: Me | null | undefined
  csrfToken: string
}

const state: SessionState = { me: undefined, csrfToken: '' }

export function getCsrfToken(): string {
  return state.csrfToken
}

export function currentMe(): Me | null | undefined {
  return state.me
}

export function setSession(me: Me | null, csrfToken = ''): void {
  state.me = me
  state.csrfToken = csrfToken
}

let inFlight: Promise<Me | null> | undefined

/** Reads the session from the server (one request at a time); `null` when signed out. */
export function loadMe(force = false): Promise<Me | null> {
  if (state.me !== undefined && state.me !== null && !force) return Promise.resolve(state.me)
  inFlight ??= fetchMe().finally(() => {
    inFlight = undefined
  })
  return inFlight
}

async function fetchMe(): Promise<Me | null> {
  const res = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (!res.ok) {
    // Read the answer to its end: Chromium holds the next request to this URL until then when the
    // answer says Cache-Control: no-store (as every 401 does), and the sign-in's /me calls hung.
    await res.text().catch(() => '')
    if (res.status === 401) {
      setSession(null)
      return null
    }
    throw new Error('mapleserve.session.unreachable')
  }
  const body = (await res.json()) as { user: Me; csrfToken: string }
  setSession(body.user, body.csrfToken)
  return body.user
}

export async function readMessage(res: Response, fallback: string): Promise<string> {
  try {
    const body = translateServerError((await res.json()) as { message?: string })
    return typeof body.message === 'string' && body.message ? body.message : fallback
  } catch {
    return fallback
  }
}

/** Saves the signed-in user's admin language; the answer is the updated user. */
export async function saveLocale(locale: Me['locale']): Promise<Me> {
  const res = await fetch('/api/auth/me', {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': state.csrfToken },
    body: JSON.stringify({ locale }),
  })
  if (!res.ok) throw new Error(await readMessage(res, 'mapleserve.language.failed'))
  const body = (await res.json()) as { user: Me; csrfToken: string }
  setSession(body.user, body.csrfToken)
  return body.user
}

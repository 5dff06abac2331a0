/** The signed-in user and the session's CSRF token, as told by /api/auth/me or /api/auth/login. */
export interface Me {
  id: number
  email: string
  role: 'admin' | 'editor'
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

/** Reads the session from the server once; `null` when signed out. */
export async function loadMe(force = false): Promise<Me | null> {
  if (state.me !== undefined && state.me !== null && !force) return state.me
  const res = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (res.status === 401) {
    setSession(null)
    return null
  }
  if (!res.ok) throw new Error('Could not reach the server. Please try again.')
  const body = (await res.json()) as { user: Me; csrfToken: string }
  setSession(body.user, body.csrfToken)
  return body.user
}

export async function readMessage(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown }
    return typeof body.message === 'string' && body.message ? body.message : fallback
  } catch {
    return fallback
  }
}

import { getCsrfToken, readMessage, setSession, type Me } from '../session'

/** An answer the server refused: its message (a message key or text), status and per-field errors. */
export class AccountApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** JSON calls to /api/auth/* with the session cookie and CSRF token. */
export async function accountFetch<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = getCsrfToken()
  if (token) headers['X-CSRF-Token'] = token
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`/api/auth${path}`, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new AccountApiError(await readMessage(res, 'accounts.errors.failed'), res.status)
  return (res.status === 204 ? undefined : await res.json()) as T
}

/** The second sign-in step: a code from the app or a recovery code. */
export async function verifySecondFactor(input: { code?: string; recoveryCode?: string }): Promise<void> {
  const body = await accountFetch<{ user: Me; csrfToken: string }>('/login/2fa', 'POST', input)
  setSession(body.user, body.csrfToken)
}

export interface AccountSession {
  id: string
  device: string
  ip: string
  createdAt: string
  lastSeenAt: string
  current: boolean
}

import type { HttpClient, Me } from '../api-types'

/** The session as the server tells it (sign-in, /me): the user and the CSRF token for later calls. */
interface SessionAnswer {
  user: Me
  csrfToken: string
}

/**
 * The session's calls (sign-in, the session check, sign-out: authProvider and session.ts) and the
 * sign-in page's that need no session: "Forgot password?" and the emailed link's page.
 */
export function loginMethods(http: HttpClient) {
  const post = (path: string, body: unknown) =>
    http(`/api/auth${path}`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as unknown)
  return {
    /** The password step: the session, or the account asks for its second factor. */
    signIn: async (email: string | undefined, password: string | undefined) =>
      (await post('/login', { email, password })) as SessionAnswer | { twoFactor: true },
    signOut: async () => {
      await post('/logout', {})
    },
    /** The signed-in session (401 when signed out). */
    session: async () => (await http('/api/auth/me')).json as SessionAnswer,
    /** Always answers the same message, whether the address has an account or not. */
    requestPasswordReset: async (email: string) => (await post('/password-reset', { email })) as { message: string },
    checkPasswordReset: async (token: string) => {
      await post('/password-reset/check', { token })
    },
    completePasswordReset: async (token: string, password: string) => {
      await post('/password-reset/complete', { token, password })
    },
  }
}

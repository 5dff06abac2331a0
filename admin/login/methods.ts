import type { HttpClient } from '../api-types'

/** The sign-in page's calls that need no session: "Forgot password?" and the emailed link's page. */
export function loginMethods(http: HttpClient) {
  const post = (path: string, body: unknown) =>
    http(`/api/auth${path}`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as unknown)
  return {
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

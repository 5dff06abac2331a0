import type { HttpClient, Me } from '../api-types'

/** The signed-in account's calls (/api/auth/*) and the users screen's security actions. */
export function accountsMethods(http: HttpClient, api: string) {
  const auth = async <T>(path: string, method = 'GET', body?: unknown) =>
    (await http(`/api/auth${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T
  return {
    /** GET/POST/DELETE under /api/auth (sessions, two-factor): the account screens' own calls. */
    account: auth,
    changePassword: (currentPassword: string, newPassword: string) =>
      auth<unknown>('/password', 'POST', { currentPassword, newPassword }),
    /** PATCH /api/auth/me (admin language, public profile): the updated user and the CSRF token. */
    updateMe: (values: Record<string, unknown>) => auth<{ user: Me; csrfToken: string }>('/me', 'PATCH', values),
    userSecurityAction: (userId: number, action: 'reset-2fa' | 'end-sessions') =>
      http(`${api}/users/${userId}/${action}`, { method: 'POST' }),
    /**
     * The one security-settings record at its own URL: getOne with no id asked for /security-settings/ (the server
     * still answers that, for an admin bundle a browser kept).
     */
    getSecuritySettings: async <T>() => (await http(`${api}/security-settings`)).json as T,
    saveSecuritySettings: async <T>(values: T) =>
      (await http(`${api}/security-settings`, { method: 'PUT', body: JSON.stringify(values) })).json as T,
  }
}

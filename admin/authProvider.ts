import type { AuthProvider } from 'react-admin'
import { roleCanAccess } from './access'
import { getCsrfToken, loadMe, readMessage, setSession, type Me } from './session'

export const SIGN_IN_PATH = '/admin'

/** A refused sign-in: the server's message and its status (401: wrong email or password). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}
/** The password was right; the account asks for its second factor (POST /api/auth/login/2fa). */
export class SecondFactorNeeded extends Error {
  constructor() {
    super('accounts.two_factor.code_prompt')
  }
}
const notSignedIn = () => ({ redirectTo: SIGN_IN_PATH, message: false })

/** Cookie session on the server (/api/auth/*); the browser keeps only the CSRF token in memory. */
export const authProvider: AuthProvider = {
  async login(params: { email?: string; password?: string }) {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: params.email, password: params.password }),
    })
    if (!res.ok) throw new SignInError(await readMessage(res, 'mapleserve.login.failed'), res.status)
    const body = (await res.json()) as { user: Me; csrfToken: string } | { twoFactor: true }
    if ('twoFactor' in body) throw new SecondFactorNeeded()
    setSession(body.user, body.csrfToken)
  },

  async logout() {
    const token = getCsrfToken()
    if (token) {
      const res = await fetch('/api/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-CSRF-Token': token },
      })
      if (!res.ok && res.status !== 401) throw new Error(await readMessage(res, 'mapleserve.nav.sign_out_failed'))
    }
    setSession(null)
    return SIGN_IN_PATH
  },

  async checkAuth() {
    if (!(await loadMe())) throw notSignedIn()
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      setSession(null)
      throw notSignedIn()
    }
  },

  async getIdentity() {
    const me = await loadMe()
    if (!me) throw notSignedIn()
    return { id: me.id, fullName: me.email, email: me.email, role: me.role, locale: me.locale }
  },

  async getPermissions() {
    return (await loadMe())?.role ?? null
  },

  /** react-admin's <CanAccess> and resource pages: editors write the blog, the rest is for administrators. */
  async canAccess({ resource }: { resource: string }) {
    return roleCanAccess((await loadMe())?.role, resource)
  },
}

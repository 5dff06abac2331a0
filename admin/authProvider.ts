import { HttpError, type AuthProvider } from 'react-admin'
import { roleCanAccess } from './access'
import { dataProvider } from './dataProvider'
import { getCsrfToken } from './http'
import { loadMe, setSession } from './session'

const SIGN_IN_PATH = '/admin'

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

/** The server's message for a refused call, else `fallback` (a message key). */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof HttpError && (error.body as { message?: unknown } | null)?.message ? error.message : fallback

/**
 * Cookie session on the server (/api/auth/*, through the dataProvider's session methods); the
 * browser keeps only the CSRF token in memory.
 */
export const authProvider: AuthProvider = {
  async login(params: { email?: string; password?: string }) {
    const body = await dataProvider.signIn(params.email, params.password).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error
      throw new SignInError(messageOf(error, 'mapleserve.login.failed'), error.status)
    })
    if ('twoFactor' in body) throw new SecondFactorNeeded()
    setSession(body.user, body.csrfToken)
  },

  async logout() {
    if (getCsrfToken()) {
      await dataProvider.signOut().catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 401) return
        throw new Error(messageOf(error, 'mapleserve.nav.sign_out_failed'))
      })
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

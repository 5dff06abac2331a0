import type { AdminDataProvider } from '../dataProvider'
import { setSession, type Me } from '../session'

/** The second sign-in step: a code from the app or a recovery code (a dataProvider call). */
export async function verifySecondFactor(
  dataProvider: AdminDataProvider,
  input: { code?: string; recoveryCode?: string },
): Promise<void> {
  const body = await dataProvider.account<{ user: Me; csrfToken: string }>('/login/2fa', 'POST', input)
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

import { HttpError } from 'react-admin'
import type { Me } from './api-types'
import { dataProvider } from './dataProvider'
import { setCsrfToken } from './http'

export type { Me }

const state: { me: Me | null | undefined } = { me: undefined }

export function currentMe(): Me | null | undefined {
  return state.me
}

export function setSession(me: Me | null, csrfToken = ''): void {
  state.me = me
  setCsrfToken(csrfToken)
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
  try {
    const { user, csrfToken } = await dataProvider.session()
    setSession(user, csrfToken)
    return user
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      setSession(null)
      return null
    }
    throw new Error('mapleserve.session.unreachable', { cause: error })
  }
}

/** Saves the signed-in user's admin language; the answer is the updated user. */
export async function saveLocale(locale: Me['locale']): Promise<Me> {
  const { user, csrfToken } = await dataProvider.updateMe({ locale }).catch((error: unknown) => {
    throw new Error(error instanceof HttpError && error.body ? error.message : 'mapleserve.language.failed')
  })
  setSession(user, csrfToken)
  return user
}

import type { Env } from '../env.js'

export interface SessionCookie {
  name: string
  secure: boolean
}

function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/**
 * Secure '__Host-sid' cookie in production. A production build run on http://localhost (tests,
 * a quick local check) cannot carry a Secure cookie over plain HTTP, so it falls back to 'sid'.
 */
export function sessionCookie(env: Pick<Env, 'isProduction' | 'BASE_URL'>): SessionCookie {
  const secure = env.isProduction && !isLoopback(env.BASE_URL)
  return { name: secure ? '__Host-sid' : 'sid', secure }
}

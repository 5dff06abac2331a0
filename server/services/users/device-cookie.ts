import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account gets a signed cookie naming that account and a random device id. A sign-in
 * presenting a valid one for the account it claims is throttled by its own device counter, so guessers
 * elsewhere, who share the account-wide limit for untrusted clients, cannot keep the owner out.
 *
 *   value = <device id>.<base64url(email)>.<HMAC-SHA256(key, id + "\n" + email)>
 *
 * The key is derived from SESSION_SECRET, so rotating that secret also forgets every device.
 */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60_000
/** Sent only to the sign-in steps (POST /api/auth/login and /login/2fa). */
export const DEVICE_COOKIE_PATH = '/api/auth/login'

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Secure-device' : 'device'
}

export function deviceCookies(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('mapleserve device cookie v1').digest()
  const sign = (id: string, email: string) => createHmac('sha256', key).update(`${id}\n${email}`).digest('base64url')

  return {
    /** A new cookie value for this account, with a new device id. */
    issue(email: string): string {
      const id = randomBytes(16).toString('base64url')
      return `${id}.${Buffer.from(email).toString('base64url')}.${sign(id, email)}`
    },

    /** The device id when `value` is a cookie we signed for `email`, else null. */
    deviceFor(value: string | undefined, email: string): string | null {
      const [id, encodedEmail, signature, extra] = (value ?? '').split('.')
      if (!id || !encodedEmail || !signature || extra !== undefined || id.length > 32) return null
      if (Buffer.from(encodedEmail, 'base64url').toString() !== email) return null
      const expected = Buffer.from(sign(id, email))
      const actual = Buffer.from(signature)
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
    },
  }
}

/** One cookie's value from a Cookie header (no cookie parser runs on these routes). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

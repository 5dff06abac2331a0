import type { Request, Response } from 'express'
import type { UserRow } from '../db/repositories/users.js'
import { newCsrfToken } from '../middleware/csrf.js'
import type { AccountsKit } from '../services/users/accounts.js'
import { DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH, readCookie } from '../services/users/device-cookie.js'
import { describeDevice } from '../services/analytics/user-agent.js'
import { auditContext } from './audit-context.js'

declare module 'express-session' {
  interface SessionData {
    /** Password accepted, second factor still owed: not signed in yet. */
    pendingUserId: number
    pendingAt: number
  }
}

/** A half-signed-in session lasts this long for the code to be typed. */
const PENDING_MS = 5 * 60_000

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())))
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())))
}

/** After the password: a new session that only waits for the second factor. */
export async function startPendingSignIn(req: Request, user: UserRow, now: number): Promise<void> {
  await regenerate(req)
  req.session.pendingUserId = user.id
  req.session.pendingAt = now
  await save(req)
}

export function pendingUserId(req: Request, now: number): number | null {
  const id = req.session?.pendingUserId
  const at = req.session?.pendingAt ?? 0
  return id && now - at <= PENDING_MS ? id : null
}

/** The device id of the request's device cookie when it is valid for this email, else null. */
export function trustedDevice(kit: AccountsKit, req: Request, email: string): string | null {
  return kit.devices.deviceFor(readCookie(req.headers.cookie, kit.devices.name), email)
}

/**
 * Signs the user in on a fresh session id: indexes the session, records the audit entry and, on a
 * device this user never signed in from, queues the notice email. The browser gets a new device
 * cookie for this account (a new device id each time: a copied cookie stops working once the owner
 * signs in again).
 */
export async function finishSignIn(
  kit: AccountsKit,
  req: Request,
  res: Response,
  user: UserRow,
  method: 'password' | 'totp' | 'recovery',
): Promise<void> {
  const t = kit.now()
  await regenerate(req)
  req.session.userId = user.id
  req.session.signedInAt = t
  req.session.csrfToken = newCsrfToken()
  await save(req)
  const ip = req.ip ?? 'unknown'
  const userAgent = req.get('user-agent') ?? ''
  await kit.sessions.register(req.sessionID, user.id, userAgent, ip)
  res.locals.user = { id: user.id, email: user.email, role: user.role, locale: user.locale }
  res.cookie(kit.devices.name, kit.devices.issue(user.email), {
    httpOnly: true,
    sameSite: 'strict',
    secure: kit.devices.secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  })
  const newDevice = await kit.audit.isNewDevice(user.id, userAgent)
  await kit.audit.record(auditContext(req, res), { action: 'auth.sign_in', target: user.email, details: { method } })
  if (newDevice) {
    const facts = { when: new Date(t).toISOString(), ip, device: describeDevice(userAgent) }
    await kit.notify(user, 'new_device', facts)
  }
}

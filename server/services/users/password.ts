import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { Message } from '../../i18n/index.js'
import { weakPasswordProblem } from './password-strength.js'

/** scrypt parameters; stored with every hash (scrypt$N$r$p$salt$hash) so they can be raised later. */
const PASSWORD_HASH_COST = 32768
/**
 * The cost tests hash new passwords at (scrypt N): about 30 times cheaper, so suites that create and
 * sign in accounts stay fast on a loaded machine. Verification always uses the N stored in the hash.
 */
export const TEST_PASSWORD_HASH_COST = 1024
let defaultCost = PASSWORD_HASH_COST
const R = 8
const P = 1
const KEY_LENGTH = 64
const MIN_PASSWORD_LENGTH = 12

/**
 * At most this many hashes at once: each scrypt holds one of libuv's 4 threads for ~100 ms, and a
 * burst of sign-ins must leave threads for file reads (static files, uploads) and DNS.
 */
const MAX_CONCURRENT_HASHES = 2
let running = 0
const waiting: Array<() => void> = []

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return limited(() => scryptNow(password, salt, n, r, p))
}

function scryptNow(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r * p + 1024 * 1024 }
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/**
 * For the integration and browser suites only (tests/setup/fast-password-hashing.ts), whose apps and
 * helpers create accounts in many places: new hashes at TEST_PASSWORD_HASH_COST by default. Unit tests
 * pass the cost instead (usersService's `hashCost`). The server and the CLIs never call it.
 */
export function lowerHashCostForTests(): void {
  defaultCost = TEST_PASSWORD_HASH_COST
}

/** `cost` is scrypt's N (a power of two); production's unless a test passes a cheaper one. */
export async function hashPassword(password: string, cost: number = defaultCost): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost, R, P)
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of a random password: verifying against it costs the same time as a real account. */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}

function passwordProblem(password: unknown): Message | null {
  if (typeof password !== 'string' || password.length === 0) return { code: 'password.required' }
  if (password.length < MIN_PASSWORD_LENGTH) return { code: 'password.too_short', params: { n: MIN_PASSWORD_LENGTH } }
  if (password.length > 1024) return { code: 'password.too_long', params: { n: 1024 } }
  return null
}

/** Everything a new password must pass: length, then a strength estimate (the email counts as known words). */
export async function newPasswordProblem(password: unknown, userInputs: string[] = []): Promise<Message | null> {
  const problem = passwordProblem(password)
  if (problem) return problem
  return weakPasswordProblem(password as string, userInputs)
}

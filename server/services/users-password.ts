import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { weakPasswordProblem } from './password-strength.js'

/** scrypt parameters; stored with every hash (scrypt$N$r$p$salt$hash) so they can be raised later. */
let N = 32768
const R = 8
const P = 1
const KEY_LENGTH = 64
export const MIN_PASSWORD_LENGTH = 12

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
 * For test suites only (tests/setup/fast-password-hashing.ts): new hashes at N=1024, about 30 times
 * cheaper, so hundreds of sign-ins stay fast on a loaded machine. The server and the CLIs never call
 * it; verification always uses the N stored in the hash.
 */
export function lowerHashCostForTests(): void {
  N = 1024
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
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

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Password is required'
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`
  if (password.length > 1024) return 'Password must be at most 1024 characters'
  return null
}

/** Everything a new password must pass: length, then a strength estimate (the email counts as known words). */
export async function newPasswordProblem(password: unknown, userInputs: string[] = []): Promise<string | null> {
  const problem = passwordProblem(password)
  if (problem) return problem
  return weakPasswordProblem(password as string, userInputs)
}

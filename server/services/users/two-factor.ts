import { createHash, randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { Db } from '../../db/knex.js'
import { twoFactorRepository } from '../../db/repositories/two-factor.js'
import { ConflictError, ValidationError } from '../../lib/errors.js'

const ISSUER = 'MapleServe'
const PERIOD_S = 30
const RECOVERY_CODE_COUNT = 10

/** Recovery codes are random (50 bits each), so a plain SHA-256 is enough to keep them unreadable. */
function hashRecoveryCode(userId: number, code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '')
  return createHash('sha256').update(`${userId}:${normalized}`).digest('hex')
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

export function isTotpCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value.replace(/\s/g, ''))
}

/** TOTP (RFC 6238, 30 s, 6 digits, ±1 step) with one-time recovery codes. */
export function twoFactorService(db: Db, now: () => number = Date.now) {
  const repo = twoFactorRepository(db)

  /** The step of a valid code (not yet used), or null. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epoch: Math.floor(now() / 1000),
      epochTolerance: PERIOD_S,
    })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  }

  return {
    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const state = await repo.state(userId)
      return {
        enabled: state.enabledAt !== null,
        recoveryCodesLeft: state.enabledAt ? await repo.unusedRecoveryCodes(userId) : 0,
      }
    },
    isEnabled: async (userId: number) => (await repo.state(userId)).enabledAt !== null,

    /** Starts (or restarts) enrolment: a new secret, shown once as a QR code and as text. */
    async setup(userId: number, email: string): Promise<{ secret: string; uri: string; qr: string }> {
      if ((await repo.state(userId)).enabledAt) throw new ConflictError('two_factor.already_on')
      const secret = generateSecret()
      await repo.save(userId, { secret, lastStep: null })
      const uri = generateURI({ issuer: ISSUER, label: email, secret })
      const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
      return { secret, uri, qr }
    },

    /** Confirms enrolment with a first code; returns the recovery codes (shown once, stored hashed). */
    async enable(userId: number, code: unknown): Promise<string[]> {
      const state = await repo.state(userId)
      if (state.enabledAt) throw new ConflictError('two_factor.already_on')
      if (!state.secret) throw new ConflictError('two_factor.setup_again')
      const step = isTotpCode(code) ? await matchingStep(state.secret, code) : null
      if (step === null)
        throw new ValidationError('two_factor.wrong_code', { errors: { code: 'two_factor.wrong_code_field' } })
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
      await repo.replaceRecoveryCodes(
        userId,
        codes.map((c) => hashRecoveryCode(userId, c)),
      )
      await repo.save(userId, { enabledAt: now(), lastStep: step })
      return codes
    },

    /** Checks a sign-in code: a TOTP code (each usable once) or an unused recovery code. */
    async check(
      userId: number,
      input: { code?: unknown; recoveryCode?: unknown },
    ): Promise<'totp' | 'recovery' | null> {
      const state = await repo.state(userId)
      if (!state.enabledAt || !state.secret) return null
      if (isTotpCode(input.code)) {
        const step = await matchingStep(state.secret, input.code)
        return step !== null && (await repo.claimStep(userId, step)) ? 'totp' : null
      }
      if (typeof input.recoveryCode === 'string' && input.recoveryCode.length <= 64) {
        return (await repo.useRecoveryCode(userId, hashRecoveryCode(userId, input.recoveryCode), now()))
          ? 'recovery'
          : null
      }
      return null
    },

    async disable(userId: number): Promise<void> {
      await repo.save(userId, { secret: null, enabledAt: null, lastStep: null })
      await repo.replaceRecoveryCodes(userId, [])
    },
  }
}

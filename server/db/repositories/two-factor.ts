import type { Db } from '../knex.js'

export interface TwoFactorState {
  secret: string | null
  enabledAt: number | null
  lastStep: number | null
}

/** The TOTP columns of users and the hashed one-time recovery codes. */
export function twoFactorRepository(db: Db) {
  return {
    async state(userId: number): Promise<TwoFactorState> {
      const row = (await db('users')
        .where({ id: userId })
        .first('totp_secret', 'totp_enabled_at', 'totp_last_step')) as Record<string, unknown> | undefined
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
      return {
        secret: row?.totp_secret ? String(row.totp_secret) : null,
        enabledAt: num(row?.totp_enabled_at),
        lastStep: num(row?.totp_last_step),
      }
    },
    async save(userId: number, values: Partial<TwoFactorState>): Promise<void> {
      const update: Record<string, unknown> = {}
      if (values.secret !== undefined) update.totp_secret = values.secret
      if (values.enabledAt !== undefined) update.totp_enabled_at = values.enabledAt
      if (values.lastStep !== undefined) update.totp_last_step = values.lastStep
      await db('users').where({ id: userId }).update(update)
    },
    /** Accepts a time step only once: false when another request used this step (or a later one). */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const n = await db('users')
        .where({ id: userId })
        .andWhere((w) => {
          w.whereNull('totp_last_step').orWhere('totp_last_step', '<', step)
        })
        .update({ totp_last_step: step })
      return n === 1
    },
    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('recovery_codes').where({ user_id: userId }).delete()
        if (hashes.length)
          await trx('recovery_codes').insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      })
    },
    /** Marks an unused code used; true only for the one request that used it. */
    async useRecoveryCode(userId: number, hash: string, t: number): Promise<boolean> {
      const n = await db('recovery_codes')
        .where({ user_id: userId, code_hash: hash })
        .whereNull('used_at')
        .update({ used_at: t })
      return n === 1
    },
    async unusedRecoveryCodes(userId: number): Promise<number> {
      const row = (await db('recovery_codes')
        .where({ user_id: userId })
        .whereNull('used_at')
        .count({ n: '*' })
        .first()) as { n: number | string } | undefined
      return Number(row?.n ?? 0)
    },
  }
}

import type { Db } from '../knex.js'

export interface PasswordResetRow {
  id: number
  user_id: number
  token_hash: string
  created_at: number
  expires_at: number
  used_at: number | null
}

function toRow(row: Record<string, unknown>): PasswordResetRow {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    token_hash: String(row.token_hash),
    created_at: Number(row.created_at),
    expires_at: Number(row.expires_at),
    used_at: row.used_at === null || row.used_at === undefined ? null : Number(row.used_at),
  }
}

/** Emailed password-reset links, by the hash of their token (server/services/users/password-reset.ts). */
export function passwordResetsRepository(db: Db) {
  return {
    async insert(values: Omit<PasswordResetRow, 'id' | 'used_at'> & { ip: string }): Promise<void> {
      await db('password_resets').insert({ ...values, ip: values.ip.slice(0, 64), used_at: null })
    },
    /** The link still usable at `t` (not used, not expired), if any. */
    async findUsable(tokenHash: string, t: number): Promise<PasswordResetRow | undefined> {
      const row = (await db('password_resets')
        .where({ token_hash: tokenHash })
        .whereNull('used_at')
        .andWhere('expires_at', '>', t)
        .first()) as Record<string, unknown> | undefined
      return row ? toRow(row) : undefined
    },
    /** Marks the link used in one statement: true for the one caller that got it first. */
    async consume(tokenHash: string, t: number): Promise<boolean> {
      const changed = await db('password_resets')
        .where({ token_hash: tokenHash })
        .whereNull('used_at')
        .andWhere('expires_at', '>', t)
        .update({ used_at: t })
      return changed === 1
    },
    /** Every other link of the user stops working (after a reset or a password change). */
    async retireForUser(userId: number, t: number): Promise<void> {
      await db('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: t })
    },
  }
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>

import type { Db } from '../../db/knex.js'
import { settingsRepository } from '../../db/repositories/settings.js'
import { ValidationError, type FieldError } from '../../lib/errors.js'

/** Security settings an administrator changes in Settings. */
export interface SecuritySettings {
  /** Every account must use two-factor sign-in (accounts without it are sent to set it up). */
  require2fa: boolean
  /** Audit entries older than this many days are deleted by the daily prune. */
  auditRetentionDays: number
}

const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { require2fa: false, auditRetentionDays: 365 }

export function settingsService(db: Db) {
  const repo = settingsRepository(db)
  return {
    async security(): Promise<SecuritySettings> {
      const all = await repo.all()
      const days = Number(all.audit_retention_days)
      return {
        require2fa: all.require_2fa === 'true',
        auditRetentionDays: Number.isInteger(days) && days > 0 ? days : DEFAULT_SECURITY_SETTINGS.auditRetentionDays,
      }
    },
    /** Validates and saves; returns the new settings and the names of the fields that changed. */
    async updateSecurity(input: Record<string, unknown>): Promise<{ settings: SecuritySettings; changed: string[] }> {
      const before = await this.security()
      const errors: Record<string, FieldError> = {}
      const next = { ...before }
      if (input.require2fa !== undefined) {
        if (typeof input.require2fa !== 'boolean') errors.require2fa = 'field.not_boolean'
        else next.require2fa = input.require2fa
      }
      if (input.auditRetentionDays !== undefined) {
        const days = Number(input.auditRetentionDays)
        if (!Number.isInteger(days) || days < 1 || days > 3650) errors.auditRetentionDays = 'settings.retention_days'
        else next.auditRetentionDays = days
      }
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      await repo.set({ require_2fa: String(next.require2fa), audit_retention_days: String(next.auditRetentionDays) })
      const changed = (Object.keys(next) as (keyof SecuritySettings)[]).filter((k) => next[k] !== before[k])
      return { settings: next, changed }
    },
  }
}

export type SettingsService = ReturnType<typeof settingsService>

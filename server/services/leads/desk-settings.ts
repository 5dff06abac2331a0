import type { Db } from '../../db/knex.js'
import { settingsRepository } from '../../db/repositories/settings.js'
import type { MessageCode } from '../../i18n/index.js'
import { ValidationError } from '../../lib/errors.js'
import { isTimeZone, minutesOfDay, type BusinessHours } from './business-hours.js'

/** Settings › Leads desk: the response clock's business hours and target, and lead retention. */
export interface LeadDeskSettings extends BusinessHours {
  /** Response target in business minutes; past it, the owner (or the sales inbox) gets one reminder. */
  targetMinutes: number
  /** Leads older than this many months are anonymized by the daily job; 0 = off. */
  retentionMonths: number
}

const DEFAULT_LEAD_DESK_SETTINGS: LeadDeskSettings = {
  timeZone: 'America/Toronto',
  days: [1, 2, 3, 4, 5],
  from: '09:00',
  to: '17:00',
  targetMinutes: 60,
  retentionMonths: 0,
}

const KEYS = {
  timeZone: 'leads_time_zone',
  days: 'leads_open_days',
  from: 'leads_open_from',
  to: 'leads_open_to',
  targetMinutes: 'leads_target_minutes',
  retentionMonths: 'leads_retention_months',
} as const

function parseDays(text: string | undefined): number[] | null {
  if (text === undefined) return null
  const days = text.split(',').filter(Boolean).map(Number)
  return days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) ? [...new Set(days)].sort() : null
}

/** The site's time zone (the leads desk's business time zone): analytics days and dashboard weeks. */
export async function siteTimeZone(db: Db): Promise<string> {
  return (await leadDeskSettingsService(db).get()).timeZone
}

export function leadDeskSettingsService(db: Db) {
  const repo = settingsRepository(db)
  return {
    async get(): Promise<LeadDeskSettings> {
      const all = await repo.all()
      const d = DEFAULT_LEAD_DESK_SETTINGS
      const tz = all[KEYS.timeZone]
      const target = Number(all[KEYS.targetMinutes])
      const retention = Number(all[KEYS.retentionMonths])
      return {
        timeZone: tz && isTimeZone(tz) ? tz : d.timeZone,
        days: parseDays(all[KEYS.days]) ?? d.days,
        from: all[KEYS.from] && minutesOfDay(all[KEYS.from]!) !== null ? all[KEYS.from]! : d.from,
        to: all[KEYS.to] && minutesOfDay(all[KEYS.to]!) !== null ? all[KEYS.to]! : d.to,
        targetMinutes: Number.isInteger(target) && target > 0 ? target : d.targetMinutes,
        retentionMonths: Number.isInteger(retention) && retention >= 0 ? retention : d.retentionMonths,
      }
    },

    /** Validates every given field (per-field messages), saves, returns the settings and what changed. */
    async update(input: Record<string, unknown>): Promise<{ settings: LeadDeskSettings; changed: string[] }> {
      const before = await this.get()
      const next = { ...before }
      const errors: Record<string, MessageCode> = {}
      if (input.timeZone !== undefined) {
        if (typeof input.timeZone !== 'string' || !isTimeZone(input.timeZone))
          errors.timeZone = 'desk.time_zone_invalid'
        else next.timeZone = input.timeZone
      }
      if (input.days !== undefined) {
        const days = Array.isArray(input.days) ? parseDays(input.days.join(',')) : null
        if (!days?.length) errors.days = 'desk.days_required'
        else next.days = days
      }
      for (const key of ['from', 'to'] as const) {
        if (input[key] === undefined) continue
        if (typeof input[key] !== 'string' || minutesOfDay(input[key]) === null) errors[key] = 'desk.time_invalid'
        else next[key] = input[key]
      }
      if (!errors.from && !errors.to && minutesOfDay(next.to)! <= minutesOfDay(next.from)!)
        errors.to = 'desk.closing_before_opening'
      const target = Number(input.targetMinutes ?? next.targetMinutes)
      if (!Number.isInteger(target) || target < 1 || target > 10_080) errors.targetMinutes = 'desk.minutes_invalid'
      else next.targetMinutes = target
      const months = Number(input.retentionMonths ?? next.retentionMonths)
      if (!Number.isInteger(months) || months < 0 || months > 240) errors.retentionMonths = 'desk.months_invalid'
      else next.retentionMonths = months
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      await repo.set({
        [KEYS.timeZone]: next.timeZone,
        [KEYS.days]: next.days.join(','),
        [KEYS.from]: next.from,
        [KEYS.to]: next.to,
        [KEYS.targetMinutes]: String(next.targetMinutes),
        [KEYS.retentionMonths]: String(next.retentionMonths),
      })
      const changed = (Object.keys(next) as (keyof LeadDeskSettings)[]).filter(
        (k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]),
      )
      return { settings: next, changed }
    },
  }
}

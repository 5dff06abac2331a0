import { Cron } from 'croner'

const DAILY = /^daily at ([01]?\d|2[0-3]):([0-5]\d)$/i

/**
 * BACKUP_SCHEDULE as a cron pattern: "daily at 03:15" or a cron expression (5 fields, or 6 with
 * seconds first). Throws an Error whose message says what is wrong, for a one-line start failure.
 */
export function backupCronPattern(schedule: string): string {
  const value = schedule.trim()
  const daily = DAILY.exec(value)
  if (daily) return `${Number(daily[2])} ${Number(daily[1])} * * *`
  if (/^daily/i.test(value)) throw new Error('write the time as "daily at HH:MM" (24-hour clock, e.g. daily at 03:15)')
  const fields = value.split(/\s+/).length
  if (fields !== 5 && fields !== 6) {
    throw new Error('must be "daily at HH:MM" or a cron expression such as "15 3 * * *"')
  }
  try {
    new Cron(value, { paused: true }).stop()
  } catch (error) {
    throw new Error(`is not a valid cron expression (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    })
  }
  return value
}

/** TZ names an IANA time zone (America/Toronto) that this Node knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

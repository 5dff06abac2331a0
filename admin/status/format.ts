import { formatDateTime } from '../common/dates'
import type { StatusItem } from '../../server/services/status/status'

type Facts = StatusItem['facts']

const units = [
  { limit: 1024 ** 3, unit: 'gigabyte' },
  { limit: 1024 ** 2, unit: 'megabyte' },
  { limit: 1024, unit: 'kilobyte' },
] as const

/** 1.2 GB / 1,2 Go: binary multiples, the reader's own unit names. */
function formatBytes(bytes: number, tag: string): string {
  for (const { limit, unit } of units) {
    if (bytes >= limit) {
      return new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / limit)
    }
  }
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'byte' }).format(bytes)
}

/** 45 s, 12 min, 3 h 5 min, 2 days: the two largest useful units. */
function formatDuration(seconds: number, tag: string): string {
  const part = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : 'short' }).format(value)
  if (seconds < 60) return part(Math.round(seconds), 'second')
  if (seconds < 3600) return part(Math.floor(seconds / 60), 'minute')
  if (seconds < 48 * 3600) {
    const minutes = Math.floor((seconds % 3600) / 60)
    const hours = part(Math.floor(seconds / 3600), 'hour')
    return minutes ? `${hours} ${part(minutes, 'minute')}` : hours
  }
  return part(Math.floor(seconds / 86400), 'day')
}

/** Facts and thresholds as the message placeholders want them: sizes, durations and times in the reader's language. */
export function formatFacts(facts: Facts, tag: string, empty: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(facts).map(([key, value]) => {
      if (value === null || value === '') return [key, empty]
      if (typeof value === 'number' && key.endsWith('_bytes')) return [key, formatBytes(value, tag)]
      if (typeof value === 'number' && key.endsWith('_seconds')) return [key, formatDuration(value, tag)]
      if (typeof value === 'string' && key.endsWith('_at')) {
        return [key, formatDateTime(value, tag.slice(0, 2))]
      }
      return [key, typeof value === 'number' ? value.toLocaleString(tag) : value]
    }),
  )
}

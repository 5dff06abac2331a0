import { useQuery } from '@tanstack/react-query'
import { httpClient, API_URL } from '../dataProvider'
import type { AnalyticsReport } from '../../server/services/analytics-report'

export type { AnalyticsReport }
export type ReportTable = 'days' | 'pages' | 'sources' | 'campaigns'

export interface DayRange {
  from: string
  to: string
}

const DAY_MS = 86_400_000
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10)

/** The last `days` days up to today (UTC, like the server's days). */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) }
}

export function reportQuery(range: DayRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString()
}

export function csvUrl(range: DayRange, table: ReportTable): string {
  return `${API_URL}/analytics.csv?${reportQuery(range)}&table=${table}`
}

/** GET /api/admin/analytics for the range (react-query caches it per range). */
export function useAnalyticsReport(range: DayRange) {
  return useQuery({
    queryKey: ['analytics', range.from, range.to],
    queryFn: async () => (await httpClient(`${API_URL}/analytics?${reportQuery(range)}`)).json as AnalyticsReport,
  })
}

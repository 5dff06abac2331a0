import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import { API_URL, type AdminDataProvider } from '../dataProvider'
import type { AnalyticsReport } from '../../server/services/analytics/report'

export type { AnalyticsReport }
export type ReportTable = 'days' | 'pages' | 'sources' | 'campaigns'

export interface DayRange {
  from: string
  to: string
}

/**
 * The asked period: given days, or the last N days up to today, which the server reckons in the
 * site's time zone (its answer's `range` says which days those are).
 */
export type ReportPeriod = DayRange | { days: number }

function reportQuery(period: ReportPeriod): string {
  const params: Record<string, string> =
    'days' in period ? { days: String(period.days) } : { from: period.from, to: period.to }
  return new URLSearchParams(params).toString()
}

export function csvUrl(range: DayRange, table: ReportTable): string {
  return `${API_URL}/analytics.csv?${reportQuery(range)}&table=${table}`
}

/** GET /api/admin/analytics for the period (react-query caches it per period). */
export function useAnalyticsReport(period: ReportPeriod) {
  const dataProvider = useDataProvider<AdminDataProvider>()
  return useQuery({
    queryKey: ['analytics', reportQuery(period)],
    queryFn: () => dataProvider.getAnalytics(reportQuery(period)),
    // The last answer stays on screen while another period loads.
    placeholderData: keepPreviousData,
  })
}

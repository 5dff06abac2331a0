import type { HttpClient } from '../api-types'
import type { AnalyticsReport } from '../../server/services/analytics/report'

/** The analytics report for a period (query string from reportQuery). */
export function analyticsMethods(http: HttpClient, api: string) {
  return {
    getAnalytics: async (query: string) => (await http(`${api}/analytics?${query}`)).json as AnalyticsReport,
  }
}

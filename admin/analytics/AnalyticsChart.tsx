import { LineChart } from '@mui/x-charts/LineChart'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AnalyticsReport } from './api'
import { formatDay } from './format'

/** Visitors and page views per day, with the previous period's visitors dashed for comparison. */
export function AnalyticsChart({ report, height = 300 }: { report: AnalyticsReport; height?: number }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const days = report.series.map((d) => d.day)
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => formatDay(day, locale) }]}
      yAxis={[{ min: 0 }]}
      series={[
        {
          id: 'visitors',
          label: translate('analytics.chart.visitors'),
          data: report.series.map((d) => d.visitors),
          showMark: false,
        },
        {
          id: 'pageviews',
          label: translate('analytics.chart.pageviews'),
          data: report.series.map((d) => d.pageviews),
          showMark: false,
        },
        {
          id: 'previous',
          label: translate('analytics.chart.previous_visitors'),
          data: report.previousSeries.map((d) => d.visitors),
          showMark: false,
          color: '#9aa0a6',
        },
      ]}
      sx={{ '& [data-series="previous"]': { strokeDasharray: '6 4' } }}
    />
  )
}

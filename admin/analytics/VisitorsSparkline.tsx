import { SparkLineChart } from '@mui/x-charts/SparkLineChart'
import { useLocaleState } from 'react-admin'
import type { AnalyticsReport } from './api'
import { formatDay } from './format'

export function VisitorsSparkline({ series }: { series: AnalyticsReport['series'] }) {
  const [locale] = useLocaleState()
  return (
    <SparkLineChart
      height={80}
      data={series.map((d) => d.visitors)}
      area
      showTooltip
      showHighlight
      xAxis={{
        scaleType: 'point',
        data: series.map((d) => d.day),
        valueFormatter: (day: string) => formatDay(day, locale),
      }}
    />
  )
}

import { Box } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { csvUrl, type AnalyticsReport, type DayRange } from './api'
import { formatNumber, formatRate } from './format'
import { ReportTable, type ReportColumn } from './ReportTable'

type Converting = AnalyticsReport['pages'][number] | AnalyticsReport['campaigns'][number]

/** The report's tables: pages and campaigns with their conversion, sources, screens and languages. */
export function ReportTables({ report, range }: { report: AnalyticsReport; range: DayRange }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const n = (value: number) => formatNumber(value, locale)
  const none = translate('analytics.no_rate')
  function conversionColumns<Row extends Converting>(): ReportColumn<Row>[] {
    return [
      { label: 'analytics.columns.demo', render: (r) => n(r.demo), numeric: true },
      { label: 'analytics.columns.contact', render: (r) => n(r.contact), numeric: true },
      { label: 'analytics.columns.quote', render: (r) => n(r.quote), numeric: true },
      { label: 'analytics.columns.newsletter', render: (r) => n(r.newsletter), numeric: true },
      { label: 'analytics.columns.rate', render: (r) => formatRate(r.rate, locale, none), numeric: true },
    ]
  }
  const screenName = (value: string) => translate(`analytics.screens.${value}`, { _: value })
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ReportTable<AnalyticsReport['pages'][number]>
        testId="analytics-pages"
        title="analytics.tables.pages"
        rows={report.pages}
        csvHref={csvUrl(range, 'pages')}
        columns={[
          { label: 'analytics.columns.page', render: (r) => r.path },
          { label: 'analytics.columns.visitors', render: (r) => n(r.visitors), numeric: true },
          { label: 'analytics.columns.pageviews', render: (r) => n(r.pageviews), numeric: true },
          ...conversionColumns<AnalyticsReport['pages'][number]>(),
        ]}
      />
      <ReportTable<AnalyticsReport['campaigns'][number]>
        testId="analytics-campaigns"
        title="analytics.tables.campaigns"
        rows={report.campaigns}
        csvHref={csvUrl(range, 'campaigns')}
        columns={[
          { label: 'analytics.columns.campaign', render: (r) => r.campaign },
          { label: 'analytics.columns.source', render: (r) => r.source },
          { label: 'analytics.columns.visitors', render: (r) => n(r.visitors), numeric: true },
          ...conversionColumns<AnalyticsReport['campaigns'][number]>(),
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr 1fr' } }}>
        <ReportTable<AnalyticsReport['sources'][number]>
          testId="analytics-sources"
          title="analytics.tables.sources"
          rows={report.sources}
          csvHref={csvUrl(range, 'sources')}
          columns={[
            { label: 'analytics.columns.source', render: (r) => r.source || translate('analytics.direct') },
            { label: 'analytics.columns.visitors', render: (r) => n(r.visitors), numeric: true },
            { label: 'analytics.columns.visits', render: (r) => n(r.visits), numeric: true },
          ]}
        />
        <ReportTable<AnalyticsReport['screens'][number]>
          testId="analytics-screens"
          title="analytics.tables.screens"
          rows={report.screens}
          columns={[
            { label: 'analytics.columns.value', render: (r) => screenName(r.value) },
            { label: 'analytics.columns.pageviews', render: (r) => n(r.pageviews), numeric: true },
          ]}
        />
        <ReportTable<AnalyticsReport['languages'][number]>
          testId="analytics-languages"
          title="analytics.tables.languages"
          rows={report.languages}
          columns={[
            { label: 'analytics.columns.value', render: (r) => r.value },
            { label: 'analytics.columns.pageviews', render: (r) => n(r.pageviews), numeric: true },
          ]}
        />
      </Box>
    </Box>
  )
}

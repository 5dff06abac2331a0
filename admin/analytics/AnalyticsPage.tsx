import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material'
import { Download } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { AnalyticsChart } from './AnalyticsChart'
import { csvUrl, useAnalyticsReport, type AnalyticsReport, type DayRange, type ReportPeriod } from './api'
import { formatChange, formatDay, formatNumber, formatRate } from './format'
import { ReportTables } from './ReportTables'

const PRESETS = [
  { days: 7, label: 'analytics.presets.d7' },
  { days: 30, label: 'analytics.presets.d30' },
  { days: 90, label: 'analytics.presets.d90' },
] as const

/** Presets ask the server for the last N days (it knows the site's time zone); the dates show its answer. */
function RangeForm({ range, onChange }: { range?: DayRange; onChange: (period: ReportPeriod) => void }) {
  const translate = useTranslate()
  const [draft, setDraft] = useState<DayRange>(range ?? { from: '', to: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.from && draft.to) onChange(draft)
  }
  const choose = (days: number) => onChange({ days })
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {PRESETS.map((p) => (
        <Button key={p.days} variant="text" onClick={() => choose(p.days)}>
          {translate(p.label)}
        </Button>
      ))}
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('analytics.from')}
        value={draft.from}
        onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('analytics.to')}
        value={draft.to}
        onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained">
        {translate('analytics.apply')}
      </Button>
    </Box>
  )
}

function Totals({ report }: { report: AnalyticsReport }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { totals: now, previousTotals: before } = report
  const none = translate('analytics.no_rate')
  const cards = [
    {
      key: 'visitors',
      value: formatNumber(now.visitors, locale),
      change: formatChange(now.visitors, before.visitors, locale),
    },
    {
      key: 'pageviews',
      value: formatNumber(now.pageviews, locale),
      change: formatChange(now.pageviews, before.pageviews, locale),
    },
    {
      key: 'conversions',
      value: formatNumber(now.conversions, locale),
      change: formatChange(now.conversions, before.conversions, locale),
    },
    {
      key: 'conversion_rate',
      value: formatRate(now.conversionRate, locale, none),
      change: formatChange(now.conversionRate ?? 0, before.conversionRate ?? 0, locale),
    },
  ]
  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 1 }}
      >
        {cards.map((c) => (
          <Card key={c.key} variant="outlined" data-testid={`analytics-total-${c.key}`}>
            <CardContent>
              <Typography color="text.secondary" sx={{ fontSize: '0.9rem', fontWeight: 600 }}>
                {translate(`analytics.totals.${c.key}`)}
              </Typography>
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{c.value}</Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
                {c.change
                  ? translate('analytics.totals.change', { change: c.change })
                  : translate('analytics.totals.no_change')}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mb: 3 }} data-testid="analytics-rate-definition">
        {translate('analytics.totals.rate_definition')}
      </Typography>
    </>
  )
}

/** /admin/analytics (administrators): cookieless visit statistics and lead conversion (issue 22). */
export function AnalyticsPage() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [period, setPeriod] = useState<ReportPeriod>({ days: 30 })
  const { data: report, error, isPending } = useAnalyticsReport(period)
  useNotifyOnError(error, 'analytics.load_failed')
  const range = report?.range

  return (
    <>
      <PageHeader
        title={translate('analytics.title')}
        subtitle={translate('analytics.subtitle', { zone: report?.timeZone ?? '…' })}
      />
      <Box sx={{ mb: 3 }}>
        {/* Remounted with each answer, so the dates show the days the report covers. */}
        <RangeForm key={range ? `${range.from}/${range.to}` : 'pending'} range={range} onChange={setPeriod} />
      </Box>
      {isPending || !report ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          {error ? (
            <Typography color="error">{translate('analytics.load_failed')}</Typography>
          ) : (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          )}
        </Box>
      ) : (
        <>
          <Totals report={report} />
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {translate('analytics.chart.title')}
                </Typography>
                {/* The same small CSV button as the tables' (its name says which table). */}
                <Button
                  component="a"
                  href={csvUrl(report.range, 'days')}
                  download
                  size="small"
                  variant="outlined"
                  startIcon={<Download size={16} />}
                  aria-label={translate('analytics.export_label', { table: translate('analytics.chart.title') })}
                >
                  {translate('analytics.export_csv')}
                </Button>
              </Box>
              <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
                {translate('analytics.compare_note', {
                  from: formatDay(report.previous.from, locale),
                  to: formatDay(report.previous.to, locale),
                })}
              </Typography>
              <AnalyticsChart report={report} />
            </CardContent>
          </Card>
          <ReportTables report={report} range={report.range} />
        </>
      )}
    </>
  )
}

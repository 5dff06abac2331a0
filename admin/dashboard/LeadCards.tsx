import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import type { ReactNode } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatMinutes } from '../leads/lead'
import { useLeadStats, type LeadStats } from './lead-stats'

function ChartCard({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: (s: LeadStats) => ReactNode
}) {
  const translate = useTranslate()
  const { data } = useLeadStats()
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mb: 1 }}>
          {data ? translate('desk.dashboard.weeks_note', { zone: data.timeZone }) : '\u00a0'}
        </Typography>
        {data ? (
          children(data)
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

/** Counts are whole numbers: no 0.5 ticks. */
const COUNT_AXIS = [{ tickMinStep: 1 }]

/** A long campaign or page name in the legend wraps on a phone instead of running off the card. */
const CHART_SX = {
  '& .MuiChartsLegend-root': { maxWidth: '100%' },
  '& .MuiChartsLegend-series': { minWidth: 0 },
  '& .MuiChartsLabel-root, & .MuiChartsLegend-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
}

function useWeekLabels(weeks: string[]) {
  const [locale] = useLocaleState()
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return weeks.map((w) => format.format(new Date(`${w}T00:00:00Z`)))
}

function StackedLeads({ stats, by }: { stats: LeadStats; by: 'bySource' | 'byCampaign' }) {
  const translate = useTranslate()
  const labels = useWeekLabels(stats.weeks)
  const name = (label: string) =>
    label === '*'
      ? translate('desk.dashboard.other')
      : label || translate(by === 'bySource' ? 'desk.dashboard.none_source' : 'desk.dashboard.none_campaign')
  if (!stats.conversion.totalLeads)
    return <Typography color="text.secondary">{translate('desk.dashboard.empty')}</Typography>
  return (
    <BarChart
      height={260}
      sx={CHART_SX}
      xAxis={[{ data: labels, scaleType: 'band' }]}
      yAxis={COUNT_AXIS}
      series={stats[by].map((s) => ({ data: s.counts, label: name(s.label), stack: 'leads' }))}
    />
  )
}

export function LeadsBySourceCard() {
  return (
    <ChartCard title="desk.dashboard.by_source" testId="leads-by-source">
      {(s) => <StackedLeads stats={s} by="bySource" />}
    </ChartCard>
  )
}

export function LeadsByCampaignCard() {
  return (
    <ChartCard title="desk.dashboard.by_campaign" testId="leads-by-campaign">
      {(s) => <StackedLeads stats={s} by="byCampaign" />}
    </ChartCard>
  )
}

function Conversion({ stats }: { stats: LeadStats }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const labels = useWeekLabels(stats.weeks)
  const rate =
    stats.conversion.rate === null
      ? '—'
      : new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent' }).format(stats.conversion.rate)
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {translate('desk.dashboard.conversion_rate', {
          won: stats.conversion.totalWon,
          leads: stats.conversion.totalLeads,
          rate,
        })}
      </Typography>
      <BarChart
        height={220}
        sx={CHART_SX}
        xAxis={[{ data: labels, scaleType: 'band' }]}
        yAxis={COUNT_AXIS}
        series={[
          { data: stats.conversion.leads, label: translate('desk.dashboard.leads') },
          { data: stats.conversion.won, label: translate('desk.dashboard.won') },
        ]}
      />
    </>
  )
}

export function ConversionCard() {
  return (
    <ChartCard title="desk.dashboard.conversion" testId="lead-conversion">
      {(s) => <Conversion stats={s} />}
    </ChartCard>
  )
}

function Confirmations({ stats }: { stats: LeadStats }) {
  const labels = useWeekLabels(stats.weeks)
  return (
    <BarChart
      height={220}
      sx={CHART_SX}
      xAxis={[{ data: labels, scaleType: 'band' }]}
      yAxis={COUNT_AXIS}
      series={[{ data: stats.confirmations }]}
    />
  )
}

export function NewsletterConfirmationsCard() {
  return (
    <ChartCard title="desk.dashboard.confirmations" testId="newsletter-confirmations">
      {(s) => <Confirmations stats={s} />}
    </ChartCard>
  )
}

function Response({ stats }: { stats: LeadStats }) {
  const translate = useTranslate()
  const labels = useWeekLabels(stats.weeks)
  const median = stats.overall.median
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {translate('desk.dashboard.median_now')}{' '}
        <span data-testid="median-response">{median === null ? '—' : formatMinutes(translate, median)}</span>
      </Typography>
      <LineChart
        height={220}
        sx={CHART_SX}
        // Room on the right for the last week's label (a point scale puts it on the edge).
        margin={{ right: 24 }}
        xAxis={[{ data: labels, scaleType: 'point' }]}
        series={[
          { data: stats.response.median, label: translate('desk.dashboard.median'), connectNulls: true },
          { data: stats.response.p90, label: translate('desk.dashboard.p90'), connectNulls: true },
        ]}
      />
    </>
  )
}

export function ResponseTimeCard() {
  return (
    <ChartCard title="desk.dashboard.response" testId="response-time">
      {(s) => <Response stats={s} />}
    </ChartCard>
  )
}

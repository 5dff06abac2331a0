import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { ArrowRight } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useLocaleState, usePermissions, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { useAnalyticsReport } from './api'
import { formatNumber } from './format'

// The chart library loads with the card's data, not with the dashboard's first download.
const VisitorsSparkline = lazy(() => import('./VisitorsSparkline').then((m) => ({ default: m.VisitorsSparkline })))

function Spinner({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={label} size={28} />
    </Box>
  )
}

const LAST_14_DAYS = { days: 14 }

function VisitorsCardBody() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { data, isPending, error } = useAnalyticsReport(LAST_14_DAYS)
  const loading = translate('ra.page.loading')
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="visitors-card">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {translate('analytics.card.title')}
          </Typography>
          <Button component={Link} to="/admin/analytics" endIcon={<ArrowRight size={16} />}>
            {translate('analytics.card.open')}
          </Button>
        </Box>
        {error ? (
          <Typography color="error">{translate('analytics.load_failed')}</Typography>
        ) : isPending || !data ? (
          <Spinner label={loading} />
        ) : (
          <>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
              {translate('analytics.card.total', {
                smart_count: data.totals.visitors,
                count: formatNumber(data.totals.visitors, locale),
              })}
            </Typography>
            <Suspense fallback={<Spinner label={loading} />}>
              <VisitorsSparkline series={data.series} />
            </Suspense>
          </>
        )}
      </CardContent>
    </Card>
  )
}

/** The dashboard's visitors chart for the last 14 days (administrators; editors do not see analytics). */
export function VisitorsCard() {
  const { permissions } = usePermissions()
  return permissions === 'admin' ? <VisitorsCardBody /> : null
}

import { Alert, Box, Card, CardContent, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { ReportTable, type ReportColumn } from '../analytics/ReportTable'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { newsletterApi, type Newsletter, type NewsletterReport } from './api'

const figures = ['recipients', 'sent', 'pending', 'failed', 'bounced', 'skipped', 'unsubscribedSince'] as const
const labelKey = { unsubscribedSince: 'unsubscribed_since' } as Record<string, string>

type Problem = NewsletterReport['problems'][number]
const problemColumns: ReportColumn<Problem>[] = [
  { label: 'newsletters.report.email', render: (p) => p.email },
  { label: 'newsletters.report.attempts', render: (p) => p.attempts, numeric: true },
  {
    label: 'newsletters.report.error',
    render: (p) => <Box sx={{ overflowWrap: 'anywhere' }}>{p.last_error}</Box>,
  },
]

/** Per issue: recipients, sent, failed, bounced, unsubscribed since, and why some did not get it. */
export function Report({ record }: { record: Newsletter }) {
  const translate = useTranslate()
  const report = useQuery({
    queryKey: ['newsletters', record.id, 'report'],
    queryFn: () => newsletterApi.report(record.id),
    refetchInterval: record.status === 'sending' ? 3_000 : false,
  })
  useNotifyOnError(report.error, 'ra.notification.http_error')
  const data = report.data
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined" data-testid="newsletter-report">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {translate('newsletters.report.title')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, m: 0 }}
          >
            {figures.map((key) => (
              <Box key={key} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.85rem', fontWeight: 600 }}>
                  {translate(`newsletters.report.${labelKey[key] ?? key}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700 }}
                  data-testid={`report-${key}`}
                >
                  {data ? data[key] : '–'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('newsletters.no_tracking')}
          </Alert>
        </CardContent>
      </Card>
      <ReportTable
        title="newsletters.report.problems"
        rows={data?.problems}
        columns={problemColumns}
        empty="newsletters.report.none"
        testId="newsletter-problems"
      />
    </Box>
  )
}

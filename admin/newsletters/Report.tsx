import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { newsletterApi, type Newsletter } from './api'

const figures = ['recipients', 'sent', 'pending', 'failed', 'bounced', 'skipped', 'unsubscribedSince'] as const
const labelKey = { unsubscribedSince: 'unsubscribed_since' } as Record<string, string>

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
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
          {translate('newsletters.report.problems')}
        </Typography>
        {data && data.problems.length === 0 && (
          <Typography color="text.secondary">{translate('newsletters.report.none')}</Typography>
        )}
        {data && data.problems.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('newsletters.report.email')}</TableCell>
                  <TableCell>{translate('newsletters.report.attempts')}</TableCell>
                  <TableCell>{translate('newsletters.report.error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.problems.map((p) => (
                  <TableRow key={p.email}>
                    <TableCell>{p.email}</TableCell>
                    <TableCell>{p.attempts}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.last_error}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

import { Box, Card, CardContent, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { newsletterApi } from './api'
import { StatusChip } from './fields'

/** The dashboard's card: the last issue that went out and its figures (admin/dashboard/cards.tsx). */
export function LastIssueCard() {
  const translate = useTranslate()
  const latest = useQuery({ queryKey: ['newsletters', 'latest'], queryFn: newsletterApi.latest })
  useNotifyOnError(latest.error, 'ra.notification.http_error')
  const issue = latest.data?.latest
  return (
    <Card variant="outlined" data-testid="newsletter-card">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('newsletters.dashboard.title')}
        </Typography>
        {latest.data && !issue && (
          <Typography color="text.secondary">{translate('newsletters.dashboard.none')}</Typography>
        )}
        {issue && (
          <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{issue.subject}</Typography>
              <StatusChip status={issue.status} />
            </Box>
            <Typography color="text.secondary">
              {translate('newsletters.report.recipients')}: {issue.recipients} · {translate('newsletters.report.sent')}:{' '}
              {issue.report.sent} · {translate('newsletters.report.bounced')}: {issue.report.bounced} ·{' '}
              {translate('newsletters.report.unsubscribed_since')}: {issue.report.unsubscribedSince}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
              {translate('newsletters.no_tracking')}
            </Typography>
            <Link to={`/newsletters/${issue.id}/show`}>{translate('newsletters.dashboard.open')}</Link>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

import { Box, Button, Chip, Typography } from '@mui/material'
import { useDataProvider, useEditContext, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import type { LeadDetail } from '../../server/services/leads/desk'
import { deliveryLabel, formatWhen } from './lead'
import { Section } from './Section'
import { RetryButton } from './RetryButton'

/** The label of a delivery's channel: the sales inbox, the visitor's own copy or the CRM. */
export function channelKey(channel: unknown): string {
  if (channel === 'crm') return 'desk.show.channel_crm'
  return channel === 'visitor' ? 'desk.show.channel_visitor' : 'desk.show.channel_mail'
}

/** The email and CRM forward of the lead: status, attempts, last error, and a retry when one failed. */
export function Deliveries() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { record } = useEditContext<LeadDetail>()
  if (!record) return null
  return (
    <Section title={translate('desk.show.deliveries')}>
      {record.deliveries?.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {record.deliveries.map((d) => (
            <Box component="li" key={d.id} data-delivery={d.kind}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{translate(channelKey(d.channel))}</Typography>
                <Chip size="small" label={deliveryLabel(translate, d.status === 'pending' ? 'pending' : d.status)} />
                <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                  {formatWhen(d.sentAt ?? d.createdAt, locale)} ·{' '}
                  {translate('desk.show.attempts', { count: d.attempts })}
                </Typography>
              </Box>
              {/* A skipped forward (no CRM configured) is not a failure: its chip says so, no error line. */}
              {d.lastError && d.status !== 'skipped' ? (
                <Typography color="error" sx={{ fontSize: '0.875rem' }}>
                  {translate('desk.show.last_error', { error: d.lastError })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('desk.show.no_deliveries')}</Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <RetryButton record={record} />
      </Box>
    </Section>
  )
}

/** Spam or not: "Not spam" sends the lead on (email, CRM) as if it had just arrived. */
export function SpamVerdict() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const refresh = useRefresh()
  const { record } = useEditContext<LeadDetail>()
  if (!record || record.anonymizedAt) return null
  const mark = (spam: boolean) =>
    dataProvider
      .markSpam(record.id, spam)
      .then(() => {
        notify(spam ? 'desk.show.marked_spam' : 'desk.show.marked_not_spam', { type: 'success' })
        refresh()
      })
      .catch((err: unknown) =>
        notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' }),
      )
  return (
    <Section title={translate('desk.show.spam_title')}>
      <Typography sx={{ mb: 1 }}>{translate(record.spam ? 'desk.show.spam_yes' : 'desk.show.spam_no')}</Typography>
      <Button variant="outlined" color={record.spam ? 'primary' : 'error'} onClick={() => void mark(!record.spam)}>
        {translate(record.spam ? 'desk.show.mark_not_spam' : 'desk.show.mark_spam')}
      </Button>
    </Section>
  )
}

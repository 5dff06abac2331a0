import { Box, Typography } from '@mui/material'
import { useEditContext, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin'
import { formatWhen } from './lead'
import type { LeadDetail, TimelineEntry } from '../../server/services/leads/desk'
import { channelKey } from './LeadDeliveries'
import { Section } from './Section'

function describe(translate: TranslateFunction, e: TimelineEntry, locale: string): string {
  const d = e.details
  const channel = () => translate(channelKey(d.channel))
  const status = (s: unknown) => translate(`desk.status.${String(s)}`)
  switch (e.kind) {
    case 'queued':
      return translate('desk.timeline.queued', { channel: channel() })
    case 'delivered':
      return translate('desk.timeline.delivered', { channel: channel() })
    case 'status':
      return (
        translate('desk.timeline.status', { from: status(d.from), to: status(d.to) }) +
        (d.reason ? ` (${String(d.reason)})` : '')
      )
    case 'owner':
      return d.to ? translate('desk.timeline.owner', { to: String(d.to) }) : translate('desk.timeline.unassigned')
    case 'note':
      return `${translate('desk.timeline.note')}: ${typeof d.text === 'string' ? d.text : '—'}`
    case 'spam':
      return translate(d.spam ? 'desk.timeline.spam' : 'desk.timeline.not_spam')
    case 'reminder':
      return translate('desk.timeline.reminder', { to: String(d.to ?? '') })
    case 'retry':
      return translate('desk.timeline.retry')
    case 'booking_booked':
    case 'booking_rescheduled':
      return translate(`bookings.timeline.${e.kind.slice(8)}`, {
        when: typeof d.startsAt === 'string' ? formatWhen(d.startsAt, locale) : '—',
      })
    case 'booking_cancelled':
    case 'booking_held':
    case 'booking_no_show':
      return translate(`bookings.timeline.${e.kind.slice(8)}`)
    default:
      return translate('desk.timeline.received')
  }
}

/** Everything that happened to the lead, oldest first: who and when. */
export function Timeline() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { record } = useEditContext<LeadDetail>()
  if (!record) return null
  return (
    <Section title={translate('desk.show.timeline')}>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid="lead-timeline">
        {(record.timeline ?? []).map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{describe(translate, e, locale)}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.8rem' }}>
              {formatWhen(e.at, locale)} ·{' '}
              {e.actor ? translate('desk.timeline.by', { actor: e.actor }) : translate('desk.timeline.system')}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  )
}

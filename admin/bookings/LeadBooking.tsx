import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import { useCreatePath, useGetList, useLocaleState, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { zoneName } from '../../shared/booking/days'
import { adminLocaleTags, isAdminLocale } from '../i18n'
import { Section } from '../leads/Section'
import type { BookingRecord } from './Agenda'
import { useZonedFormat } from './zone'

const STATUS_COLOR = { booked: 'primary', held: 'success', no_show: 'warning', cancelled: 'default' } as const

/** The zone of the person looking at the page (their browser's). */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/**
 * The lead page's demo booking (issue 35 item 5): each booking of the lead, newest first, with its
 * time in the admin's own zone (named), its salesperson and status; its history is the timeline's
 * booking entries. Nothing when the lead has booked no demo.
 */
export function LeadBooking({ leadId }: { leadId: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const zone = viewerZone()
  const fmt = useZonedFormat(zone)
  const createPath = useCreatePath()
  const { data } = useGetList<BookingRecord>('bookings', {
    filter: { leadId },
    sort: { field: 'startsAt', order: 'DESC' },
    pagination: { page: 1, perPage: 10 },
  })
  if (!data?.length) return null
  const tag = adminLocaleTags[isAdminLocale(locale) ? locale : 'en']
  return (
    <Section title={translate('bookings.lead.title')}>
      <Box data-testid="lead-booking" sx={{ display: 'grid', gap: 2 }}>
        {data.map((b) => (
          <Stack key={b.id} spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
                {`${fmt.day(b.startsAt)}, ${fmt.time(b.startsAt)}–${fmt.time(b.endsAt)}`}
              </Typography>
              <Chip size="small" color={STATUS_COLOR[b.status]} label={translate(`bookings.status.${b.status}`)} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('bookings.lead.zone', { zone: zoneName(zone, tag) })}
            </Typography>
            <Typography variant="body2">{translate('bookings.lead.salesperson', { name: b.salesperson })}</Typography>
            <Box>
              <Button
                size="small"
                component={Link}
                to={createPath({ resource: 'bookings', id: b.id, type: 'show' })}
                sx={{ px: 0 }}
              >
                {translate('bookings.lead.open')}
              </Button>
            </Box>
          </Stack>
        ))}
        <Typography variant="body2" color="text.secondary">
          {translate('bookings.lead.history')}
        </Typography>
      </Box>
    </Section>
  )
}

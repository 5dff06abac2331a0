import { Button, Stack, Typography } from '@mui/material'
import {
  Show,
  SimpleShowLayout,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  Labeled,
} from 'react-admin'
import { Link } from 'react-router'
import type { BookingRecord } from './Agenda'
import { useBusinessZone, useZonedFormat } from './zone'

function Details() {
  const b = useRecordContext<BookingRecord>()
  const translate = useTranslate()
  const fmt = useZonedFormat(useBusinessZone())
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!b) return null
  const mark = (status: 'held' | 'no_show') =>
    update(
      'bookings',
      { id: b.id, data: { status }, previousData: b },
      {
        onSuccess: () => {
          notify('bookings.show.marked', { messageArgs: { status: translate(`bookings.status.${status}`) } })
          refresh()
        },
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    )
  const past = Date.parse(b.startsAt) <= Date.now()
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {translate('bookings.show.title', { name: b.leadName })}
      </Typography>
      <Labeled label="bookings.show.when">
        <span>{`${fmt.dateTime(b.startsAt)} – ${fmt.time(b.endsAt)}`}</span>
      </Labeled>
      <Labeled label="bookings.agenda.salesperson">
        <span>{b.salesperson}</span>
      </Labeled>
      <Labeled label="bookings.show.company">
        <span>{b.leadCompany || '—'}</span>
      </Labeled>
      <Labeled label="bookings.show.visitor_zone">
        <span>{b.visitorTimeZone}</span>
      </Labeled>
      <Labeled label="bookings.agenda.status">
        <span>{translate(`bookings.status.${b.status}`)}</span>
      </Labeled>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {b.status === 'booked' && past && (
          <>
            <Button variant="contained" disabled={isPending} onClick={() => mark('held')}>
              {translate('bookings.show.mark_held')}
            </Button>
            <Button variant="outlined" disabled={isPending} onClick={() => mark('no_show')}>
              {translate('bookings.show.mark_no_show')}
            </Button>
          </>
        )}
        <Button component={Link} to={`/leads/${b.leadRef}`}>
          {translate('bookings.show.open_lead')}
        </Button>
      </Stack>
    </Stack>
  )
}

/** /admin/bookings/:id/show: one demo, marked held or no-show once its time has come. */
export function BookingShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <Details />
      </SimpleShowLayout>
    </Show>
  )
}

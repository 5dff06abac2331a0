import { Box, Card, CardContent, Chip, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material'
import { List, SelectInput, useCreatePath, useListContext, useTranslate, ReferenceInput } from 'react-admin'
import { Link } from 'react-router'
import { useBusinessZone, useZonedFormat } from './zone'

export interface BookingRecord {
  id: number
  leadId: number
  leadRef: string
  leadName: string
  leadCompany: string
  userId: number
  salesperson: string
  startsAt: string
  endsAt: string
  visitorTimeZone: string
  status: 'booked' | 'cancelled' | 'held' | 'no_show'
}

const STATUS_COLOR = { booked: 'primary', held: 'success', no_show: 'warning', cancelled: 'default' } as const

function AgendaDays() {
  const { data, isPending } = useListContext<BookingRecord>()
  const translate = useTranslate()
  const zone = useBusinessZone()
  const fmt = useZonedFormat(zone)
  const createPath = useCreatePath()
  if (isPending) return null
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('bookings.agenda.empty')}
      </Typography>
    )
  const days = new Map<string, BookingRecord[]>()
  for (const b of data) {
    const day = fmt.day(b.startsAt)
    days.set(day, [...(days.get(day) ?? []), b])
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5">
        {translate('bookings.agenda.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('bookings.agenda.zone', { zone })}
      </Typography>
      {[...days].map(([day, items]) => (
        <Card key={day} variant="outlined" sx={{ mb: 2 }}>
          <CardContent sx={{ pb: 0 }}>
            <Typography component="h2" variant="h6" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
              {day}
            </Typography>
          </CardContent>
          <MuiList dense>
            {items.map((b) => (
              <ListItemButton
                key={b.id}
                component={Link}
                to={createPath({ resource: 'bookings', id: b.id, type: 'show' })}
              >
                <ListItemText
                  primary={`${fmt.time(b.startsAt)}–${fmt.time(b.endsAt)} · ${b.leadName}${b.leadCompany ? ` (${b.leadCompany})` : ''}`}
                  secondary={b.salesperson}
                />
                <Chip size="small" color={STATUS_COLOR[b.status]} label={translate(`bookings.status.${b.status}`)} />
              </ListItemButton>
            ))}
          </MuiList>
        </Card>
      ))}
    </Box>
  )
}

/** /admin/bookings: upcoming demos grouped by day in the business zone, per salesperson. */
export function BookingAgenda() {
  const translate = useTranslate()
  const statuses = (['booked', 'held', 'no_show', 'cancelled'] as const).map((id) => ({
    id,
    name: translate(`bookings.status.${id}`),
  }))
  return (
    <List
      title={translate('bookings.agenda.title')}
      sort={{ field: 'startsAt', order: 'ASC' }}
      filterDefaultValues={{ upcoming: true }}
      perPage={100}
      exporter={false}
      filters={[
        <ReferenceInput key="u" source="userId" reference="availability" alwaysOn>
          <SelectInput label="bookings.agenda.salesperson" optionText="email" emptyText="bookings.agenda.all" />
        </ReferenceInput>,
        <SelectInput key="s" source="status" label="bookings.agenda.status" choices={statuses} alwaysOn />,
      ]}
    >
      <AgendaDays />
    </List>
  )
}

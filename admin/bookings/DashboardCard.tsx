import { Box, Card, CardContent, Typography } from '@mui/material'
import { useGetOne, useTranslate } from 'react-admin'
import { Link } from 'react-router'

/** The dashboard's card: demos booked (still ahead or unmarked), held and no-show (admin/dashboard/cards.tsx). */
export function DemosCard() {
  const translate = useTranslate()
  const { data } = useGetOne<{ id: string; booked: number; held: number; noShow: number }>('bookings', {
    id: 'counts',
  })
  const figures = [
    ['booked', data?.booked],
    ['held', data?.held],
    ['no_show', data?.noShow],
  ] as const
  return (
    <Card variant="outlined" data-testid="demos-card">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('bookings.dashboard.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 4, mt: 1, flexWrap: 'wrap' }}>
          {figures.map(([key, n]) => (
            <Box key={key}>
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{n ?? '…'}</Typography>
              <Typography color="text.secondary">{translate(`bookings.dashboard.${key}`)}</Typography>
            </Box>
          ))}
        </Box>
        <Link to="/bookings">{translate('bookings.nav')}</Link>
      </CardContent>
    </Card>
  )
}

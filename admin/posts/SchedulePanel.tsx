import { Card, CardContent, Typography } from '@mui/material'
import { DateTimeInput, useTranslate } from 'react-admin'

/** Publish at a future date and time, in the editor's own time zone (the server stores UTC). */
export function SchedulePanel() {
  const translate = useTranslate()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {translate('editorial.schedule.title')}
        </Typography>
        <DateTimeInput
          source="publish_at"
          label="editorial.schedule.publish_at"
          variant="outlined"
          helperText={translate('editorial.schedule.time_zone', { zone })}
        />
      </CardContent>
    </Card>
  )
}

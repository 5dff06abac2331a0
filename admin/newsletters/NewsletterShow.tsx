import { Box, Typography } from '@mui/material'
import { useLocaleState, useShowController, useTranslate } from 'react-admin'
import { Loading } from '../common/Loading'
import { Actions } from './Actions'
import type { Newsletter } from './api'
import { formatMoment, StatusChip } from './fields'
import { Preview } from './Preview'
import { Report } from './Report'

/** One issue: its state, what can be done with it, its report once it went out, and the preview. */
export function NewsletterShow() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { record } = useShowController<Newsletter>({ resource: 'newsletters' })
  if (!record) return <Loading />
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {record.subject}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1 }}>
          <StatusChip status={record.status} />
          <Typography color="text.secondary">{translate(`newsletters.language.${record.language}`)}</Typography>
          {(record.startedAt ?? record.scheduledAt) && (
            <Typography color="text.secondary">
              {translate(record.startedAt ? 'newsletters.fields.started_at' : 'newsletters.fields.scheduled_at')}{' '}
              {formatMoment(record.startedAt ?? record.scheduledAt, locale)}
            </Typography>
          )}
        </Box>
      </Box>
      <Actions record={record} />
      {record.startedAt && <Report record={record} />}
      <Preview record={record} />
    </Box>
  )
}

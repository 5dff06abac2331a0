import { Box } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { colors } from '../theme'

/** Published, Draft, or Scheduled (with its date and time, in the editor's time zone). */
export function StatusBadge({ published, scheduledFor }: { published: boolean; scheduledFor?: string | null }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const label = scheduledFor
    ? translate('editorial.scheduled_for', {
        date: new Date(scheduledFor).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      })
    : translate(published ? 'mapleserve.posts.status.published' : 'mapleserve.posts.status.draft')
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        bgcolor: published ? colors.pineLight : scheduledFor ? colors.emberWash : colors.stone,
        color: published ? colors.pine : scheduledFor ? colors.emberDark : colors.inkSoft,
      }}
    >
      {label}
    </Box>
  )
}

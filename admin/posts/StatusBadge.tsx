import { Box } from '@mui/material'
import { useTranslate } from 'react-admin'
import { colors } from '../theme'

export function StatusBadge({ published }: { published: boolean }) {
  const translate = useTranslate()
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
        bgcolor: published ? colors.pineLight : colors.stone,
        color: published ? colors.pine : colors.inkSoft,
      }}
    >
      {translate(published ? 'mapleserve.posts.status.published' : 'mapleserve.posts.status.draft')}
    </Box>
  )
}

import { Box } from '@mui/material'
import { colors } from '../theme'

export function StatusBadge({ published }: { published: boolean }) {
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
      {published ? 'Published' : 'Draft'}
    </Box>
  )
}

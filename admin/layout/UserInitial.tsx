import { Box } from '@mui/material'
import { colors } from '../theme'

/** The signed-in user's initial in a circle (the spec's sidebar footer). */
export function UserInitial({ email }: { email: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        bgcolor: colors.ember,
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        flexShrink: 0,
      }}
    >
      {(email.trim()[0] ?? 'A').toUpperCase()}
    </Box>
  )
}

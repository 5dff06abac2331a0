import { Box, CircularProgress, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

/** The guard's and the lazy screens' loading state: a spinner with 'Loading...'. */
export function Loading({ label = 'mapleserve.app.loading' }: { label?: string }) {
  const translate = useTranslate()
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: '40vh',
        p: 4,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{translate(label, { _: label })}</Typography>
    </Box>
  )
}

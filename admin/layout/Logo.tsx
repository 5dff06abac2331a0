import { Box, Typography } from '@mui/material'

/** The brand mark (same file as the public favicon) and the product name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <img src="/favicon.svg" alt="" width={32} height={32} style={{ flexShrink: 0 }} />
      {compact ? null : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }}>
          MapleServe{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            Admin
          </Box>
        </Typography>
      )}
    </Box>
  )
}

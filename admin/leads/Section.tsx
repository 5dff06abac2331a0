import { Card, CardContent, Typography } from '@mui/material'
import type { ReactNode } from 'react'

/** A titled card on the lead page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

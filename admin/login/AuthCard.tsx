import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { LanguageMenu } from '../i18n/LanguageMenu'
import { Logo } from '../layout/Logo'

/** The frame of the pages before sign-in: the language menu, a card with the logo, a title and a line. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 10px 30px rgb(27 31 36 / 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}

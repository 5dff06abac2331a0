import { Box, Button, Paper, Typography } from '@mui/material'
import { ShieldX } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import { CanAccess, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { roleCanAccess } from '../access'
import { Loading } from '../common/Loading'
import { currentMe } from '../session'

/** The one page an editor sees at an administrators' address (react-admin's accessDenied). */
export function NotAllowed() {
  const translate = useTranslate()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, color: 'error.main' }}>
        <ShieldX size={28} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {translate('shell.not_allowed.title')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 3 }}>{translate('shell.not_allowed.body')}</Typography>
      <Button component={Link} to="/admin/dashboard" variant="contained">
        {translate('shell.not_allowed.back')}
      </Button>
    </Paper>
  )
}

/**
 * Renders `children` only when the signed-in user may open `resource`; else the not-allowed page.
 * With the session already known (the usual case: it is read before the admin starts) the answer
 * is immediate, so the screen's code and data start loading in the first render; otherwise
 * react-admin's <CanAccess> asks authProvider.canAccess.
 */
function Guard({ resource, children }: { resource: string; children: ReactNode }) {
  const me = currentMe()
  if (me) return roleCanAccess(me.role, resource) ? children : <NotAllowed />
  return (
    <CanAccess resource={resource} action="list" loading={<Loading />} accessDenied={<NotAllowed />}>
      {children}
    </CanAccess>
  )
}

/** A screen wrapped in its guard (for <Resource list={...}> and custom routes). */
export function guarded<P extends object>(resource: string, Screen: ComponentType<P>): ComponentType<P> {
  const GuardedScreen = (props: P) => (
    <Guard resource={resource}>
      <Screen {...props} />
    </Guard>
  )
  GuardedScreen.displayName = `Guarded(${resource})`
  return GuardedScreen
}

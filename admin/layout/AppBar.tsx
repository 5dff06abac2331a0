import { Box, IconButton, useMediaQuery, type Theme } from '@mui/material'
import { Menu } from 'lucide-react'
import { useGetIdentity, useSidebarState, useTranslate } from 'react-admin'
import { Logo } from './Logo'
import { UserInitial } from './UserInitial'

/** On phones only: a bar with the menu button (opens the sidebar's drawer), the logo and the user's initial. */
export function AdminAppBar() {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
  const [open, setOpen] = useSidebarState()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  if (!isXSmall) return null
  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 60,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 1,
        bgcolor: '#fff',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        onClick={() => setOpen(!open)}
        aria-label={translate('mapleserve.nav.open_menu')}
        aria-expanded={open}
        sx={{ width: 44, height: 44 }}
      >
        <Menu size={22} />
      </IconButton>
      <Logo />
      <Box sx={{ width: 44, display: 'flex', justifyContent: 'center' }}>
        <UserInitial email={typeof identity?.email === 'string' ? identity.email : ''} />
      </Box>
    </Box>
  )
}

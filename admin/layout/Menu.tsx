import { Box, Button, IconButton, MenuList, Typography, useMediaQuery, type Theme } from '@mui/material'
import { ChevronsLeft, ChevronsRight, LogOut, X } from 'lucide-react'
import {
  MenuItemLink,
  useGetIdentity,
  useLogout,
  useNotify,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin'
import { roleCanAccess } from '../access'
import { LanguageMenu } from '../i18n/LanguageMenu'
import { colors } from '../theme'
import { Logo } from './Logo'
import { menuEntries } from './menu-entries'
import { UserInitial } from './UserInitial'

/** The signed-in user (email, else 'Admin'), the language menu and Sign Out: the spec's sidebar footer. */
function MenuFooter({ open }: { open: boolean }) {
  const { identity } = useGetIdentity()
  const logout = useLogout()
  const notify = useNotify()
  const translate = useTranslate()
  const email = typeof identity?.email === 'string' ? identity.email : ''
  const name = email || translate('mapleserve.app.admin')
  const signOut = () => {
    Promise.resolve(logout()).catch(() => notify('mapleserve.nav.sign_out_failed', { type: 'error' }))
  }
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: open ? 'flex-start' : 'center' }}>
        <UserInitial email={email} />
        {open ? (
          <Typography
            sx={{ fontSize: '0.9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={name}
          >
            {name}
          </Typography>
        ) : null}
      </Box>
      <LanguageMenu compact={!open} />
      <Button
        onClick={signOut}
        color="inherit"
        startIcon={open ? <LogOut size={18} /> : undefined}
        aria-label={open ? undefined : translate('mapleserve.nav.sign_out')}
        sx={{ justifyContent: open ? 'flex-start' : 'center', color: colors.inkSoft, minWidth: 0 }}
      >
        {open ? translate('mapleserve.nav.sign_out') : <LogOut size={18} />}
      </Button>
    </Box>
  )
}

/**
 * The sidebar's content (react-admin's `menu`): the logo, one MenuItemLink per screen the user may
 * open (react-admin's tooltip names each icon when collapsed), the collapse button on wide screens,
 * a close button in the phone drawer, and the footer.
 */
export function AdminMenu() {
  const [open, setOpen] = useSidebarState()
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
  const { permissions } = usePermissions<'admin' | 'editor'>()
  const translate = useTranslate()
  const expanded = open || isXSmall
  return (
    <Box
      component="nav"
      aria-label={translate('mapleserve.nav.label')}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: expanded ? 'space-between' : 'center',
          px: 2,
          minHeight: 68,
        }}
      >
        <Logo compact={!expanded} />
        {isXSmall ? (
          <IconButton
            onClick={() => setOpen(false)}
            aria-label={translate('mapleserve.nav.close_menu')}
            sx={{ width: 44, height: 44 }}
          >
            <X size={20} />
          </IconButton>
        ) : null}
      </Box>
      <MenuList sx={{ p: 1.5, display: 'grid', gap: 0.5, flex: 1, alignContent: 'start' }}>
        {menuEntries
          .filter((entry) => roleCanAccess(permissions, entry.resource))
          .map(({ resource, label, icon: Icon }) => (
            <MenuItemLink
              key={resource}
              to={`/admin/${resource}`}
              primaryText={label}
              leftIcon={<Icon size={20} aria-hidden />}
              aria-label={expanded ? undefined : translate(label)}
              sx={{
                minHeight: 44,
                borderRadius: 2,
                px: 1.5,
                gap: 1.5,
                fontWeight: 600,
                color: colors.inkSoft,
                justifyContent: expanded ? 'flex-start' : 'center',
                '& .RaMenuItemLink-icon': { minWidth: 0, color: 'inherit' },
                '& .MuiTypography-root': { display: expanded ? 'block' : 'none' },
                '&.RaMenuItemLink-active': { color: colors.emberDark, bgcolor: colors.emberWash },
                '&:focus-visible': { outline: `3px solid ${colors.ember}`, outlineOffset: 2 },
              }}
            />
          ))}
      </MenuList>
      {isXSmall ? null : (
        <Box sx={{ px: 1.5, pb: 1, display: 'flex', justifyContent: open ? 'flex-end' : 'center' }}>
          <IconButton
            onClick={() => setOpen(!open)}
            aria-label={translate(open ? 'mapleserve.nav.collapse' : 'mapleserve.nav.expand')}
            sx={{ width: 44, height: 44 }}
          >
            {open ? <ChevronsLeft size={20} /> : <ChevronsRight size={20} />}
          </IconButton>
        </Box>
      )}
      <MenuFooter open={expanded} />
    </Box>
  )
}

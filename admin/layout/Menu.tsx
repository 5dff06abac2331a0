import { Box, Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material'
import { ChevronsLeft, ChevronsRight, LogOut, X } from 'lucide-react'
import { useGetIdentity, useLogout, useNotify, usePermissions, useSidebarState, useTranslate } from 'react-admin'
import { roleCanAccess } from '../access'
import { LanguageMenu } from '../i18n/LanguageMenu'
import { colors } from '../theme'
import { Logo } from './Logo'
import { Link, useLocation } from 'react-router'
import { menuEntries, type MenuEntry } from './menu-entries'
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
            sx={{ fontSize: '0.9rem', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
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

/** One entry: a plain link (current page marked), named by its tooltip and aria-label when collapsed. */
function MenuLink({ entry, expanded, onNavigate }: { entry: MenuEntry; expanded: boolean; onNavigate?: () => void }) {
  const translate = useTranslate()
  const { pathname } = useLocation()
  const to = `/admin/${entry.resource}`
  const active = pathname === to || pathname.startsWith(`${to}/`)
  const label = translate(entry.label)
  const Icon = entry.icon
  const link = (
    <Box
      component={Link}
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={expanded ? undefined : label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: expanded ? 'flex-start' : 'center',
        gap: 1.5,
        minHeight: 44,
        px: 1.5,
        borderRadius: 2,
        textDecoration: 'none',
        fontWeight: 600,
        color: active ? colors.emberDark : colors.inkSoft,
        bgcolor: active ? colors.emberWash : 'transparent',
        '&:hover': { bgcolor: active ? colors.emberWash : colors.stone },
        '&:focus-visible': { outline: `3px solid ${colors.ember}`, outlineOffset: 2 },
      }}
    >
      <Icon size={20} aria-hidden />
      {expanded ? <span>{label}</span> : null}
    </Box>
  )
  return expanded ? (
    link
  ) : (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  )
}

/**
 * The sidebar's content (react-admin's `menu`): the logo, one MenuItemLink per screen the user may
 * open (a tooltip and aria-label name each icon when collapsed), the collapse button on wide screens,
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
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 0.5, flex: 1, alignContent: 'start' }}
      >
        {menuEntries
          .filter((entry) => roleCanAccess(permissions, entry.resource))
          .map((entry) => (
            <li key={entry.resource}>
              <MenuLink entry={entry} expanded={expanded} onNavigate={isXSmall ? () => setOpen(false) : undefined} />
            </li>
          ))}
      </Box>
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

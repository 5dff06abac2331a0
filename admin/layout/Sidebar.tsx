import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material'
import {
  Activity,
  ChartLine,
  ChevronsLeft,
  ChevronsRight,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  Milestone,
  ScrollText,
  Settings,
  UserCog,
  X,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { useGetIdentity, useLogout, useNotify, usePermissions, useTranslate } from 'react-admin'
import { Link, useLocation } from 'react-router'
import { LanguageMenu } from '../i18n/LanguageMenu'
import { colors } from '../theme'
import { Logo } from './Logo'

export const SIDEBAR_WIDTH = 264
export const SIDEBAR_COLLAPSED_WIDTH = 76

interface NavItem {
  to: string
  /** A message key (admin/i18n). */
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  adminOnly?: boolean
}

const items: NavItem[] = [
  { to: '/admin/dashboard', label: 'mapleserve.nav.dashboard', icon: LayoutDashboard },
  { to: '/admin/blogs', label: 'mapleserve.nav.posts', icon: FileText },
  { to: '/admin/media', label: 'media.nav', icon: Images },
  { to: '/admin/leads', label: 'mapleserve.nav.leads', icon: Inbox, adminOnly: true },
  { to: '/admin/analytics', label: 'analytics.nav', icon: ChartLine, adminOnly: true },
  { to: '/admin/subscribers', label: 'mapleserve.nav.subscribers', icon: Mail, adminOnly: true },
  { to: '/admin/newsletters', label: 'newsletters.nav', icon: Newspaper, adminOnly: true },
  { to: '/admin/users', label: 'mapleserve.nav.users', icon: UserCog, adminOnly: true },
  { to: '/admin/audit', label: 'accounts.nav.audit', icon: ScrollText, adminOnly: true },
  { to: '/admin/status', label: 'status.nav', icon: Activity, adminOnly: true },
  { to: '/admin/redirects', label: 'redirects.nav', icon: Milestone, adminOnly: true },
  { to: '/admin/settings', label: 'mapleserve.nav.settings', icon: Settings },
]

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

export function Sidebar({
  collapsed,
  onToggleCollapsed,
  onClose,
}: {
  collapsed: boolean
  onToggleCollapsed?: () => void
  onClose?: () => void
}) {
  const { pathname } = useLocation()
  const { permissions } = usePermissions()
  const { identity } = useGetIdentity()
  const logout = useLogout()
  const notify = useNotify()
  const translate = useTranslate()
  const email = typeof identity?.email === 'string' && identity.email ? identity.email : ''

  const signOut = () => {
    Promise.resolve(logout()).catch(() => notify('mapleserve.nav.sign_out_failed', { type: 'error' }))
  }

  return (
    <Box
      component="nav"
      aria-label={translate('mapleserve.nav.label')}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#fff',
        borderRight: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          gap: 1,
          px: 2,
          minHeight: 68,
        }}
      >
        <Logo compact={collapsed} />
        {onClose ? (
          <IconButton
            onClick={onClose}
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
        {items
          .filter((item) => !item.adminOnly || permissions === 'admin')
          .map(({ to, label: key, icon: Icon }) => {
            const label = translate(key)
            const active = pathname === to || pathname.startsWith(`${to}/`)
            const link = (
              <Box
                component={Link}
                to={to}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: collapsed ? 'center' : 'flex-start',
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
                {collapsed ? null : <span>{label}</span>}
              </Box>
            )
            return (
              <li key={to}>
                {collapsed ? (
                  <Tooltip title={label} placement="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            )
          })}
      </Box>
      {onToggleCollapsed ? (
        <Box sx={{ px: 1.5, pb: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={translate(collapsed ? 'mapleserve.nav.expand' : 'mapleserve.nav.collapse')}
            sx={{ width: 44, height: 44 }}
          >
            {collapsed ? <ChevronsRight size={20} /> : <ChevronsLeft size={20} />}
          </IconButton>
        </Box>
      ) : null}
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'grid', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: collapsed ? 'center' : 'flex-start',
            minWidth: 0,
          }}
        >
          <UserInitial email={email} />
          {collapsed ? null : (
            <Typography
              sx={{ fontSize: '0.9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={email || translate('mapleserve.app.admin')}
            >
              {email || translate('mapleserve.app.admin')}
            </Typography>
          )}
        </Box>
        <LanguageMenu compact={collapsed} />
        <Button
          onClick={signOut}
          color="inherit"
          startIcon={collapsed ? undefined : <LogOut size={18} />}
          aria-label={collapsed ? translate('mapleserve.nav.sign_out') : undefined}
          sx={{ justifyContent: collapsed ? 'center' : 'flex-start', color: colors.inkSoft, minWidth: 0 }}
        >
          {collapsed ? <LogOut size={18} /> : translate('mapleserve.nav.sign_out')}
        </Button>
      </Box>
    </Box>
  )
}

import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material'
import {
  ChevronsLeft,
  ChevronsRight,
  FileText,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Settings,
  UserCog,
  X,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { useGetIdentity, useLogout, useNotify, usePermissions } from 'react-admin'
import { Link, useLocation } from 'react-router'
import { colors } from '../theme'
import { Logo } from './Logo'

export const SIDEBAR_WIDTH = 264
export const SIDEBAR_COLLAPSED_WIDTH = 76

interface NavItem {
  to: string
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  adminOnly?: boolean
}

const items: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/blogs', label: 'Blog Posts', icon: FileText },
  { to: '/admin/leads', label: 'Leads', icon: Inbox, adminOnly: true },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Mail, adminOnly: true },
  { to: '/admin/users', label: 'Users', icon: UserCog, adminOnly: true },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
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
  const email = typeof identity?.email === 'string' && identity.email ? identity.email : ''

  const signOut = () => {
    Promise.resolve(logout()).catch(() => notify('Failed to sign out', { type: 'error' }))
  }

  return (
    <Box
      component="nav"
      aria-label="Admin"
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
          <IconButton onClick={onClose} aria-label="Close menu" sx={{ width: 44, height: 44 }}>
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
          .map(({ to, label, icon: Icon }) => {
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
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
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
              title={email || 'Admin'}
            >
              {email || 'Admin'}
            </Typography>
          )}
        </Box>
        <Button
          onClick={signOut}
          color="inherit"
          startIcon={collapsed ? undefined : <LogOut size={18} />}
          aria-label={collapsed ? 'Sign Out' : undefined}
          sx={{ justifyContent: collapsed ? 'center' : 'flex-start', color: colors.inkSoft, minWidth: 0 }}
        >
          {collapsed ? <LogOut size={18} /> : 'Sign Out'}
        </Button>
      </Box>
    </Box>
  )
}

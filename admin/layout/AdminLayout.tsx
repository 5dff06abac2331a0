import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Box, Drawer, IconButton, useMediaQuery, type Theme } from '@mui/material'
import { Menu } from 'lucide-react'
import { CheckForApplicationUpdate, useGetIdentity, useTranslate } from 'react-admin'
import { useLocation } from 'react-router'
import { Loading } from '../common/Loading'
import { Logo } from './Logo'
import { Sidebar, SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH, UserInitial } from './Sidebar'

const COLLAPSED_KEY = 'mapleserve-admin-sidebar-collapsed'

/**
 * Sidebar on the left: collapsible to icons on large screens; on small screens a top bar with a
 * menu button opens it as a sliding drawer over an overlay that closes it.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true })
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1')
  const [mobileOpen, setMobileOpen] = useState(false)
  const { identity } = useGetIdentity()
  const location = useLocation()
  const translate = useTranslate()

  useEffect(() => setMobileOpen(false), [location.pathname])

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1')
      return !value
    })
  }
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH
  const email = typeof identity?.email === 'string' ? identity.email : ''

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {isLarge ? (
        <Box
          component="aside"
          sx={{
            width,
            flexShrink: 0,
            transition: 'width 200ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <Box
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              width,
              transition: 'width 200ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
          </Box>
        </Box>
      ) : (
        <>
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
              onClick={() => setMobileOpen(true)}
              aria-label={translate('mapleserve.nav.open_menu')}
              aria-expanded={mobileOpen}
              sx={{ width: 44, height: 44 }}
            >
              <Menu size={22} />
            </IconButton>
            <Logo />
            <Box sx={{ width: 44, display: 'flex', justifyContent: 'center' }}>
              <UserInitial email={email} />
            </Box>
          </Box>
          <Drawer
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
          >
            <Sidebar collapsed={false} onClose={() => setMobileOpen(false)} />
          </Drawer>
        </>
      )}
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, pt: { xs: 'calc(60px + 16px)', md: 4 } }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </Box>
      </Box>
      <CheckForApplicationUpdate interval={60 * 60 * 1000} />
    </Box>
  )
}

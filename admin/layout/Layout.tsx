import { Box } from '@mui/material'
import type { ReactNode } from 'react'
import { CheckForApplicationUpdate, Layout, Sidebar, type SidebarProps } from 'react-admin'
import { NavigationGuard } from '../common/navigation-guard'
import { AdminAppBar } from './AppBar'
import { AdminMenu } from './Menu'

/** The sidebar stands alone on wide screens (no bar above it): full height, white, a line on its right. */
function AdminSidebar(props: SidebarProps) {
  return (
    <Sidebar
      {...props}
      sx={{
        height: '100vh',
        mt: 0,
        '&.RaSidebar-appBarCollapsed': { mt: 0 },
        '& .RaSidebar-fixed': { height: '100vh', width: 'inherit' },
        '& .MuiPaper-root': { bgcolor: '#fff', borderRight: 1, borderColor: 'divider' },
        '@media (prefers-reduced-motion: reduce)': { '& .MuiPaper-root': { transition: 'none' } },
      }}
    />
  )
}

/**
 * react-admin's <Layout> with the spec's sidebar as its menu (admin/layout/Menu.tsx): collapsible to
 * icons on wide screens (react-admin's sidebar state, kept in the store across reloads), a drawer over
 * an overlay on phones, opened from the small top bar (AppBar.tsx).
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout
      appBar={AdminAppBar}
      menu={AdminMenu}
      sidebar={AdminSidebar}
      sx={{
        '& .RaLayout-appFrame': { mt: { xs: '60px', sm: 0 } },
        '& .RaLayout-content': { minWidth: 0, p: { xs: 2, sm: 3, md: 4 } },
      }}
    >
      <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>{children}</Box>
      {/* One address for the check (every /admin path answers the same index.html): by default it is
          the current one, and each navigation downloaded the page again. */}
      <CheckForApplicationUpdate url="/admin/" interval={60 * 60 * 1000} />
      <NavigationGuard />
    </Layout>
  )
}

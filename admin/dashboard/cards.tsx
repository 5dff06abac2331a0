import { Box } from '@mui/material'
import { lazy, Suspense, type ComponentType } from 'react'
import { usePermissions } from 'react-admin'
import type * as LeadCards from './LeadCards'

// Chart code (MUI X Charts) loads only when the dashboard shows these cards.
const fromLeadCards = (name: keyof typeof LeadCards) =>
  lazy(() => import('./LeadCards').then((m) => ({ default: m[name] as ComponentType })))

/**
 * The dashboard's cards, in order, each with who may see it. Adding a card is one line here
 * (a component, lazy when it brings heavy code).
 */
const dashboardCards: { card: ComponentType; adminOnly?: boolean }[] = [
  { card: fromLeadCards('ResponseTimeCard'), adminOnly: true },
  { card: fromLeadCards('ConversionCard'), adminOnly: true },
  { card: fromLeadCards('LeadsBySourceCard'), adminOnly: true },
  { card: fromLeadCards('LeadsByCampaignCard'), adminOnly: true },
  { card: fromLeadCards('NewsletterConfirmationsCard'), adminOnly: true },
  {
    card: lazy(() => import('../newsletters/DashboardCard').then((m) => ({ default: m.LastIssueCard }))),
    adminOnly: true,
  },
  {
    card: lazy(() => import('../bookings/DashboardCard').then((m) => ({ default: m.DemosCard }))),
    adminOnly: true,
  },
]

export function DashboardGrid() {
  const { permissions } = usePermissions()
  const cards = dashboardCards.filter((c) => !c.adminOnly || permissions === 'admin')
  if (!cards.length) return null
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Suspense fallback={null}>
        {cards.map(({ card: Card }, i) => (
          <Card key={i} />
        ))}
      </Suspense>
    </Box>
  )
}

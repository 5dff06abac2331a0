import type { ComponentType } from 'react'
import { Activity, ChartLine, LayoutDashboard, Settings } from 'lucide-react'
import audit from '../audit'
import blogs from '../blogs'
import bookings, { availability, holidays } from '../bookings'
import leads from '../leads'
import media from '../media'
import newsletters from '../newsletters'
import redirects from '../redirects'
import subscribers from '../subscribers'
import users from '../users'

export interface MenuEntry {
  /** The resource (or screen) name: its URL is /admin/<resource>, and access is checked on it. */
  resource: string
  /** A message key (admin/i18n). */
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
}

/** The sidebar, in order: resources bring their own icon (admin/<resource>/index.ts). */
export const menuEntries: MenuEntry[] = [
  { resource: 'dashboard', label: 'mapleserve.nav.dashboard', icon: LayoutDashboard },
  { resource: 'blogs', label: 'mapleserve.nav.posts', icon: blogs.icon },
  { resource: 'media', label: 'media.nav', icon: media.icon },
  { resource: 'leads', label: 'mapleserve.nav.leads', icon: leads.icon },
  { resource: 'bookings', label: 'bookings.nav', icon: bookings.icon },
  { resource: 'availability', label: 'bookings.availability_nav', icon: availability.icon },
  { resource: 'holidays', label: 'bookings.settings_nav', icon: holidays.icon },
  { resource: 'analytics', label: 'analytics.nav', icon: ChartLine },
  { resource: 'subscribers', label: 'mapleserve.nav.subscribers', icon: subscribers.icon },
  { resource: 'newsletters', label: 'newsletters.nav', icon: newsletters.icon },
  { resource: 'users', label: 'mapleserve.nav.users', icon: users.icon },
  { resource: 'audit', label: 'accounts.nav.audit', icon: audit.icon },
  { resource: 'status', label: 'status.nav', icon: Activity },
  { resource: 'redirects', label: 'redirects.nav', icon: redirects.icon },
  { resource: 'settings', label: 'mapleserve.nav.settings', icon: Settings },
]

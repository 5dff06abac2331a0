import type { Me } from './session'

/**
 * Who may open what (the server enforces the same: /api/admin/* answers 403 to an editor). Editors
 * write the blog: its posts, media, authors, their own settings and the dashboard; everything else
 * is for administrators. Used by authProvider.canAccess (react-admin's <CanAccess>) and the menu.
 */
const EDITOR_RESOURCES: ReadonlySet<string> = new Set([
  'dashboard',
  'blogs',
  'posts',
  'media',
  'authors',
  'settings',
  // A salesperson (any role) sees their own demos and availability (the server filters).
  'bookings',
  'availability',
])

export function roleCanAccess(role: Me['role'] | undefined, resource: string): boolean {
  if (role === 'admin') return true
  return role === 'editor' && EDITOR_RESOURCES.has(resource)
}

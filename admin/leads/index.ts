import { lazy } from 'react'
import type { Store } from 'react-admin'
import { Inbox } from 'lucide-react'
import { roleCanAccess } from '../access'
import { dataProvider } from '../dataProvider'
import type { Me } from '../session'
import { preloadable } from '../common/preloadable'
import { guarded } from '../layout/NotAllowed'
import { firstLeadListQuery, OWNERS_QUERY } from './list-query'

/** The list's code: main.tsx asks for it beside the session check when a load opens /admin/leads. */
const leadList = preloadable(() => import('./LeadList').then((m) => m.LeadList))
export const loadLeadList = leadList.preload

/**
 * A load of /admin/leads by someone the session says may see leads: the list's first page and the
 * owners it names, asked for as soon as the session has answered; the list takes those answers when
 * it mounts (dataProvider.preloadList) instead of asking only after the shell's first render. An
 * editor's load asks for nothing (the screen is "not allowed").
 */
export function preloadLeadListData(store: Store, role: Me['role'] | undefined): void {
  if (!roleCanAccess(role, 'leads')) return
  dataProvider.preloadList('leads', firstLeadListQuery(store, window.location.search))
  dataProvider.preloadList('users', { ...OWNERS_QUERY, filter: {} })
}

/** /admin/leads (administrators): the leads desk, list and one lead. */
export default {
  list: guarded('leads', leadList.Screen),
  edit: guarded(
    'leads',
    lazy(() => import('./LeadEdit').then((m) => ({ default: m.LeadEdit }))),
  ),
  icon: Inbox,
}

import { lazy } from 'react'
import type { Store } from 'react-admin'
import { Inbox } from 'lucide-react'
import { dataProvider } from '../dataProvider'
import { guarded } from '../layout/NotAllowed'
import { firstLeadListQuery, OWNERS_QUERY } from './list-query'

/** The list's code: main.tsx asks for it beside the session check when a load opens /admin/leads. */
const loadLeadList = () => import('./LeadList')

/**
 * A load of /admin/leads: the list's code, its first page and the owners it names, asked for at once
 * beside the session check; the list takes those answers when it mounts (dataProvider.preloadList)
 * instead of asking only after the shell's first render.
 */
export function preloadLeadList(store: Store): Promise<unknown> {
  const query = firstLeadListQuery(store, window.location.search)
  if (query) dataProvider.preloadList('leads', query)
  dataProvider.preloadList('users', { ...OWNERS_QUERY, filter: {} })
  return loadLeadList()
}

/** /admin/leads (administrators): the leads desk, list and one lead. */
export default {
  list: guarded(
    'leads',
    lazy(() => loadLeadList().then((m) => ({ default: m.LeadList }))),
  ),
  edit: guarded(
    'leads',
    lazy(() => import('./LeadEdit').then((m) => ({ default: m.LeadEdit }))),
  ),
  icon: Inbox,
}

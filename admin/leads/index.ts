import { lazy } from 'react'
import { Inbox } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** The list's code: main.tsx asks for it beside the session check when a load opens /admin/leads. */
export const loadLeadList = () => import('./LeadList')

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

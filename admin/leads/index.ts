import { lazy } from 'react'
import { Inbox } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** /admin/leads (administrators): the leads desk, list and one lead. */
export default {
  list: guarded(
    'leads',
    lazy(() => import('./LeadList').then((m) => ({ default: m.LeadList }))),
  ),
  edit: guarded(
    'leads',
    lazy(() => import('./LeadEdit').then((m) => ({ default: m.LeadEdit }))),
  ),
  icon: Inbox,
}

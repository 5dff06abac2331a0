import { lazy } from 'react'
import { Milestone } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** /admin/redirects (administrators): 301s and the top missing pages. */
export default {
  list: guarded(
    'redirects',
    lazy(() => import('./RedirectsPage').then((m) => ({ default: m.RedirectsPage }))),
  ),
  icon: Milestone,
}

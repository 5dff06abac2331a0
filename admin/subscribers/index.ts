import { lazy } from 'react'
import { Mail } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** /admin/subscribers (administrators): newsletter sign-ups. */
export default {
  list: guarded(
    'subscribers',
    lazy(() => import('./SubscribersPage').then((m) => ({ default: m.SubscribersPage }))),
  ),
  icon: Mail,
}

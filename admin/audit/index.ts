import { lazy } from 'react'
import { ScrollText } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** /admin/audit (administrators): the audit log. */
export default {
  list: guarded(
    'audit',
    lazy(() => import('../accounts/AuditPage').then((m) => ({ default: m.AuditPage }))),
  ),
  icon: ScrollText,
}

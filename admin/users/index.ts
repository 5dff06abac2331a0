import { lazy } from 'react'
import { UserCog } from 'lucide-react'
import { guarded } from '../layout/NotAllowed'

/** /admin/users (administrators): accounts, roles, security actions. */
export default {
  list: guarded(
    'users',
    lazy(() => import('./UsersPage').then((m) => ({ default: m.UsersPage }))),
  ),
  edit: guarded(
    'users',
    lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  ),
  icon: UserCog,
}

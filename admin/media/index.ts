import { lazy } from 'react'
import { Images } from 'lucide-react'

/** /admin/media: the media library (editors too). */
export default {
  list: lazy(() => import('./MediaList').then((m) => ({ default: m.MediaList }))),
  edit: lazy(() => import('./MediaEdit').then((m) => ({ default: m.MediaEdit }))),
  icon: Images,
}

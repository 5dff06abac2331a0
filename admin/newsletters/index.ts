import { Newspaper } from 'lucide-react'
import { lazy, type ComponentType } from 'react'

const view = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })))

/** /admin/newsletters (administrators): monthly issues, composed, previewed, tested, sent and reported. */
export default {
  list: view(() => import('./NewsletterList'), 'NewsletterList'),
  create: view(() => import('./NewsletterForm'), 'NewsletterCreate'),
  edit: view(() => import('./NewsletterForm'), 'NewsletterEdit'),
  show: view(() => import('./NewsletterShow'), 'NewsletterShow'),
  icon: Newspaper,
}

import styles from './Breadcrumbs.module.css'
import { useLocalizePath } from '../use-shell'

export interface Crumb {
  name: string
  path: string
}

/** Visible trail matching the page's BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  const localize = useLocalizePath()
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={localize(item.path)}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

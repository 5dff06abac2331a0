import type { NavGroup, NavLink } from '../../../content/en/navigation'
import { useLocalizePath } from '../use-shell'
import styles from './Header.module.css'

/** A list of menu links (industries, one product group), shared by the dropdowns and the mobile panel. */
export function LinkList({ links, className = '' }: { links: NavLink[]; className?: string }) {
  const localize = useLocalizePath()
  return (
    <ul className={`${styles.links} ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={localize(link.href)} className={styles.link}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The Products menu: each group's title and links. */
export function ProductGroups({ groups }: { groups: NavGroup[] }) {
  return groups.map((group) => (
    <div key={group.title}>
      <p className={styles.groupTitle}>{group.title}</p>
      <LinkList links={group.links} />
    </div>
  ))
}

import type { ReactNode } from 'react'
import { DemoButton } from '../demo/DemoButton'
import { useLocalizePath, useShell } from '../use-shell'
import { LinkList, ProductGroups } from './NavLinks'
import styles from './MobileMenu.module.css'

/**
 * The collapsible panel under 1024 px, a native <details> (opens without JavaScript), with
 * Products and Categories (industries) as sections that open one at a time.
 */
export function MobileMenu() {
  const { ui, navigation } = useShell()
  const localize = useLocalizePath()

  const section = (id: 'products' | 'industries', label: string, content: ReactNode) => (
    <li>
      <details name="mobile-section" className={styles.mobileDetails}>
        <summary className={styles.mobileSection}>
          {label}
          <span className={styles.sign} aria-hidden="true" />
        </summary>
        <div id={`mobile-${id}`} className={styles.mobileSub}>
          {content}
        </div>
      </details>
    </li>
  )

  return (
    <details className={styles.mobile} data-mobile-menu="">
      <summary className={styles.burger}>
        <span className={styles.burgerLines} aria-hidden="true" />
        <span className={`visually-hidden ${styles.labelOpen}`}>{ui.header.openMenu}</span>
        <span className={`visually-hidden ${styles.labelClose}`}>{ui.header.closeMenu}</span>
      </summary>
      <div id="mobile-menu" className={styles.mobilePanel}>
        <ul className={styles.mobileList}>
          {section('products', ui.header.products, <ProductGroups groups={navigation.productGroups} />)}
          {section('industries', ui.header.industriesMobile, <LinkList links={navigation.industryLinks} />)}
          <li>
            <a href={localize('/hardware')} className={styles.mobileLink}>
              {ui.header.hardware}
            </a>
          </li>
          <li>
            <a href={localize('/pricing')} className={styles.mobileLink}>
              {ui.header.pricing}
            </a>
          </li>
          <li>
            <a href={localize('/blog')} className={styles.mobileLink}>
              {ui.header.blog}
            </a>
          </li>
        </ul>
        <DemoButton section="mobile-menu" className={`btn btn--primary btn--lg ${styles.mobileDemo}`}>
          {ui.header.getDemo}
        </DemoButton>
      </div>
    </details>
  )
}

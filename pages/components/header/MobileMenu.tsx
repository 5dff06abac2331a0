import { useEffect, useRef, useState } from 'react'
import { useSite } from '../page-context'
import { DemoButton } from '../demo/DemoButton'
import { useLocalizePath, useShell } from '../use-shell'
import { LinkList, ProductGroups } from './NavLinks'
import { useDismiss } from './use-dismiss'
import styles from './Header.module.css'

/** The collapsible panel under 1024 px: Products and Categories (industries) as sections. */
export function MobileMenu() {
  const { ui, navigation } = useShell()
  const localize = useLocalizePath()
  const { urlPathname } = useSite()
  const [open, setOpen] = useState(false)
  const [section, setSection] = useState<'products' | 'industries' | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => setOpen(false), [urlPathname])
  useDismiss(rootRef, open, (viaKey) => {
    setOpen(false)
    if (viaKey) buttonRef.current?.focus()
  })

  const sectionToggle = (id: 'products' | 'industries', label: string) => (
    <button
      type="button"
      className={styles.mobileSection}
      aria-expanded={section === id}
      aria-controls={`mobile-${id}`}
      onClick={() => setSection((s) => (s === id ? null : id))}
    >
      {label}
      <span aria-hidden="true">{section === id ? '−' : '+'}</span>
    </button>
  )

  return (
    <div ref={rootRef} className={styles.mobile}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? ui.header.closeMenu : ui.header.openMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.burgerLines} data-open={open} aria-hidden="true" />
      </button>
      <div id="mobile-menu" className={styles.mobilePanel} hidden={!open}>
        <ul className={styles.mobileList}>
          <li>
            {sectionToggle('products', ui.header.products)}
            <div id="mobile-products" hidden={section !== 'products'} className={styles.mobileSub}>
              <ProductGroups groups={navigation.productGroups} />
            </div>
          </li>
          <li>
            {sectionToggle('industries', ui.header.industriesMobile)}
            <div id="mobile-industries" hidden={section !== 'industries'} className={styles.mobileSub}>
              <LinkList links={navigation.industryLinks} />
            </div>
          </li>
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
    </div>
  )
}

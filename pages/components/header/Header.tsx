import { useCallback, useEffect, useRef, useState } from 'react'
import { useSite } from '../page-context'
import { DemoButton } from '../demo/DemoButton'
import { Logo } from '../Logo'
import { useShell } from '../use-shell'
import { MobileMenu } from './MobileMenu'
import { subscribeScrolled, useDismiss } from './use-dismiss'
import styles from './Header.module.css'

type Menu = 'products' | 'industries' | null

/** Compact header after 50 px of scroll (product-spec section 9). */
const COMPACT_AFTER_PX = 50

export function Header() {
  const { ui, navigation } = useShell()
  const { urlPathname } = useSite()
  const [compact, setCompact] = useState(false)
  const [open, setOpen] = useState<Menu>(null)
  const navRef = useRef<HTMLElement>(null)
  const triggerRefs = useRef<Record<string, HTMLButtonElement | null>>({})

  useEffect(() => subscribeScrolled(COMPACT_AFTER_PX, setCompact), [])
  useEffect(() => setOpen(null), [urlPathname])

  const dismiss = useCallback(
    (viaKey: boolean) => {
      if (viaKey && open) triggerRefs.current[open]?.focus()
      setOpen(null)
    },
    [open],
  )
  useDismiss(navRef, open !== null, dismiss)

  const toggle = (menu: Exclude<Menu, null>) => setOpen((current) => (current === menu ? null : menu))

  const letsTalk = (section: string) => (
    <div className={styles.talk}>
      <p className={styles.talkTitle}>{ui.header.letsTalkTitle}</p>
      <p className={styles.talkText}>{ui.header.letsTalkText}</p>
      <DemoButton section={section} className="btn btn--primary">
        {ui.header.consultation}
      </DemoButton>
    </div>
  )

  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`} data-compact={compact}>
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.logo} aria-label={ui.header.homeLabel}>
          <Logo />
        </a>
        <nav ref={navRef} className={styles.nav} aria-label={ui.header.mainNav}>
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <button
                ref={(el) => {
                  triggerRefs.current.products = el
                }}
                type="button"
                className={styles.navButton}
                aria-expanded={open === 'products'}
                aria-controls="menu-products"
                onClick={() => toggle('products')}
              >
                {ui.header.products}
                <Chevron />
              </button>
              <div id="menu-products" className={`${styles.panel} ${styles.panelWide}`} hidden={open !== 'products'}>
                <div className={styles.groups}>
                  {navigation.productGroups.map((group) => (
                    <div key={group.title}>
                      <p className={styles.groupTitle}>{group.title}</p>
                      <ul className={styles.links}>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <a href={link.href} className={styles.link}>
                              {link.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                {letsTalk('header-products')}
              </div>
            </li>
            <li className={styles.navItem}>
              <button
                ref={(el) => {
                  triggerRefs.current.industries = el
                }}
                type="button"
                className={styles.navButton}
                aria-expanded={open === 'industries'}
                aria-controls="menu-industries"
                onClick={() => toggle('industries')}
              >
                {ui.header.industries}
                <Chevron />
              </button>
              <div id="menu-industries" className={styles.panel} hidden={open !== 'industries'}>
                <ul className={`${styles.links} ${styles.twoCol}`}>
                  {navigation.industryLinks.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={styles.link}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
                {letsTalk('header-industries')}
              </div>
            </li>
            <li className={styles.navItem}>
              <a
                href="/hardware"
                className={styles.navLink}
                aria-current={urlPathname === '/hardware' ? 'page' : undefined}
              >
                {ui.header.hardware}
              </a>
            </li>
            <li className={styles.navItem}>
              <a
                href="/pricing"
                className={styles.navLink}
                aria-current={urlPathname === '/pricing' ? 'page' : undefined}
              >
                {ui.header.pricing}
              </a>
            </li>
            <li className={styles.navItem}>
              <a
                href="/blog"
                className={styles.navLink}
                aria-current={urlPathname.startsWith('/blog') ? 'page' : undefined}
              >
                {ui.header.blog}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <DemoButton section="header" className={`btn btn--primary ${styles.demo}`}>
            {ui.header.getDemo}
          </DemoButton>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}

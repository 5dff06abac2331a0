import { useCallback, useEffect, useRef, useState } from 'react'
import { useSite } from '../page-context'
import { DemoButton } from '../demo/DemoButton'
import { Logo } from '../Logo'
import { useLocalizePath, useShell } from '../use-shell'
import type { LanguageSwitch } from './language-switch'
import { MobileMenu } from './MobileMenu'
import { LinkList, ProductGroups } from './NavLinks'
import { subscribeScrolled, useDismiss } from './use-dismiss'
import styles from './Header.module.css'

type Menu = 'products' | 'industries' | null

/** Compact header after 50 px of scroll (product-spec section 9). */
const COMPACT_AFTER_PX = 50

export function Header({ languageSwitch }: { languageSwitch: LanguageSwitch }) {
  const { ui, navigation } = useShell()
  const localize = useLocalizePath()
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

  const pageLinks = [
    { href: localize('/hardware'), label: ui.header.hardware },
    { href: localize('/pricing'), label: ui.header.pricing },
    { href: localize('/blog'), label: ui.header.blog },
  ]
  const toggle = (menu: Exclude<Menu, null>) => setOpen((current) => (current === menu ? null : menu))

  const trigger = (menu: Exclude<Menu, null>, label: string) => (
    <button
      ref={(el) => {
        triggerRefs.current[menu] = el
      }}
      type="button"
      className={styles.navButton}
      aria-expanded={open === menu}
      aria-controls={`menu-${menu}`}
      onClick={() => toggle(menu)}
    >
      {label}
      <Chevron />
    </button>
  )

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
        <a href={localize('/')} className={styles.logo} aria-label={ui.header.homeLabel}>
          <Logo />
        </a>
        <nav ref={navRef} className={styles.nav} aria-label={ui.header.mainNav}>
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              {trigger('products', ui.header.products)}
              <div id="menu-products" className={`${styles.panel} ${styles.panelWide}`} hidden={open !== 'products'}>
                <div className={styles.groups}>
                  <ProductGroups groups={navigation.productGroups} />
                </div>
                {letsTalk('header-products')}
              </div>
            </li>
            <li className={styles.navItem}>
              {trigger('industries', ui.header.industries)}
              <div id="menu-industries" className={styles.panel} hidden={open !== 'industries'}>
                <LinkList links={navigation.industryLinks} className={styles.twoCol} />
                {letsTalk('header-industries')}
              </div>
            </li>
            {pageLinks.map((link) => (
              <li key={link.href} className={styles.navItem}>
                <a
                  href={link.href}
                  className={styles.navLink}
                  aria-current={isCurrent(urlPathname, link.href) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a
            href={languageSwitch.href}
            hrefLang={languageSwitch.lang}
            lang={languageSwitch.lang}
            title={languageSwitch.title}
            className={styles.language}
            data-language-switch=""
          >
            <span className={styles.languageName}>{languageSwitch.name}</span>
            <abbr className={styles.languageShort} title={languageSwitch.name}>
              {languageSwitch.short}
            </abbr>
          </a>
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

/** The current section: /blog stays current on every post. */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`)
}

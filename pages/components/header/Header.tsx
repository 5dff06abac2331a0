import { useSite } from '../page-context'
import { DemoButton } from '../demo/DemoButton'
import { Logo } from '../Logo'
import { useLocalizePath, useShell } from '../use-shell'
import type { LanguageSwitch } from './language-switch'
import { MobileMenu } from './MobileMenu'
import { LinkList, ProductGroups } from './NavLinks'
import styles from './Header.module.css'

/**
 * The site header, rendered on the server only. Its menus are native <details> (they open without
 * JavaScript; the shared `name` keeps one open at a time). pages/client/header.ts adds what needs
 * a script: the compact bar after 50 px of scroll, closing a menu on Escape or an outside press.
 */
export function Header({ languageSwitch }: { languageSwitch: LanguageSwitch }) {
  const { ui, navigation } = useShell()
  const localize = useLocalizePath()
  const { urlPathname } = useSite()

  const pageLinks = [
    { href: localize('/hardware'), label: ui.header.hardware },
    { href: localize('/pricing'), label: ui.header.pricing },
    { href: localize('/blog'), label: ui.header.blog },
  ]

  const trigger = (label: string) => (
    <summary className={styles.navButton}>
      {label}
      <Chevron />
    </summary>
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
    <header className={styles.header} data-compact="false" data-site-header="">
      <div className={`container ${styles.bar}`}>
        <a href={localize('/')} className={styles.logo} aria-label={ui.header.homeLabel}>
          <Logo />
        </a>
        <nav className={styles.nav} aria-label={ui.header.mainNav}>
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <details name="header-menu" className={styles.menu}>
                {trigger(ui.header.products)}
                <div id="menu-products" className={`${styles.panel} ${styles.panelWide}`}>
                  <div className={styles.groups}>
                    <ProductGroups groups={navigation.productGroups} />
                  </div>
                  {letsTalk('header-products')}
                </div>
              </details>
            </li>
            <li className={styles.navItem}>
              <details name="header-menu" className={styles.menu}>
                {trigger(ui.header.industries)}
                <div id="menu-industries" className={styles.panel}>
                  <LinkList links={navigation.industryLinks} className={styles.twoCol} />
                  {letsTalk('header-industries')}
                </div>
              </details>
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

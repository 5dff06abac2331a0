import { mailingAddress, site } from '../../../content/site'
import { Logo } from '../Logo'
import { useLocalizePath, useShell } from '../use-shell'
import { SocialIcon } from './SocialIcon'
import styles from './Footer.module.css'

export function Footer() {
  const { ui, navigation } = useShell()
  const localize = useLocalizePath()
  const year = new Date().getFullYear()
  const productLinks = navigation.productGroups.flatMap((group) => group.links)
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <a href={localize('/')} className={styles.logo} aria-label={ui.header.homeLabel}>
            <Logo tone="light" />
          </a>
          <p className={styles.tagline}>{ui.footer.tagline}</p>
          <ul className={styles.social} aria-label={ui.footer.social}>
            {site.social.map((s) => (
              <li key={s.id}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <SocialIcon id={s.id} />
                  <span className="visually-hidden">
                    {s.label} {ui.footer.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={ui.footer.products} links={productLinks} />
        <FooterColumn title={ui.footer.industries} links={navigation.industryLinks} />
        <FooterColumn title={ui.footer.company} links={[...navigation.companyLinks, ...navigation.legalLinks]} />
        <div className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.contact}</h2>
          <address className={styles.address}>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={site.phoneHref}>{site.phone}</a>
            <span>{mailingAddress().replace(`${site.legalName}, `, '')}</span>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{ui.footer.copyright(year)}</p>
        <p>{ui.footer.madeIn}</p>
      </div>
    </footer>
  )
}

function FooterColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  const localize = useLocalizePath()
  return (
    <nav className={styles.column} aria-label={title}>
      {/* Folded on phones (a row per group instead of screens of links), always open from 640 px. */}
      <details className={styles.group}>
        <summary className={styles.summary}>
          <h2 className={styles.heading}>{title}</h2>
        </summary>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={localize(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}

import type { ReactNode } from 'react'
import type { CompanyPageContent, MarketingUi, Stat } from '../../../content/types'
import { DemoButton } from '../demo/DemoButton'
import styles from './CompanyPage.module.css'

export function anchorFor(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The page head shared by the company pages: title and intro on a warm surface. */
export function CompanyHead({ title, intro, highlights }: { title: string; intro: string; highlights?: Stat[] }) {
  return (
    <section className={styles.head} aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {highlights && highlights.length > 0 && (
          <dl className={styles.highlights}>
            {highlights.map((h) => (
              <div key={h.value + h.description} className={styles.highlight}>
                <dt className={styles.highlightValue}>{h.value}</dt>
                <dd className={styles.highlightText}>{h.description}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  )
}

/** About, careers, privacy, accessibility: long-form sections with an 'On this page' list. */
export function CompanyPage({
  page,
  contact,
  tocLabel,
  children,
}: {
  page: CompanyPageContent
  contact: MarketingUi['companyContact']
  tocLabel: string
  children?: ReactNode
}) {
  return (
    <>
      <CompanyHead title={page.title} intro={page.intro} highlights={page.highlights} />
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-label={tocLabel}>
          <p className={styles.tocTitle}>{tocLabel}</p>
          <ol>
            {page.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchorFor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {page.sections.map((section) => (
            <section key={section.heading} id={anchorFor(section.heading)} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.bullets && (
                <ul className={styles.bullets}>
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {children}
          <aside className={styles.contact} aria-labelledby="company-contact-title">
            <h2 id="company-contact-title" className={styles.contactTitle}>
              {contact.heading}
            </h2>
            <p>{contact.text}</p>
            <DemoButton section="company-contact">{contact.buttonText}</DemoButton>
          </aside>
        </div>
      </div>
    </>
  )
}

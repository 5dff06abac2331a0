import type { ReactNode } from 'react'
import type { CompanyPageContent, MarketingUi, Stat } from '../../../content/types'
import { DemoButton } from '../demo/DemoButton'
import styles from './CompanyPage.module.css'

function anchorFor(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The page head shared by the company pages: title and intro on a warm surface. */
export function CompanyHead({
  title,
  intro,
  highlights,
  highlightsHeading,
}: {
  title: string
  intro: string
  highlights?: Stat[]
  highlightsHeading?: string
}) {
  return (
    <section className={styles.head} aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {highlightsHeading && highlights && highlights.length > 0 && (
          <h2 className={styles.highlightsHeading}>{highlightsHeading}</h2>
        )}
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
  lead,
  closing,
}: {
  /** Shown before the sections (the open roles come first on /career). */
  lead?: ReactNode
  page: CompanyPageContent
  contact: MarketingUi['companyContact']
  tocLabel: string
  children?: ReactNode
  /** Replaces the closing demo call (the career page asks for applications instead). */
  closing?: ReactNode
}) {
  return (
    <>
      <CompanyHead
        title={page.title}
        intro={page.intro}
        highlights={page.highlights}
        highlightsHeading={page.highlightsHeading}
      />
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-label={tocLabel}>
          <p className={styles.tocTitle}>{tocLabel}</p>
          <ol>
            {page.jobs && (
              <li>
                <a href="#open-roles">{page.jobs.heading}</a>
              </li>
            )}
            {page.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchorFor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
            {extraParts(page).map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {lead}
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
          {closing ?? (
            <aside className={styles.contact} aria-labelledby="company-contact-title">
              <h2 id="company-contact-title" className={styles.contactTitle}>
                {contact.heading}
              </h2>
              <p>{contact.text}</p>
              <DemoButton section="company-contact">{contact.buttonText}</DemoButton>
            </aside>
          )}
        </div>
      </div>
    </>
  )
}

/** The structured parts of about and career, listed in the page's contents after the sections. */
function extraParts(page: CompanyPageContent): { id: string; heading: string }[] {
  const parts = [
    page.values && { id: 'values', heading: page.values.heading },
    page.team && { id: 'team', heading: page.team.heading },
    page.offices && { id: 'offices', heading: page.offices.heading },
  ]
  return parts.filter((part): part is { id: string; heading: string } => Boolean(part))
}

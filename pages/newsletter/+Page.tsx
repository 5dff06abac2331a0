import { Island } from '../components/Island'
import { NewsletterForm } from '../components/newsletter/NewsletterForm'
import { usePageData } from '../components/page-context'
import type { Data } from './+data'
import styles from './newsletter.module.css'

/** /newsletter: the sign-up on its own page (linked from emails; the blog shows the same form) and the archive. */
export default function Page() {
  const { content, text, issues } = usePageData<Data>()
  return (
    <>
      <section className="section section--stone">
        <div className={`container ${styles.wrap}`}>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.lead}>{content.description}</p>
          <Island
            name="Newsletter"
            component={NewsletterForm}
            props={{ heading: content.heading, buttonText: content.buttonText }}
          />
        </div>
      </section>
      <section className="section" aria-labelledby="archive-heading">
        <div className={`container ${styles.wrap}`}>
          <h2 id="archive-heading" className={styles.archiveTitle}>
            {text.archiveHeading}
          </h2>
          {issues.length ? (
            <ol className={styles.issues}>
              {issues.map((issue) => (
                <li key={issue.id} className={styles.issue}>
                  <a href={issue.href} className={styles.issueLink}>
                    {issue.subject}
                  </a>
                  {issue.preheader && <p className={styles.issueText}>{issue.preheader}</p>}
                  <p className={styles.issueDate}>
                    {text.sent} <time dateTime={issue.dateIso}>{issue.date}</time>
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.lead}>{text.empty}</p>
          )}
        </div>
      </section>
    </>
  )
}

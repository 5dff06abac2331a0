import { Island } from '../components/Island'
import { NewsletterForm } from '../components/newsletter/NewsletterForm'
import { usePageData } from '../components/page-context'
import type { Data } from './+data'
import styles from './newsletter.module.css'

/** /newsletter: the sign-up on its own page (linked from emails; the blog shows the same form). */
export default function Page() {
  const { content } = usePageData<Data>()
  return (
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
  )
}

import type { Faq as FaqItem } from '../../content/types'
import { NoBreakHyphens } from './NoBreakHyphens'
import { useShell } from './use-shell'
import styles from './Faq.module.css'

/**
 * The FAQ section. Each answer is a native <details>: readable without JavaScript; the first starts
 * open, and the shared `name` keeps one open at a time (the browser closes the others; clicking the
 * open one closes it). No island: nothing to hydrate.
 */
export function Faq({ faqs, heading, subheading }: { faqs: FaqItem[]; heading?: string; subheading?: string }) {
  const { ui } = useShell()
  return (
    <section className="section section--sand" aria-labelledby="faq-title">
      <div className={`container ${styles.wrap}`}>
        <div className={styles.head}>
          <h2 id="faq-title">
            <NoBreakHyphens text={heading ?? ui.faq.heading} />
          </h2>
          <p>{subheading ?? ui.faq.subheading}</p>
        </div>
        <FaqAccordion faqs={faqs} />
      </div>
    </section>
  )
}

function FaqAccordion({ faqs }: { faqs: FaqItem[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq, index) => (
        <details key={faq.question} className={styles.item} name="faq" open={index === 0}>
          <summary id={`faq-q${index}`} className={styles.question}>
            <h3>
              <NoBreakHyphens text={faq.question} />
            </h3>
            <span className={styles.sign} aria-hidden="true" />
          </summary>
          <div id={`faq-a${index}`} className={styles.answer}>
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}

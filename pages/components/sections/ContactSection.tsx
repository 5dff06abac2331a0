import type { HomeContent } from '../../../content/types'
import { Island } from '../Island'
import { ContactForm } from './ContactForm'
import styles from './ContactSection.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** 'Let's schedule your free demo': the contact band with the lead form. */
export function ContactSection({ contact }: { contact: HomeContent['contact'] }) {
  return (
    <section className={`section section--ink ${styles.band}`} aria-labelledby="contact-title" id="contact">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className="eyebrow">{contact.eyebrow}</p>
          <h2 id="contact-title">
            <NoBreakHyphens text={contact.heading} />
          </h2>
          <p className={styles.description}>{contact.description}</p>
          <ul className={styles.points}>
            {contact.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <Island name="ContactForm" component={ContactForm} props={{ contact }} />
        </div>
      </div>
    </section>
  )
}

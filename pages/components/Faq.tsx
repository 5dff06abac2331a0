import { useState } from 'react'
import type { Faq as FaqItem } from '../../content/types'
import { Island } from './Island'
import { useShell } from './use-shell'
import styles from './Faq.module.css'

/** The FAQ section: heading (static) and the accordion (an island). */
export function Faq({ faqs, heading, subheading }: { faqs: FaqItem[]; heading?: string; subheading?: string }) {
  const { ui } = useShell()
  return (
    <section className="section section--sand" aria-labelledby="faq-title">
      <div className={`container ${styles.wrap}`}>
        <div className={styles.head}>
          <h2 id="faq-title">{heading ?? ui.faq.heading}</h2>
          <p>{subheading ?? ui.faq.subheading}</p>
        </div>
        <Island name="Faq" component={FaqAccordion} props={{ faqs }} />
      </div>
    </section>
  )
}

/** Accordion: the first answer starts open, one open at a time, clicking the open one closes it. */
export function FaqAccordion({ faqs }: { faqs: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const baseId = 'faq'
  return (
    <ul className={styles.list}>
      {faqs.map((faq, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <li key={faq.question} className={styles.item} data-open={open}>
            <h3 className={styles.question}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{faq.question}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.answer}>
              <p>{faq.answer}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

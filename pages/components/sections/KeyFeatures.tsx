import type { KeyFeatures as KeyFeaturesContent } from '../../../content/types'
import styles from './KeyFeatures.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** The six-card key feature grid. */
export function KeyFeatures({
  features,
  eyebrow,
  id = 'key-features',
}: {
  features: KeyFeaturesContent
  eyebrow: string
  id?: string
}) {
  return (
    <section className="section section--sand" aria-labelledby={`${id}-title`} id={id}>
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`}>
            <NoBreakHyphens text={features.heading} />
          </h2>
          <p>{features.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {features.features.map((card, index) => (
            <li key={card.title} className={styles.card}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

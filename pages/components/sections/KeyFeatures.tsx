import type { KeyFeatures as KeyFeaturesContent } from '../../../content/types'
import styles from './KeyFeatures.module.css'

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
          <h2 id={`${id}-title`}>{features.heading}</h2>
          <p>{features.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {features.features.map((card) => (
            <li key={card.title} className={styles.card}>
              <div className={styles.art}>
                <img src={card.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
              </div>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

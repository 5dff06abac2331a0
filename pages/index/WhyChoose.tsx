import type { HomeContent } from '../../content/types'
import { Icon } from '../components/Icon'
import styles from './WhyChoose.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'

export function WhyChoose({ whyChoose }: { whyChoose: HomeContent['whyChoose'] }) {
  return (
    <section className="section section--sand" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{whyChoose.eyebrow}</p>
          <h2 id="why-title">
            <NoBreakHyphens text={whyChoose.heading} />
          </h2>
          <p>{whyChoose.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {whyChoose.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import type { HomeContent } from '../../../content/types'
import styles from './HardwareShowcase.module.css'
import { useLocalizePath } from '../use-shell'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** Station, Tab and Go with the solution links (home and pricing pages). */
export function HardwareShowcase({ hardware }: { hardware: HomeContent['hardware'] }) {
  const localize = useLocalizePath()
  return (
    <section className="section" aria-labelledby="hardware-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{hardware.eyebrow}</p>
          <h2 id="hardware-title">
            <NoBreakHyphens text={hardware.heading} />
          </h2>
          <p>{hardware.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {hardware.items.map((item) => (
            <li key={item.id} className={styles.card}>
              <a href={localize(item.href)} className={styles.link}>
                <span className={styles.art}>
                  {/* Three small drawings (about 9 KB), loaded with the page: a lazy card looked empty. */}
                  <img src={item.image} alt="" width={480} height={360} decoding="async" />
                </span>
                <span className={styles.title}>
                  <NoBreakHyphens text={item.title} />
                </span>
                <span className={styles.text}>
                  <NoBreakHyphens text={item.description} />
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.solutions}>
          <h3 className={styles.solutionsTitle}>{hardware.solutionsHeading}</h3>
          <ul className={styles.pills}>
            {hardware.solutions.map((s) => (
              <li key={s.label}>
                <a href={localize(s.href)} className={styles.pill}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
